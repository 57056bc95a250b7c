import type { App } from '../../config-server/app';
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
