import type { BenchResult } from './types';
import { load, startServer } from './load';

/**
 * Config GET against a bare Fastify route returning a constant JSON (the same document, so the bytes
 * on the wire match; and a tiny one for scale), each server in its own process on this machine, one
 * after the other: requests/s and p99 at 50 connections, and their ratio.
 * Targets: ratio ≥ 0.8, p99 ≤ 10 ms.
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
    const c = await load(`http://127.0.0.1:${config.port}/api/merchants/demo/config`);
    if (c.non2xx || c.errors) throw new Error(`config GET answered ${c.non2xx} non-2xx, ${c.errors} errors`);
    const ratio = c.requestsPerSecond / b.requestsPerSecond;
    return [
      {
        name: 'bare Fastify, tiny constant JSON {ok:true}: requests/s',
        value: Math.round(tiny.requestsPerSecond),
        unit: 'req/s',
      },
      {
        name: 'bare Fastify, constant JSON = demo config: requests/s',
        value: Math.round(b.requestsPerSecond),
        unit: 'req/s',
      },
      { name: 'bare Fastify, constant JSON = demo config: p99', value: b.p99, unit: 'ms' },
      {
        name: 'config GET /api/merchants/demo/config: requests/s (50 conns)',
        value: Math.round(c.requestsPerSecond),
        unit: 'req/s',
      },
      { name: 'config GET: p99', value: c.p99, unit: 'ms', target: '≤ 10 ms', pass: c.p99 <= 10 },
      {
        name: 'config GET / bare (same document) requests/s ratio',
        value: Math.round(ratio * 100) / 100,
        unit: '×',
        target: '≥ 0.8',
        pass: ratio >= 0.8,
      },
      {
        name: 'config GET / bare (tiny JSON) requests/s ratio',
        value: Math.round((c.requestsPerSecond / tiny.requestsPerSecond) * 100) / 100,
        unit: '×',
      },
    ];
  } finally {
    bare.child.kill();
    config.child.kill();
  }
}
