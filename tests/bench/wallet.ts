// Wallet round trips (issue 10): a bet then its win, signed like a game provider's calls, with an
// idempotency key each, at 50 connections: all on one account (every call waits on one wallet row)
// and spread over 50 accounts. Figures: round trips per second and p99 of one call.
import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sign } from '../../platform-api/money/signature';
import { walletCallFields } from '../../platform-api/routes/wallet';
import { startServer } from './load';
import type { BenchResult } from './types';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_WALLET_SECONDS ?? 8);
const P99_BUDGET_MS = 20;
const STAKE = 100;

interface Ctx {
  ticket?: string;
  round?: string;
}

async function run(port: number, secret: string, tickets: readonly string[]) {
  let next = 0;
  const body = (kind: 'bet' | 'win', ctx: Ctx) => {
    const b = { ticket: ctx.ticket!, roundId: ctx.round!, amount: kind === 'bet' ? STAKE : STAKE * 2 };
    return JSON.stringify({ ...b, signature: sign(secret, walletCallFields(kind, b)) });
  };
  const headers = (kind: string, ctx: Ctx) => ({
    'content-type': 'application/json',
    'idempotency-key': `${kind}-${ctx.round}`,
  });
  const r = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        method: 'POST',
        path: '/api/wallet/bet',
        setupRequest: (req, ctx: Ctx) => {
          ctx.ticket ??= tickets[next++ % tickets.length];
          ctx.round = randomBytes(9).toString('base64url');
          return { ...req, headers: headers('bet', ctx), body: body('bet', ctx) };
        },
      },
      {
        method: 'POST',
        path: '/api/wallet/win',
        setupRequest: (req, ctx: Ctx) => ({ ...req, headers: headers('win', ctx), body: body('win', ctx) }),
      },
    ],
  });
  return { roundTrips: Math.round(r.requests.average / 2), p99: r.latency.p99, errors: r.errors + r.non2xx };
}

export default async function walletBench(): Promise<BenchResult[]> {
  const out: BenchResult[] = [];
  const file = join(mkdtempSync(join(tmpdir(), 'bench-wallet-')), 'accounts.json');
  const { port, child } = await startServer(new URL('./serve.ts', import.meta.url).pathname, [
    'wallet',
    file,
  ]);
  try {
    const { secret, tickets } = JSON.parse(readFileSync(file, 'utf8')) as {
      secret: string;
      tickets: string[];
    };
    const db = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
    for (const [label, set] of [
      ['1 account', tickets.slice(0, 1)],
      ['50 accounts', tickets],
    ] as const) {
      const r = await run(port, secret, set);
      if (r.errors > 0) throw new Error(`wallet bench (${label}): ${r.errors} failed calls`);
      out.push({
        name: `wallet bet+win round trips/s, 50 conns, ${label} (${db})`,
        value: r.roundTrips,
        unit: 'rt/s',
      });
      out.push({
        name: `wallet call p99, 50 conns, ${label} (${db})`,
        value: r.p99,
        unit: 'ms',
        ...(label === '50 accounts' ? { target: `≤ ${P99_BUDGET_MS} ms`, pass: r.p99 <= P99_BUDGET_MS } : {}),
      });
    }
  } finally {
    child.kill();
  }
  return out;
}
