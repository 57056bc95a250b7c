/**
 * `npm run merchants:import -- --author alice [--base 7] [--force] merchants/lotus.json …`
 * Imports merchant files into the database as new versions (see merchant-import.ts). Scale mode
 * (DATABASE_URL) is where this is needed: running replicas publish the import at once. With PGlite,
 * stop the server first (one process owns the data folder).
 */
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { readEnv } from '../env';
import { openDb } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { PLATFORM_MIGRATIONS } from '../../platform-api';
import { CONFIG_SERVER_MIGRATIONS } from '../migrations-dir';
import { importMerchantFile } from './merchant-import';

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { author: { type: 'string' }, base: { type: 'string' }, force: { type: 'boolean' } },
  });
  const base = values.base === undefined ? undefined : Number(values.base);
  if (!values.author || !positionals.length || (base !== undefined && !Number.isInteger(base))) {
    process.stderr.write(
      'usage: npm run merchants:import -- --author <who> [--base <version the file was edited from>] [--force] <merchant.json> …\n',
    );
    return 2;
  }
  const env = readEnv();
  const db = await openDb({ databaseUrl: env.databaseUrl, dataDir: `${env.dataDir}/pglite` });
  let failed = 0;
  try {
    await migrate(db, [PLATFORM_MIGRATIONS, CONFIG_SERVER_MIGRATIONS]);
    for (const file of positionals) {
      const r = await importMerchantFile(db, resolve(file), {
        author: values.author,
        base,
        force: values.force,
      });
      if (r.status === 'imported')
        process.stdout.write(`${r.code}: imported as version ${r.version} (author ${values.author})\n`);
      else if (r.status === 'unchanged')
        process.stdout.write(`${r.code}: same as version ${r.version}, nothing imported\n`);
      else {
        failed += 1;
        if (r.status === 'invalid')
          process.stderr.write(
            `${r.code}: not imported, the file does not validate:\n${r.problems.map((p) => `  ${p.pointer}: ${p.message}`).join('\n')}\n`,
          );
        else
          process.stderr.write(
            `${r.code}: not imported, the database has version ${r.latest} (saved by ${r.author} at ${r.savedAt}) and the file is not based on it; check it, then pass --base ${r.latest}, or --force\n`,
          );
      }
    }
  } finally {
    await db.close();
  }
  return failed ? 1 : 0;
}

process.exitCode = await main();
