import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAs, multipart, type TestApp } from '../support/test-app';

/*
 * Issue 14 item 5: the event loop stays free during three parallel 5 MB reward uploads.
 * A process suite (scripts/test-all.sh PROCESS_SUITES, one file at a time): a latency budget is
 * measured on a machine that is not also running other test files, or the figure is the other
 * files' CPU, not the server's (27 Nov CI: 195 ms in the parallel pool; 11 ms alone).
 */

type Promo = { id: number; imageRequired: string; remarkRequired: string; status: string };
const rule = (promos: Promo[], img: string, rem: string) =>
  promos.find((p) => p.imageRequired === img && p.remarkRequired === rem && p.status === 'Join')!;

/** Child process: reads the body, says ready, and on "go" sends it to each URL at once; prints the statuses. */
const SENDER = `
const [file, headers, ...urls] = process.argv.slice(1);
const body = require('node:fs').readFileSync(file);
process.stdout.write('ready\\n');
process.stdin.once('data', async () => {
  const codes = await Promise.all(urls.map((u) => fetch(u, { method: 'POST', headers: JSON.parse(headers), body }).then((r) => r.status)));
  process.stdout.write(JSON.stringify(codes) + '\\n');
  process.exit(0);
});`;

const HEALTHZ_BUDGET_MS = 100;

async function pollHealth(base: string, stop: () => boolean): Promise<number[]> {
  const timings: number[] = [];
  while (!stop()) {
    const start = performance.now();
    await (await fetch(`${base}/healthz`)).arrayBuffer();
    timings.push(performance.now() - start);
    // The sampling period of the probe (a time series of /healthz answers), not a wait for anything.
    await new Promise((r) => setTimeout(r, 10));
  }
  return timings;
}

/** A 1300×1300 picture of noise: about 5.07 MB as PNG (noise does not compress), under the 5 MiB limit. */
async function noisePng(): Promise<Buffer> {
  return sharp(randomBytes(1300 * 1300 * 3), { raw: { width: 1300, height: 1300, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

describe('the event loop during uploads', () => {
  let t: TestApp;
  let base = '';
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => t?.close());

  it('/healthz answers within 100 ms during three parallel 5 MB uploads', async () => {
    const token = await loginAs(t.app, 'demo_member', 'Demo1234');
    const promos = (
      await t.app.inject({ method: 'GET', url: '/api/promotions', headers: bearer(token) })
    ).json<{ list: Promo[] }>().list;
    const big = await noisePng();
    expect(big.length).toBeGreaterThan(5_000_000);
    expect(big.length).toBeLessThanOrEqual(5_242_880);
    const targets = [rule(promos, 'Y', 'N'), rule(promos, 'Y', 'Y'), rule(promos, 'N', 'Y')];
    // The uploads are sent by a child process started before the clock runs (forking a process as
    // large as this one stalls its event loop): the event loop measured is the server's alone.
    const form = multipart({ remarks: 'receipt' }, [
      { field: 'pictures', name: 'big.png', type: 'image/png', bytes: big },
    ]);
    const body = join(t.dir, '..', 'upload.bin');
    writeFileSync(body, form.payload);
    const sender = spawn(
      process.execPath,
      [
        '-e',
        SENDER,
        body,
        JSON.stringify({ ...bearer(token), ...form.headers }),
        ...targets.map((p) => `${base}/api/promotions/${p.id}/reward`),
      ],
      { stdio: ['pipe', 'pipe', 'inherit'] },
    );
    let out = '';
    sender.stdout.on('data', (d: Buffer) => (out += d.toString()));
    await new Promise((r) => sender.stdout.once('data', r)); // "ready"
    // The machine's own noise, measured on the idle server just before (and again just after) the uploads.
    const beforeStart = performance.now();
    const before = await pollHealth(base, () => performance.now() - beforeStart > 1500);
    sender.stdin.write('go\n');
    const uploads = [
      new Promise<number[]>((resolve) =>
        sender.on('exit', () => resolve(JSON.parse(out.split('\n').filter(Boolean).at(-1)!) as number[])),
      ),
    ];
    let done = false;
    const all = Promise.all(uploads).finally(() => {
      done = true;
    });
    const timings = await pollHealth(base, () => done);
    expect((await all)[0]).toEqual([200, 200, 200]);
    expect(timings.length).toBeGreaterThan(3);
    // The budget is 100 ms on a quiet machine. These machines are shared: the same client polling an
    // idle server for as long shows how much of a delay is the machine's own noise, and only that is
    // added (before the fix the server froze for 8–10 s, far past either).
    const idleStart = performance.now();
    const noise = Math.max(
      ...before,
      ...(await pollHealth(base, () => performance.now() - idleStart > 1500)),
    );
    const figures = `during uploads: ${timings.map((x) => x.toFixed(0)).join(' ')}; idle max ${noise.toFixed(0)} ms (before and after)`;
    console.info(`/healthz latency ms ${figures}`);
    expect(Math.max(...timings), figures).toBeLessThan(HEALTHZ_BUDGET_MS + noise);
  }, 60_000);
});
