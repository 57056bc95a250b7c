// A server for the load benchmarks, in its own process so the load generator does not share its
// event loop: `tsx tests/bench/serve.ts config|bare`. Prints `PORT <n>` when listening.
import Fastify from 'fastify';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../config-server/app';
import { readEnv } from '../../config-server/env';
import { openDb } from '../../platform-api/db/db';

const kind = process.argv[2];
if (kind === 'bare') {
  // The same document the config route serves (the demo merchant, defaults filled), as a constant.
  const { readFileSync } = await import('node:fs');
  const { parseMerchantText } = await import('../../core/config/validate');
  const parsed = parseMerchantText(readFileSync(new URL('../../merchants/demo.json', import.meta.url), 'utf8'));
  if (!parsed.ok) throw new Error('demo merchant invalid');
  const body = parsed.config;
  const app = Fastify({ logger: false });
  app.get('/bare', async () => body);
  // And a tiny constant, for scale: what Fastify does with almost no payload.
  app.get('/tiny', async () => ({ ok: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(`PORT ${(app.server.address() as { port: number }).port}`);
} else {
  const dir = mkdtempSync(join(tmpdir(), 'bench-'));
  const env = { ...readEnv({ ...process.env, NODE_ENV: 'test', DATA_DIR: dir }), logLevel: 'silent' };
  const { app } = await buildApp({ env, db: await openDb({}), logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(`PORT ${(app.server.address() as { port: number }).port}`);
}
