import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTestApp, login, OPERATOR } from './admin-support';

/*
 * Figures of the admin API (printed, and bounded so a regression fails):
 *   npx vitest run tests/api/admin-figures.test.ts
 * "A save reaches players within 1 s": from the PUT to the config API serving the new version.
 */
type Ctx = Awaited<ReturnType<typeof adminTestApp>>;
let ctx: Ctx;
let auth: Record<string, string>;

beforeAll(async () => {
  ctx = await adminTestApp();
  auth = { authorization: `Bearer ${await login(ctx.app, OPERATOR.username, OPERATOR.password)}` };
});
afterAll(async () => ctx?.close());

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))]!;

describe('figures', () => {
  it('save → served to players: p95 well under 1 s over 30 saves', async () => {
    const times: number[] = [];
    for (let i = 0; i < 30; i++) {
      const cur = (await ctx.app.inject({ url: '/api/admin/merchants/basic/config', headers: auth })).json() as { version: number; document: Record<string, unknown> };
      const name = `Basic ${i}`;
      const start = performance.now();
      const res = await ctx.app.inject({ method: 'PUT', url: '/api/admin/merchants/basic/config', headers: { ...auth, 'if-match': `"${cur.version}"` }, payload: { ...cur.document, name } });
      expect(res.statusCode).toBe(200);
      let served = '';
      while (served !== name && performance.now() - start < 1000) served = (await ctx.app.inject({ url: '/api/merchants/basic/config' })).json().name;
      expect(served).toBe(name);
      times.push(performance.now() - start);
    }
    console.log(`[figures] save→served ms: p50 ${pct(times, 50).toFixed(1)}, p95 ${pct(times, 95).toFixed(1)}, max ${Math.max(...times).toFixed(1)}`);
    expect(pct(times, 95)).toBeLessThan(1000);
  });

  it('login (argon2id verify + session): p50 under 250 ms', async () => {
    const times: number[] = [];
    for (let i = 0; i < 8; i++) {
      const start = performance.now();
      await login(ctx.app, OPERATOR.username, OPERATOR.password);
      times.push(performance.now() - start);
    }
    console.log(`[figures] login ms: p50 ${pct(times, 50).toFixed(1)}, max ${Math.max(...times).toFixed(1)}`);
    expect(pct(times, 50)).toBeLessThan(250);
  });

  it('versions list of a merchant with 30+ versions: under 100 ms', async () => {
    const start = performance.now();
    const res = await ctx.app.inject({ url: '/api/admin/merchants/basic/versions', headers: auth });
    const ms = performance.now() - start;
    expect(res.json().length).toBeGreaterThanOrEqual(31);
    console.log(`[figures] versions list (${res.json().length} versions) ms: ${ms.toFixed(1)}`);
    expect(ms).toBeLessThan(100);
  });
});
