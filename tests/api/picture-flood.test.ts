import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { setPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import {
  groupProcesses,
  isServerProcess,
  killGroup,
  sleep,
  startProduct,
  waitReady,
  type ProductProcess,
} from '../support/product-process';
import { encryptPayload, multipart } from '../support/test-app';
import { PICTURE_QUEUE_MAX } from '../../platform-api/lib/images';

/*
 * Issue 31: picture decoding nobody can keep busy. The product runs as a real process (PGlite). Five
 * free accounts flood reward claims (three pictures a request) for 6 s, while an honest member
 * uploads a 4032×3024 phone photo (~1 MB JPEG) every 0.7 s and /healthz is polled:
 * - phase 1: 40 MP 16-bit RGBA PNGs (318 MB decoded each; before the fix each took 1.5–6.5 s and the
 *   honest upload waited 14 s here): refused from their header, 413 IMAGE_TOO_COSTLY;
 * - phase 2, five fresh accounts (the first five have spent their upload quota): the slowest pictures
 *   under the cost limit, 50 MP RGBA PNGs (200 MB decoded), several requests at once each. They are
 *   decoded one at a time per member (the others 429 IMAGE_BUSY): never a full queue.
 * Each honest upload answers within 3 s, each /healthz probe within 100 ms (plus the machine's own
 * noise, measured on the idle server before and after, as in reward-uploads-event-loop.test.ts: these machines
 * are shared), and the server's resident memory comes back to within 100 MB of the resting figure.
 * Removing the cost check fails phase 1 (no IMAGE_TOO_COSTLY); removing the per-member limit fails
 * phase 2 (no IMAGE_BUSY; the queue fills and the honest upload is refused with IMAGE_QUEUE_FULL).
 */
const ATTACKERS = 5;
/**
 * Requests each attacker keeps in flight: 1 in phase 1 (five accounts uploading at once); in phase 2,
 * enough that without the per-member limit their pictures would fill the decode queue (an upload's
 * pictures are decoded one after another: a request has one in the queue at a time), and the honest
 * upload would be refused with IMAGE_QUEUE_FULL.
 */
const LOOPS = { one: 1, two: Math.floor(PICTURE_QUEUE_MAX / ATTACKERS) + 1 };
const PHASE_MS = 6_000;
const HONEST_BUDGET_MS = 3_000;
const HEALTHZ_BUDGET_MS = 100;
const RSS_BUDGET_MB = 100;

/**
 * The attackers run in a child process (started, and its body read, before the clock runs), so the
 * process that probes /healthz and times the honest upload does nothing else: the delays measured are
 * the server's. On "go" each member runs `loops` claims back to back until `ms` have passed or its
 * upload quota is spent (RATE_LIMITED: the account can do nothing more this window); then it prints
 * every answer. After IMAGE_BUSY a loop waits Retry-After: the member's quota then lasts the whole
 * phase, its one decode at a time kept busy throughout (sent at once instead, the refusals spend the
 * quota in a second: a burst of requests refused before any decode, like phase 1's).
 */
const FLOOD = `
const [url, file, headers, members, loops, ms] = process.argv.slice(1);
const body = require('node:fs').readFileSync(file);
process.stdout.write('ready\\n');
process.stdin.once('data', async () => {
  const end = Date.now() + Number(ms);
  const answers = [];
  const loop = async (h) => {
    while (Date.now() < end) {
      const start = performance.now();
      const res = await fetch(url, { method: 'POST', headers: { ...h, ...JSON.parse(headers) }, body });
      const code = (await res.json()).error?.code;
      const retryAfter = res.headers.get('retry-after');
      answers.push({ status: res.status, code, ms: performance.now() - start, retryAfter });
      if (code === 'RATE_LIMITED') return;
      if (code === 'IMAGE_BUSY') await new Promise((r) => setTimeout(r, Number(retryAfter) * 1000));
    }
  };
  await Promise.all(JSON.parse(members).flatMap((h) => Array.from({ length: Number(loops) }, () => loop(h))));
  process.stdout.write(JSON.stringify(answers) + '\\n');
  process.exit(0);
});`;

async function startFlood(
  url: string,
  attackers: Member[],
  flood: ReturnType<typeof multipart>,
  loops: number,
  ms: number,
): Promise<{ go: () => Promise<Answer[]> }> {
  const file = join(mkdtempSync(join(tmpdir(), 'picture-flood-')), 'body.bin');
  writeFileSync(file, flood.payload);
  const child = spawn(
    process.execPath,
    [
      '-e',
      FLOOD,
      url,
      file,
      JSON.stringify(flood.headers),
      JSON.stringify(attackers.map((m) => m.h)),
      String(loops),
      String(ms),
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  // Real attackers send from their own machines: here their client yields the CPU to the server.
  setPriority(child.pid!, 19);
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  await new Promise((r) => child.stdout.once('data', r)); // "ready"
  const done = new Promise<Answer[]>((resolve) =>
    child.on('exit', () => resolve(JSON.parse(out.split('\n').filter(Boolean).at(-1)!) as Answer[])),
  );
  return {
    go: () => {
      child.stdin.write('go\n');
      return done;
    },
  };
}

const started: ProductProcess[] = [];
afterAll(() => started.forEach((p) => killGroup(p.pgid)));

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 30, g: 140, b: 90, alpha: 0.6 } } });

/** A 4032×3024 phone photo of about 1 MB: smooth shapes plus sensor grain. */
async function phonePhoto(): Promise<Buffer> {
  const [w, h] = [4032, 3024];
  const base = await sharp(randomBytes(32 * 24 * 3), { raw: { width: 32, height: 24, channels: 3 } })
    .resize(w, h, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  const grain = randomBytes(w * h * 3);
  for (let i = 0; i < base.length; i++) base[i] = Math.max(0, Math.min(255, base[i]! + (grain[i]! & 7) - 4));
  return sharp(base, { raw: { width: w, height: h, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer();
}

interface Member {
  name: string;
  h: Record<string, string>;
}

async function register(url: string, name: string): Promise<Member> {
  const headers = { 'x-merchant-code': 'demo', 'accept-language': 'en' };
  const { publicKey } = (await (await fetch(`${url}/api/auth/public-key`)).json()) as { publicKey: string };
  const password = 'Secret123';
  const enc = await encryptPayload(publicKey, {
    method: 'username',
    username: name,
    password,
    confirmPassword: password,
    email: `${name}@example.com`,
    nickname: name,
  });
  const res = await fetch(`${url}/api/auth/register`, {
    method: 'PUT',
    headers: { ...headers, ...enc.headers, 'content-type': 'application/json' },
    body: JSON.stringify(enc.body),
  });
  const body = (await res.json()) as { token?: string };
  expect(res.status, JSON.stringify(body)).toBe(200);
  return { name, h: { ...headers, authorization: `Bearer ${body.token}` } };
}

interface Answer {
  status: number;
  code?: string;
  ms: number;
  retryAfter: string | null;
}

/** One reward claim carrying `pictures`: its status, error code, time and Retry-After. */
async function claim(url: string, m: Member, promo: number, form: ReturnType<typeof multipart>) {
  const start = performance.now();
  const res = await fetch(`${url}/api/promotions/${promo}/reward`, {
    method: 'POST',
    headers: { ...m.h, ...form.headers },
    body: new Uint8Array(form.payload),
  });
  const body = (await res.json()) as { error?: { code: string } };
  return {
    status: res.status,
    code: body.error?.code,
    ms: performance.now() - start,
    retryAfter: res.headers.get('retry-after'),
  } satisfies Answer;
}

const form = (bytes: Buffer, n: number, type = 'image/png') =>
  multipart(
    { remarks: 'receipt' },
    Array.from({ length: n }, (_, i) => ({ field: 'pictures', name: `p${i}`, type, bytes })),
  );

const tally = (answers: Answer[]) =>
  Object.entries(
    answers.reduce<Record<string, number>>((acc, a) => {
      const k = `${a.status}${a.code ? ` ${a.code}` : ''}`;
      acc[k] = (acc[k] ?? 0) + 1;
      return acc;
    }, {}),
  )
    .map(([k, n]) => `${k} ×${n}`)
    .join(', ');

describe('issue 31: a picture flood', () => {
  it(
    `${ATTACKERS} accounts flooding costly pictures: an honest upload within ${HONEST_BUDGET_MS / 1000} s, /healthz within ${HEALTHZ_BUDGET_MS} ms, memory given back`,
    { timeout: 240_000 },
    async () => {
      // glibc gives each thread that decodes its own malloc arena and keeps each at its high-water mark
      // (measured: +160–215 MB after this flood, +270 MB after ~30 decodes in a bare process); two arenas
      // give it back (+10 MB). The product's launcher starts the server so (scripts/start.mjs): the
      // test sets nothing itself, so it fails if the launcher stops doing it.
      const metricsToken = randomBytes(12).toString('hex');
      const p = await startProduct({ env: { METRICS_TOKEN: metricsToken } });
      started.push(p);
      await waitReady(p);
      const server = groupProcesses(p.pgid).find((g) => isServerProcess(g.args))!;
      expect(server).toBeTruthy();
      const rssMb = () =>
        Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))![1]) / 1024;
      /** The resident size once it has settled after start-up (no move over 2 MB in 3 s; at most 30 s). */
      const rssSettled = async () => {
        const until = Date.now() + 30_000;
        let last = rssMb();
        while (Date.now() < until) {
          await sleep(3000);
          const now = rssMb();
          if (Math.abs(now - last) < 2) return now;
          last = now;
        }
        return last;
      };
      const ms = (xs: number[]) => {
        const sorted = [...xs].sort((a, b) => a - b);
        return `median ${sorted[xs.length >> 1]!.toFixed(1)} ms, slowest ${sorted
          .slice(-3)
          .reverse()
          .map((x) => x.toFixed(0))
          .join(', ')} ms`;
      };
      /**
       * The server's own event-loop delay, at most, since the last call (prom-client resets it on each
       * scrape of /metrics): what the server did, without the probing client's scheduling on a shared
       * machine. Printed beside the probes.
       */
      const loopDelayMax = async () => {
        const res = await fetch(`${p.url}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } });
        return Number(/^nodejs_eventloop_lag_max_seconds (\S+)/m.exec(await res.text())![1]) * 1000;
      };
      /** /healthz timings (ms) until `stop()` says so; `each` runs after every probe. */
      const probe = async (stop: () => boolean, each = () => {}) => {
        const timings: number[] = [];
        while (!stop()) {
          const start = performance.now();
          await (await fetch(`${p.url}/healthz`)).arrayBuffer();
          timings.push(performance.now() - start);
          each();
          await sleep(20);
        }
        return timings;
      };
      const idle = (forMs: number) => {
        const end = Date.now() + forMs;
        return probe(() => Date.now() > end);
      };

      const tag = randomBytes(3).toString('hex');
      const honest = await register(p.url, `honest${tag}`);
      const phase1 = await Promise.all(
        Array.from({ length: ATTACKERS }, (_, i) => register(p.url, `flood${i}a${tag}`)),
      );
      const phase2 = await Promise.all(
        Array.from({ length: ATTACKERS }, (_, i) => register(p.url, `flood${i}b${tag}`)),
      );
      const promos = (
        (await (await fetch(`${p.url}/api/promotions`, { headers: honest.h })).json()) as {
          list: { id: number; imageRequired: string; status: string }[];
        }
      ).list.filter((x) => x.imageRequired === 'Y' && x.status === 'Join');
      expect(promos.length).toBeGreaterThan(0);
      const promo = promos[0]!.id;

      // Every body is built before the clock runs (the client's own work is not the server's delay).
      const png16 = await solid(6300, 6300).toColourspace('rgb16').png({ compressionLevel: 9 }).toBuffer();
      const png50 = await solid(7070, 7070).png({ compressionLevel: 9 }).toBuffer();
      const photo = await phonePhoto();
      const honestForm = form(photo, 1, 'image/jpeg');
      console.info(
        `pictures: 16-bit 6300×6300 PNG ${(png16.length / 1e3).toFixed(0)} KB; 8-bit RGBA 7070×7070 PNG ${(png50.length / 1e3).toFixed(0)} KB; 4032×3024 JPEG ${(photo.length / 1e3).toFixed(0)} KB`,
      );

      // The honest member's first claim (stored); then the resting memory and the machine's own noise.
      const first = await claim(p.url, honest, promo, honestForm);
      expect(first.status, JSON.stringify(first)).toBe(200);
      const rssBefore = await rssSettled();
      const idleBefore = await idle(2000);
      console.info(
        `server RSS at rest ${rssBefore.toFixed(0)} MB; /healthz on the idle server: ${ms(idleBefore)}`,
      );

      const phase = async (attackers: Member[], flood: ReturnType<typeof multipart>, loops: number) => {
        const url = `${p.url}/api/promotions/${promo}/reward`;
        const sender = await startFlood(url, attackers, flood, loops, PHASE_MS);
        await loopDelayMax();
        const end = Date.now() + PHASE_MS;
        const honestAnswers: Answer[] = [];
        let peak = rssMb();
        const honestLoop = async () => {
          await sleep(300); // the flood is under way
          while (Date.now() < end - 1000) {
            honestAnswers.push(await claim(p.url, honest, promo, honestForm));
            await sleep(700);
          }
        };
        const [attacks, , probes] = await Promise.all([
          sender.go(),
          honestLoop(),
          probe(
            () => Date.now() > end,
            () => (peak = Math.max(peak, rssMb())),
          ),
        ]);
        return { attacks, honestAnswers, probes, peak, loopDelay: await loopDelayMax() };
      };
      type Phase = Awaited<ReturnType<typeof phase>>;
      const report = (name: string, r: Phase) =>
        console.info(
          `${name}: attackers ${r.attacks.length} answers (${tally(r.attacks)}), slowest ${Math.max(...r.attacks.map((a) => a.ms)).toFixed(0)} ms; ` +
            `honest ${r.honestAnswers.map((a) => `${a.status} in ${a.ms.toFixed(0)} ms`).join(', ')}; ` +
            `/healthz ${r.probes.length} probes, ${ms(r.probes)}; server event-loop delay at most ${r.loopDelay.toFixed(0)} ms; ` +
            `server RSS peak ${r.peak.toFixed(0)} MB`,
        );
      const phases: Phase[] = [];
      const expectHonest = (r: Phase) => {
        expect(r.honestAnswers.length).toBeGreaterThanOrEqual(2);
        for (const a of r.honestAnswers) {
          // Decoded in full either way: the first claim was stored, the next ones find it applied.
          expect(a.status === 200 || a.code === 'REWARD_ALREADY_APPLIED', JSON.stringify(a)).toBe(true);
          expect.soft(a.ms, JSON.stringify(a)).toBeLessThan(HONEST_BUDGET_MS);
        }
        phases.push(r);
      };

      // Phase 1: pictures over the cost limit, refused from their header before a pixel is decoded.
      const one = await phase(phase1, form(png16, 3), LOOPS.one);
      report('phase 1 (16-bit 40 MP PNGs)', one);
      const costly = one.attacks.filter((a) => a.code === 'IMAGE_TOO_COSTLY');
      expect(costly.length).toBeGreaterThanOrEqual(ATTACKERS);
      expect(costly.every((a) => a.status === 413)).toBe(true);
      // Nothing else: refused at the header, or by the upload quota once it is spent.
      expect(one.attacks.filter((a) => a.code !== 'IMAGE_TOO_COSTLY' && a.code !== 'RATE_LIMITED')).toEqual(
        [],
      );
      expectHonest(one);

      // Phase 2: the slowest pictures under the limit, one at a time per member.
      const two = await phase(phase2, form(png50, 3), LOOPS.two);
      report('phase 2 (8-bit RGBA 50 MP PNGs)', two);
      const busy = two.attacks.filter((a) => a.code === 'IMAGE_BUSY');
      expect(busy.length).toBeGreaterThan(0);
      expect(busy.every((a) => a.status === 429 && a.retryAfter === '2')).toBe(true);
      expect(two.attacks.some((a) => a.status === 200 || a.code === 'REWARD_ALREADY_APPLIED')).toBe(true);
      // Never a full queue; a slow machine may time an attacker's picture out (503 with Retry-After).
      expect(
        two.attacks.filter((a) => a.status >= 500 && !(a.code === 'IMAGE_TIMEOUT' && a.retryAfter === '5')),
      ).toEqual([]);
      expectHonest(two);

      // /healthz: within the budget plus the machine's own noise (the same probes on the idle server).
      const noise = Math.max(...idleBefore, ...(await idle(2000)));
      console.info(`/healthz budget ${HEALTHZ_BUDGET_MS} ms + idle noise ${noise.toFixed(1)} ms`);
      for (const r of phases)
        expect.soft(Math.max(...r.probes)).toBeLessThanOrEqual(HEALTHZ_BUDGET_MS + noise);

      // Memory: back within RSS_BUDGET_MB of the resting figure once the flood is over (polled: the
      // arenas' free pages go back within seconds).
      const settle = Date.now();
      let rssAfter = rssMb();
      while (rssAfter > rssBefore + RSS_BUDGET_MB && Date.now() - settle < 20_000) {
        await sleep(500);
        rssAfter = rssMb();
      }
      console.info(
        `server RSS: ${rssBefore.toFixed(0)} MB at rest before the flood, ${rssAfter.toFixed(0)} MB ${((Date.now() - settle) / 1000).toFixed(1)} s after it`,
      );
      expect.soft(rssAfter).toBeLessThanOrEqual(rssBefore + RSS_BUDGET_MB);
      expect(p.child.exitCode).toBeNull();
      // `npm run bench -- pictures` (tests/bench/pictures.ts) runs this file and prints these figures.
      if (process.env.PICTURE_FLOOD_FIGURES)
        writeFileSync(
          process.env.PICTURE_FLOOD_FIGURES,
          JSON.stringify({
            healthzBudgetMs: HEALTHZ_BUDGET_MS + noise,
            healthzSlowestMs: phases.map((r) => Math.max(...r.probes)),
            loopDelayMs: phases.map((r) => r.loopDelay),
            honestSlowestMs: Math.max(...phases.flatMap((r) => r.honestAnswers.map((a) => a.ms))),
            rssBeforeMb: rssBefore,
            rssAfterMb: rssAfter,
          }),
        );
    },
  );
});
