import { join } from 'node:path';
import { PROJECT_ROOT } from '../server/paths';

/** The platform's SQL migrations (numbers 001–099), read at run time from the project folder. */
export const PLATFORM_MIGRATIONS = join(PROJECT_ROOT, 'platform-api/db/migrations');
