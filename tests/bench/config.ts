import type { BenchResult } from './types';
import { load, startServer } from './load';

/**
 * Config GET against a bare Fastify route returning a constant JSON (the same document, so the bytes
 * on the wire match; and a tiny one for scale), each server in its own process on this machine, one
 * after the other: requests/s and p99 at 50 connections, and their ratio, without and with
 * `accept-encoding: br` (the bare route answers plain either way; the config route its brotli body,
 * compressed once per version). Targets (issue 36): ratio ≥ 0.95, p99 ≤ 1.2× the bare route's.
 */
export default async function benchConfig(): Promise<BenchResult[]> {
  const serve = new URL('./serve.ts', import.meta.url).pathname;
  const bare = await startServer(serve, ['bare']);
  const config = await startServer(serve, ['config']);
  try {
    await load(`http://127.0.0.1:${bare.port}/bare`, { seconds: 2 }); // warm-up
    await load(`http://127.0.0.1:${config.port}/api/merchants/demo/config`, { seconds: 2 });
    const tiny = await load(`http://127.0.0.1:${bare.port}/tiny`);
    const b = await load(`http://127.0.0.1:${bare.port}/bare`);
    const configUrl = `http://127.0.0.1:${config.port}/api/merchants/demo/config`;
    const c = await load(configUrl);
    const br = { 'accept-encoding': 'gzip, deflate, br' };
    const bBr = await load(`http://127.0.0.1:${bare.port}/bare`, { headers: br });
    const cBr = await load(configUrl, { headers: br });
    for (const [name, r] of [
      ['config GET', c],
      ['config GET (br)', cBr],
    ] as const)
      if (r.non2xx || r.errors) throw new Error(`${name} answered ${r.non2xx} non-2xx, ${r.errors} errors`);
    const round = (x: number) => Math.round(x * 100) / 100;
    const rows: BenchResult[] = [
      {
        name: 'bare Fastify, tiny constant JSON {ok:true}: requests/s',
        value: Math.round(tiny.requestsPerSecond),
        unit: 'req/s',
      },
    ];
    for (const [label, bareRun, configRun] of [
      ['plain', b, c],
      ['br asked', bBr, cBr],
    ] as const) {
      const ratio = configRun.requestsPerSecond / bareRun.requestsPerSecond;
      const p99Ratio = configRun.p99 / Math.max(1, bareRun.p99);
      rows.push(
        {
          name: `bare route, same document (${label}): requests/s and p99`,
          value: Math.round(bareRun.requestsPerSecond),
          unit: `req/s, ${bareRun.p99} ms`,
        },
        {
          name: `config GET demo (${label}): requests/s and p99`,
          value: Math.round(configRun.requestsPerSecond),
          unit: `req/s, ${configRun.p99} ms`,
        },
        {
          name: `config GET / bare requests/s (${label})`,
          value: round(ratio),
          unit: '×',
          target: '≥ 0.95',
          pass: ratio >= 0.95,
        },
        {
          name: `config GET / bare p99 (${label})`,
          value: round(p99Ratio),
          unit: '×',
          target: '≤ 1.2',
          pass: p99Ratio <= 1.2,
        },
      );
    }
    rows.push({
      name: 'config GET / bare (tiny JSON) requests/s ratio',
      value: round(c.requestsPerSecond / tiny.requestsPerSecond),
      unit: '×',
    });
    return rows;
  } finally {
    bare.child.kill();
    config.child.kill();
  }
}
