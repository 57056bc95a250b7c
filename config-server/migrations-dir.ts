import { join } from 'node:path';
import { PROJECT_ROOT } from '../server/paths';

/** The config server's SQL migrations (numbers 100–199), read at run time from the project folder. */
export const CONFIG_SERVER_MIGRATIONS = join(PROJECT_ROOT, 'config-server/migrations');
