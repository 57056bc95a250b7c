// Player-site figures for `npm run bench`: the gzip JavaScript a cold first load of /m/home
// transfers, and Lighthouse (mobile defaults: simulated slow 4G, 4x CPU) on /m/home and /m/slot-games,
// in Debian Chromium, against a server of our own on a free port.
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

/** Budgets of issue 4 (and PITFALLS.md): first-load JS, performance score, CLS. */
export const BUDGET = { jsKb: 170, performance: 90, cls: 0.05 } as const;

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
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: Math.round(num('largest-contentful-paint')),
    tbt: Math.round(num('total-blocking-time')),
    cls: Math.round(num('cumulative-layout-shift') * 1000) / 1000,
  };
}

export default async function benchLighthouse(): Promise<BenchResult[]> {
  const app = await startApp();
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  try {
    const js = await coldJsGzipBytes(`${app.base}/m/home`);
    const kb = Math.round((js.bytes / 1024) * 10) / 10;
    const rows: BenchResult[] = [
      {
        name: `cold first load /m/home: JavaScript gzip (${js.files} files)`,
        value: kb,
        unit: 'KB',
        target: `≤ ${BUDGET.jsKb} KB`,
        pass: kb <= BUDGET.jsKb,
      },
    ];
    for (const path of ['/m/home', '/m/slot-games']) {
      const r = await audit(`${app.base}${path}`, chrome.port);
      rows.push(
        {
          name: `Lighthouse mobile ${path}: performance`,
          value: r.score,
          unit: '/100',
          target: `≥ ${BUDGET.performance}`,
          pass: r.score >= BUDGET.performance,
        },
        { name: `Lighthouse mobile ${path}: LCP`, value: r.lcp, unit: 'ms' },
        { name: `Lighthouse mobile ${path}: TBT`, value: r.tbt, unit: 'ms' },
        {
          name: `Lighthouse mobile ${path}: CLS`,
          value: r.cls,
          unit: '',
          target: `≤ ${BUDGET.cls}`,
          pass: r.cls <= BUDGET.cls,
        },
      );
    }
    return rows;
  } finally {
    chrome.kill();
    app.stop();
  }
}
