import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type App } from '../../config-server/app';
import { readEnv } from '../../config-server/env';
import { createTestApp, type TestApp } from '../support/test-app';

export const OPERATOR = { username: 'first-operator', password: 'first-operator-password' };

/**
 * The shared test app (cloned PGlite, temporary copy of merchants/) with a bootstrap operator and a
 * preview secret; the merchants folder is watched, as in production, so disk edits become versions.
 */
export async function adminTestApp(
  extraEnv: Record<string, string> = {},
  driver?: 'pglite' | 'postgres',
): Promise<TestApp> {
  const ctx = await createTestApp({
    driver,
    env: {
      ADMIN_BOOTSTRAP_USER: OPERATOR.username,
      ADMIN_BOOTSTRAP_PASSWORD: OPERATOR.password,
      APP_SECRET: 'test-secret-for-preview-links',
      ...extraEnv,
    },
  });
  await ctx.store.watch();
  return ctx;
}

export async function login(app: App['app'], username: string, password: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/admin/login', payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`login ${username}: ${res.statusCode} ${res.body}`);
  return (res.json() as { token: string }).token;
}

/** A second replica over the same database, with its own merchants folder (not watched). */
export async function replicaOf(a: TestApp): Promise<App> {
  const root = mkdtempSync(join(tmpdir(), 'replica-'));
  const dir = join(root, 'merchants');
  cpSync(a.dir, dir, { recursive: true });
  const env = {
    ...readEnv({
      NODE_ENV: 'test',
      MERCHANTS_DIR: dir,
      DATA_DIR: join(root, 'data'),
      DIST_DIR: join(root, 'no-dist'),
      APP_SECRET: 'test-secret-for-preview-links',
    }),
    logLevel: 'silent',
  };
  return buildApp({ env, db: a.db, watch: false, logger: false });
}
