// Admin API figures for `npm run bench -- admin` (moved out of the correctness suite: a timing
// budget depends on the machine, a test must not). In-process app (app.inject), no network.
// "A save reaches players within 1 s": from the PUT to the config API serving the new version; the
// same for an operator's edit of the merchant file on disk (the watcher, validation and a new version).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { adminTestApp, login, OPERATOR } from '../api/admin-support';
import { openPageSaves } from './admin-page';
import type { BenchResult } from './types';

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))]!;
const round = (ms: number) => Math.round(ms * 10) / 10;

export default async function benchAdmin(): Promise<BenchResult[]> {
  const ctx = await adminTestApp();
  try {
    const auth = { authorization: `Bearer ${await login(ctx.app, OPERATOR.username, OPERATOR.password)}` };
    const saves: number[] = [];
    for (let i = 0; i < 30; i++) {
      const cur = (
        await ctx.app.inject({ url: '/api/admin/merchants/basic/config', headers: auth })
      ).json() as { version: number; document: Record<string, unknown> };
      const name = `Basic ${i}`;
      const start = performance.now();
      const res = await ctx.app.inject({
        method: 'PUT',
        url: '/api/admin/merchants/basic/config',
        headers: { ...auth, 'if-match': `"${cur.version}"` },
        payload: { ...cur.document, name },
      });
      if (res.statusCode !== 200) throw new Error(`save answered ${res.statusCode}: ${res.body}`);
      let served = '';
      while (served !== name && performance.now() - start < 5000)
        served = (await ctx.app.inject({ url: '/api/merchants/basic/config' })).json().name;
      saves.push(performance.now() - start);
    }
    const edits: number[] = [];
    const file = join(ctx.dir, 'lotus.json');
    const doc = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    for (let i = 0; i < 15; i++) {
      const name = `Lotus on disk ${i}`;
      const start = performance.now();
      writeFileSync(file, JSON.stringify({ ...doc, name }));
      let served = '';
      while (served !== name && performance.now() - start < 5000) {
        served = (await ctx.app.inject({ url: '/api/merchants/lotus/config' })).json().name;
        if (served !== name) await new Promise((r) => setTimeout(r, 5));
      }
      edits.push(performance.now() - start);
    }
    const logins: number[] = [];
    for (let i = 0; i < 8; i++) {
      const start = performance.now();
      await login(ctx.app, OPERATOR.username, OPERATOR.password);
      logins.push(performance.now() - start);
    }
    const start = performance.now();
    const versions = await ctx.app.inject({ url: '/api/admin/merchants/basic/versions', headers: auth });
    const listMs = performance.now() - start;
    const count = (versions.json() as unknown[]).length;
    return [
      { name: 'admin save → served to players: p50 (30 saves)', value: round(pct(saves, 50)), unit: 'ms' },
      {
        name: 'admin save → served to players: p95 (30 saves)',
        value: round(pct(saves, 95)),
        unit: 'ms',
        target: '< 1000 ms',
        pass: pct(saves, 95) < 1000,
      },
      {
        name: 'merchant file edit on disk → served: p50 (15 edits)',
        value: round(pct(edits, 50)),
        unit: 'ms',
      },
      {
        name: 'merchant file edit on disk → served: max (15 edits)',
        value: round(Math.max(...edits)),
        unit: 'ms',
        target: '< 1000 ms',
        pass: Math.max(...edits) < 1000,
      },
      {
        name: 'admin login (argon2id verify + session): p50',
        value: round(pct(logins, 50)),
        unit: 'ms',
        target: '< 250 ms',
        pass: pct(logins, 50) < 250,
      },
      {
        name: `admin versions list (${count} versions)`,
        value: round(listMs),
        unit: 'ms',
        target: '< 100 ms',
        pass: listMs < 100,
      },
      // An operator's save on a player page open in a browser, per kind of change (issue 36).
      ...(await openPageSaves()),
    ];
  } finally {
    await ctx.close();
  }
}
