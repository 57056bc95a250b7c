/*
 * `npm run seed`: migrate and seed the database of this environment. A command-line entry of its own,
 * so it reads the few variables it needs here (platform-api may not import config-server's env module).
 */
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { openDb } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { PLATFORM_MIGRATIONS } from '../migrations-dir';
import { seed } from './seed';
import { PROJECT_ROOT } from '../../server/paths';

const root = PROJECT_ROOT;
// eslint-disable-next-line no-restricted-syntax -- a command-line entry point; platform-api may not import config-server/env.ts
const env = process.env;
const production = env.NODE_ENV === 'production';
const merchantsDir = resolve(env.MERCHANTS_DIR ?? resolve(root, 'merchants'));
const dataDir = resolve(env.DATA_DIR ?? resolve(root, 'data'));
const configServerMigrations = resolve(root, 'config-server/migrations');

const db = await openDb({ databaseUrl: env.DATABASE_URL || undefined, dataDir: `${dataDir}/pglite` });
await migrate(db, [PLATFORM_MIGRATIONS, configServerMigrations]);
const codes = readdirSync(merchantsDir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.slice(0, -5));
const started = Date.now();
const demo = !production && env.DEMO_MODE !== '0';
const out = await seed(db, { merchantCodes: codes, demo });
console.log(
  `seed: ${out.seeded ? 'seeded' : 'already seeded'}; ${out.games} games; merchants ${codes.join(', ')}; demo accounts ${demo ? 'yes' : 'no'} (${Date.now() - started} ms)`,
);
await db.close();
