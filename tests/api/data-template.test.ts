import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../config-server/app';
import { readEnv } from '../../config-server/env';
import { CONFIG_SERVER_MIGRATIONS } from '../../config-server/migrations-dir';
import { PLATFORM_MIGRATIONS } from '../../platform-api/migrations-dir';
import {
  buildDataTemplate,
  dataTemplateDir,
  templateKey,
  copyDataTemplate,
} from '../../server/db/data-template';
import { openPglite } from '../../server/db/pglite';
import { resetMerchantValidatorForTests } from '../../server/merchant-validator-cache';

// Issue 18: a first start copies the build's migrated empty database instead of creating one.

const MIGRATIONS = [PLATFORM_MIGRATIONS, CONFIG_SERVER_MIGRATIONS];
const MERCHANTS = new URL('../../merchants/', import.meta.url).pathname;
let work: string;
let dist: string;
let template: string;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'data-template-'));
  dist = join(work, 'dist');
  template = dataTemplateDir(dist);
  await buildDataTemplate(template, MIGRATIONS);
}, 120_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

const migrationCount = () =>
  MIGRATIONS.flatMap((d) => readdirSync(d)).filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f)).length;

describe('the data template', () => {
  it('holds a migrated database with no rows of anyone’s', async () => {
    const copy = join(work, 'inspect', 'pglite');
    expect(copyDataTemplate(copy, template, MIGRATIONS)).toBe('copied');
    const db = await openPglite({ dataDir: copy });
    try {
      const n = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM schema_migrations'))[0]!.n;
      expect(n).toBe(migrationCount());
      for (const table of ['games', 'members', 'merchants', 'banners', 'platform_keys'])
        expect((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n).toBe(0);
    } finally {
      await db.close();
    }
  });

  it('is used only for an empty data folder, only when it matches the migrations', () => {
    const target = join(work, 'used', 'pglite');
    expect(copyDataTemplate(join(work, 'none', 'pglite'), join(work, 'no-template'), MIGRATIONS)).toBe(
      'missing',
    );
    // A data folder that has a database is never touched.
    mkdirSync(target, { recursive: true });
    writeFileSync(join(target, 'PG_VERSION'), 'mine');
    expect(copyDataTemplate(target, template, MIGRATIONS)).toBe('not-needed');
    expect(readdirSync(target)).toEqual(['PG_VERSION']);
    // A template made from other migrations (one added since the build) is not used.
    const extra = join(work, 'extra-migrations');
    mkdirSync(extra);
    writeFileSync(join(extra, '199_added_later.sql'), 'CREATE TABLE later (id int);\n');
    expect(templateKey([...MIGRATIONS, extra])).not.toBe(templateKey(MIGRATIONS));
    const fresh = join(work, 'stale', 'pglite');
    expect(copyDataTemplate(fresh, template, [...MIGRATIONS, extra])).toBe('stale');
    expect(existsSync(fresh)).toBe(false);
    // No half copy is ever left under the real name.
    expect(readdirSync(join(work, 'used')).filter((f) => f.includes('.copy-'))).toEqual([]);
  });

  it('a first start on an empty data folder runs on the copy, seeds and serves', async () => {
    const dataDir = join(work, 'first-start');
    const merchantsDir = join(work, 'merchants');
    cpSync(MERCHANTS, merchantsDir, { recursive: true });
    resetMerchantValidatorForTests();
    const env = readEnv({
      NODE_ENV: 'test',
      MERCHANTS_DIR: merchantsDir,
      DATA_DIR: dataDir,
      DIST_DIR: dist,
      LOG_LEVEL: 'silent',
    });
    const logged: string[] = [];
    const { app } = await buildApp({
      env,
      watch: false,
      logger: {
        level: 'info',
        stream: { write: (line: string) => void logged.push(JSON.parse(line).msg as string) },
      },
    });
    try {
      expect(logged).toContain('embedded database created from the build’s template');
      const games = await app.inject({ url: '/api/games?merchant=demo&pageSize=5' });
      expect(games.statusCode).toBe(200);
      expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
      // The template itself is unchanged: the seed went into the copy.
      expect(copyDataTemplate(join(work, 'check2', 'pglite'), template, MIGRATIONS)).toBe('copied');
      const copy = await openPglite({ dataDir: join(work, 'check2', 'pglite') });
      try {
        expect((await copy.query<{ n: number }>('SELECT count(*)::int AS n FROM games'))[0]!.n).toBe(0);
      } finally {
        await copy.close();
      }
    } finally {
      await app.close();
      resetMerchantValidatorForTests();
    }
  }, 120_000);
});
