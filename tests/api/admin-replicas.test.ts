import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type App } from '../../config-server/app';
import { readEnv } from '../../config-server/env';
import { adminTestApp, login, OPERATOR } from './admin-support';

/* Two replicas over one database, each with its own merchants folder: a save on one is served by both. */
let a: Awaited<ReturnType<typeof adminTestApp>>;
let b: App;
let bDir: string;

beforeAll(async () => {
  a = await adminTestApp();
  const root = mkdtempSync(join(tmpdir(), 'replica-'));
  bDir = join(root, 'merchants');
  cpSync(a.dir, bDir, { recursive: true });
  const env = {
    ...readEnv({
      NODE_ENV: 'test',
      MERCHANTS_DIR: bDir,
      DATA_DIR: join(root, 'data'),
      DIST_DIR: join(root, 'no-dist'),
      APP_SECRET: 'test-secret-for-preview-links',
    }),
    logLevel: 'silent',
  };
  b = await buildApp({ env, db: a.db, watch: false, logger: false });
});
afterAll(async () => {
  await b?.app.close();
  await a?.close();
});

describe('replicas', () => {
  // How fast (budget 500 ms) is measured by `npm run bench -- replicas`; here, that it arrives at all.
  it('a save on replica A is served by replica B, written to B’s folder; B does not record a version of its own', async () => {
    const auth = { authorization: `Bearer ${await login(a.app, OPERATOR.username, OPERATOR.password)}` };
    const cur = (await a.app.inject({ url: '/api/admin/merchants/lotus/config', headers: auth })).json() as {
      version: number;
      document: Record<string, unknown>;
    };
    const res = await a.app.inject({
      method: 'PUT',
      url: '/api/admin/merchants/lotus/config',
      headers: { ...auth, 'if-match': `"${cur.version}"` },
      payload: { ...cur.document, name: 'Lotus everywhere' },
    });
    expect(res.statusCode).toBe(200);
    await expect
      .poll(async () => (await b.app.inject({ url: '/api/merchants/lotus/config' })).json().name, {
        timeout: 10_000,
        interval: 20,
      })
      .toBe('Lotus everywhere');
    expect(JSON.parse(readFileSync(join(bDir, 'lotus.json'), 'utf8')).name).toBe('Lotus everywhere');
    const versions = (
      await a.app.inject({ url: '/api/admin/merchants/lotus/versions', headers: auth })
    ).json() as { version: number }[];
    expect(versions[0]!.version).toBe(cur.version + 1);
  });

  it('two replicas taking the same If-Match at once: one saves, the other answers 412 and publishes nothing', async () => {
    const auth = { authorization: `Bearer ${await login(a.app, OPERATOR.username, OPERATOR.password)}` };
    const cur = (await a.app.inject({ url: '/api/admin/merchants/basic/config', headers: auth })).json() as {
      version: number;
      document: Record<string, unknown>;
    };
    const put = (app: App['app'], name: string) =>
      app.inject({
        method: 'PUT',
        url: '/api/admin/merchants/basic/config',
        headers: { ...auth, 'if-match': `"${cur.version}"` },
        payload: { ...cur.document, name },
      });
    const [ra, rb] = await Promise.all([put(a.app, 'Saved by A'), put(b.app, 'Saved by B')]);
    expect([ra.statusCode, rb.statusCode].sort()).toEqual([200, 412]);
    const winner = ra.statusCode === 200 ? 'Saved by A' : 'Saved by B';
    const loser = ra.statusCode === 200 ? rb : ra;
    expect(loser.json().error.details).toMatchObject({
      currentVersion: cur.version + 1,
      author: OPERATOR.username,
    });
    for (const app of [a.app, b.app])
      await expect
        .poll(async () => (await app.inject({ url: '/api/merchants/basic/config' })).json().name, {
          timeout: 10_000,
        })
        .toBe(winner);
    const versions = (
      await a.app.inject({ url: '/api/admin/merchants/basic/versions', headers: auth })
    ).json() as { version: number }[];
    expect(versions[0]!.version).toBe(cur.version + 1);
  });
});
