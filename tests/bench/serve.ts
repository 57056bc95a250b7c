// A server for the load benchmarks, in its own process so the load generator does not share its
// event loop: `tsx tests/bench/serve.ts config|bare`. Prints `PORT <n>` when listening.
import Fastify from 'fastify';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../config-server/app';
import { readEnv } from '../../config-server/env';
import { openDb } from '../../server/db/db';

const kind = process.argv[2];
if (kind === 'bare') {
  // The same document the config route serves (the demo merchant, defaults filled), as a constant.
  const { readFileSync } = await import('node:fs');
  const { parseMerchantText } = await import('../../core/config/validate');
  const parsed = parseMerchantText(
    readFileSync(new URL('../../merchants/demo.json', import.meta.url), 'utf8'),
  );
  if (!parsed.ok) throw new Error('demo merchant invalid');
  // Serialised once into bytes, as the config route serves its prepared bytes: the bare route is
  // Fastify's speed for this body, not JSON.stringify's or UTF-8 counting's (issue 36 compares with that).
  const body = Buffer.from(JSON.stringify(parsed.config));
  const app = Fastify({ logger: false });
  app.get('/bare', (_req, reply) => reply.type('application/json; charset=utf-8').send(body));
  // And a tiny constant, for scale: what Fastify does with almost no payload.
  app.get('/tiny', async () => ({ ok: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(`PORT ${(app.server.address() as { port: number }).port}`);
} else if (kind === 'wallet') {
  // The wallet bench: the whole app, 50 funded members with a real-money game ticket each (argv[3]: where to write them).
  const { writeFileSync } = await import('node:fs');
  const { insertMember } = await import('../../platform-api/repositories/members-repository');
  const { createTicket } = await import('../../platform-api/repositories/tickets-repository');
  const { loadSecret } = await import('../../platform-api/money/signature');
  const dir = mkdtempSync(join(tmpdir(), 'bench-'));
  const env = { ...readEnv({ ...process.env, NODE_ENV: 'test', DATA_DIR: dir }), logLevel: 'silent' };
  const db = await openDb(
    process.env.BENCH_DATABASE_URL ? { databaseUrl: process.env.BENCH_DATABASE_URL } : {},
  );
  const { app } = await buildApp({ env, db, logger: false });
  const [game] = await db.query<{ node_id: number }>('SELECT node_id FROM games ORDER BY node_id LIMIT 1');
  const tickets: string[] = [];
  for (let i = 0; i < 50; i++) {
    const id = (await insertMember(db, {
      merchantCode: 'demo',
      username: `bench${Date.now().toString(36)}${i}`,
      passwordHash: 'x',
      openingBalance: 1_000_000_000_000,
    }))!;
    tickets.push(
      await createTicket(db, {
        member_id: id,
        kind: 'game',
        node_id: game!.node_id,
        free: false,
        prize_mode: null,
        merchant_code: 'demo',
      }),
    );
  }
  writeFileSync(process.argv[3]!, JSON.stringify({ secret: await loadSecret(db, 'game-provider'), tickets }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(`PORT ${(app.server.address() as { port: number }).port}`);
} else {
  const dir = mkdtempSync(join(tmpdir(), 'bench-'));
  const env = { ...readEnv({ ...process.env, NODE_ENV: 'test', DATA_DIR: dir }), logLevel: 'silent' };
  const { app } = await buildApp({ env, db: await openDb({}), logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(`PORT ${(app.server.address() as { port: number }).port}`);
}
