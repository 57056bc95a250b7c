import { afterEach, describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp, type App } from '../../config-server/app';
import { readEnv } from '../../config-server/env';
import { createTestApp, type TestApp } from '../support/test-app';

/*
 * Issue 9: a bad merchant file at start-up never drops the merchant. Single-node mode (PGlite, the
 * data folder keeps every version) and scale mode (DATABASE_URL: the database is the only source).
 */

const MODES = [
  { mode: 'single-node', driver: 'pglite' as const },
  ...(process.env.TEST_DATABASE_URL ? [{ mode: 'scale', driver: 'postgres' as const }] : []),
];
const BROKEN = {
  'half-written':
    '{\n  "$schema": "../schemas/json/merchant.schema.json",\n  "code": "lotus",\n  "name": "Lot',
  '6,000-deep': `${'{"a":'.repeat(6000)}1${'}'.repeat(6000)}`,
};

let first: TestApp | undefined;
let restarted: App | undefined;
afterEach(async () => {
  await restarted?.app.close();
  restarted = undefined;
  await first?.close();
  first = undefined;
});

describe.each(MODES)('restart with a broken lotus.json ($mode)', ({ mode, driver }) => {
  it.each(Object.keys(BROKEN) as (keyof typeof BROKEN)[])(
    '%s: lotus keeps serving its last good version',
    async (kind) => {
      first = await createTestApp({
        driver,
        merchants: { lotus: (d) => ({ ...d, name: 'Lotus last good' }) },
      });
      expect((await first.app.inject({ url: '/api/merchants/lotus/config' })).json().name).toBe(
        'Lotus last good',
      );
      // Stop the server (the database stays: the same data folder / the same PostgreSQL), break the file, start again.
      // Load shedding (on by default in scale mode) has its own process suite: off here, or a busy CI
      // machine's event-loop delay answers 503 (seen in CI, 28 Nov).
      const dataEnv =
        mode === 'scale' ? { DATABASE_URL: 'postgres://set-by-the-test', LOAD_SHED_MAX_DELAY_MS: '0' } : {};
      await first.app.close();
      writeFileSync(join(first.dir, 'lotus.json'), BROKEN[kind]);
      const env = {
        ...readEnv({
          NODE_ENV: 'test',
          MERCHANTS_DIR: first.dir,
          DATA_DIR: join(first.dir, '..', 'data'),
          DIST_DIR: join(first.dir, 'no-dist'),
          APP_SECRET: 'test-secret',
          ...dataEnv,
        }),
        logLevel: 'silent',
      };
      restarted = await buildApp({ env, db: first.db, watch: false, logger: false });

      const res = await restarted.app.inject({ url: '/api/merchants/lotus/config' });
      expect(res.statusCode).toBe(200);
      expect(res.json().name).toBe('Lotus last good');
      // lotus.localhost serves lotus, not the default brand.
      expect(
        (
          await restarted.app.inject({ url: '/api/merchant/config', headers: { host: 'lotus.localhost' } })
        ).json(),
      ).toMatchObject({ code: 'lotus', name: 'Lotus last good' });
      // Single-node reports the file as at run time; scale mode ignores files the database has.
      if (mode === 'single-node')
        expect(restarted.store.lastRejected('lotus')?.problems[0]?.key).toMatch(
          /^config\.errors\.(notJson|tooDeep)$/,
        );
      else expect(restarted.store.lastRejected('lotus')).toBeUndefined();
    },
    180_000,
  );
});
