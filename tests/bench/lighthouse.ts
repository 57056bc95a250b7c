// Player-site figures for `npm run bench -- lighthouse` (issue 18): Lighthouse (mobile defaults:
// simulated slow 4G, 4x CPU) on /m/home, /m/slot-games and /m/login of demo and lotus, the median of
// three runs each, in Debian Chromium, against a server of our own on a free port. The first-load
// JavaScript is `npm run bench -- firstload`.
import os from 'node:os';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { startServer } from './load';
import type { BenchResult } from './types';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Starts the whole app (config server + platform API + built renderer) on a free port. */
export async function startApp() {
  const serve = new URL('./serve.ts', import.meta.url).pathname;
  const { port, child } = await startServer(serve, ['config']);
  return { base: `http://localhost:${port}`, stop: () => child.kill('SIGTERM') };
}

/** Gzip bytes of every script a fresh browser fetches for `url` until the network is idle. */
export async function coldJsGzipBytes(url: string): Promise<{ bytes: number; files: number }> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_FLAGS.filter((f) => !f.startsWith('--headless')),
  });
  try {
    const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    const bodies: Promise<number>[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() !== 'script') return;
      bodies.push(
        res.body().then(
          (b) => gzipSync(b).length,
          () => 0,
        ),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const sizes = await Promise.all(bodies);
    return { bytes: sizes.reduce((a, b) => a + b, 0), files: sizes.length };
  } finally {
    await browser.close();
  }
}

async function audit(url: string, port: number) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`lighthouse gave no result for ${url}`);
  const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  // A run that measured nothing, or whose largest paint was not the boot shell's banner, says why.
  const lcpAudit = lhr.audits['largest-contentful-paint'];
  const lcpElement = lhr.audits['largest-contentful-paint-element']?.details as
    { items?: { items?: { node?: { selector?: string } }[] }[] } | undefined;
  const why = [
    lhr.runtimeError?.message,
    lcpAudit?.errorMessage,
    lcpElement?.items?.[0]?.items?.[0]?.node?.selector,
  ].filter(Boolean);
  return {
    why: why.join('; '),
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: Math.round(num('largest-contentful-paint')),
    tbt: Math.round(num('total-blocking-time')),
    cls: Math.round(num('cumulative-layout-shift') * 1000) / 1000,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

/** Issue 18: the first screen at the speed limit (Lighthouse mobile, median of three runs). */
export const FIRST_SCREEN = { performance: 98, lcpMs: 1500, tbtMs: 100, cls: 0.01 } as const;
const RUNS = 3;
const PAGES = ['/m/home', '/m/slot-games', '/m/login'] as const;
const MERCHANTS = ['demo', 'lotus'] as const;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * The machine must be quiet: Lighthouse's simulated throttling still runs the page on these two
 * cores, and a loaded machine scores 51–64 for a page that scores 91 alone. Above a 1-minute load
 * average of 1 the module refuses (says why) unless BENCH_IGNORE_LOAD=1, which marks the figures.
 */
function loadGate(): { ok: boolean; note: string } {
  const load = Math.round((os.loadavg()[0] ?? 0) * 100) / 100;
  if (load <= 1) return { ok: true, note: '' };
  if (process.env.BENCH_IGNORE_LOAD === '1') return { ok: true, note: ` [load ${load}]` };
  return { ok: false, note: `load average ${load} > 1` };
}

export default async function benchLighthouse(): Promise<BenchResult[]> {
  const gate = loadGate();
  if (!gate.ok) {
    console.log(
      `[bench] lighthouse: refused, ${gate.note}: Lighthouse figures on a busy machine say nothing about the page (BENCH_IGNORE_LOAD=1 runs anyway, marked)`,
    );
    return [{ name: `Lighthouse: not run (${gate.note})`, value: NaN, unit: '', pass: false }];
  }
  const app = await startApp();
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  try {
    const rows: BenchResult[] = [];
    const speed: number[] = [];
    const port = new URL(app.base).port;
    for (const merchant of MERCHANTS) {
      const base = merchant === 'demo' ? app.base : `http://${merchant}.localhost:${port}`;
      for (const path of PAGES) {
        const runs = [];
        for (let i = 0; i < RUNS; i++) runs.push(await audit(`${base}${path}`, chrome.port));
        speed.push(...runs.map((r) => r.benchmarkIndex));
        console.log(
          `[bench] lighthouse ${merchant} ${path}: ${runs
            .map((r) => `score ${r.score} LCP ${r.lcp} ms TBT ${r.tbt} ms CLS ${r.cls} (${r.why})`)
            .join(' | ')}`,
        );
        const m = {
          score: median(runs.map((r) => r.score)),
          lcp: median(runs.map((r) => r.lcp)),
          tbt: median(runs.map((r) => r.tbt)),
          cls: median(runs.map((r) => r.cls)),
        };
        const at = `${merchant} ${path}${gate.note}`;
        rows.push(
          {
            name: `Lighthouse ${at}: performance (median of ${RUNS})`,
            value: m.score,
            unit: '/100',
            target: `≥ ${FIRST_SCREEN.performance}`,
            pass: m.score >= FIRST_SCREEN.performance,
          },
          {
            name: `Lighthouse ${at}: LCP`,
            value: m.lcp,
            unit: 'ms',
            target: `≤ ${FIRST_SCREEN.lcpMs} ms`,
            pass: m.lcp <= FIRST_SCREEN.lcpMs,
          },
          {
            name: `Lighthouse ${at}: TBT`,
            value: m.tbt,
            unit: 'ms',
            target: `≤ ${FIRST_SCREEN.tbtMs} ms`,
            pass: m.tbt <= FIRST_SCREEN.tbtMs,
          },
          {
            name: `Lighthouse ${at}: CLS`,
            value: m.cls,
            unit: '',
            target: `≤ ${FIRST_SCREEN.cls}`,
            pass: m.cls <= FIRST_SCREEN.cls,
          },
        );
      }
    }
    // The machine's speed as Lighthouse measures it (a CPU micro-benchmark run before each audit;
    // higher is faster). Simulated throttling multiplies the page's real main-thread time by 4, so
    // TBT and the score follow this figure: compare days by it, not only by the scores.
    rows.push({
      name: `Lighthouse: this machine's benchmarkIndex (median of ${speed.length})`,
      value: median(speed),
      unit: '',
    });
    return rows;
  } finally {
    chrome.kill();
    app.stop();
  }
}
