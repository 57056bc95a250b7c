import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../server/db/db';
import { sendError } from '../server/http-errors';
import { fieldOf } from '../server/typed-app';

/**
 * Issue 30: what an operator of N replicas watches, per replica, at `GET /metrics` in Prometheus'
 * text format (prom-client): requests by route and status with their durations, the database pool,
 * LISTEN reconnects, live-update streams, rate-limit refusals, money writes by kind, config answers
 * by merchant, log lines dropped, and Node's own figures (event loop, memory, GC). Guarded by
 * METRICS_TOKEN (a bearer token); without it the route does not exist. docs/operations.md lists them.
 */

/** Acknowledged money writes by route: what each 2xx of these routes wrote to the ledger. */
const MONEY_ROUTES: Record<string, string> = {
  'POST /api/wallet/bet': 'bet',
  'POST /api/wallet/win': 'win',
  'POST /api/payments/deposits': 'deposit_order',
  'POST /api/payments/notify': 'deposit_notification',
  'POST /api/payments/providers/:provider/notify': 'deposit_notification',
  'POST /demo/cashier': 'deposit_notification',
  'POST /api/payments/withdrawals': 'withdraw_hold',
  'POST /api/admin/merchants/:code/withdrawals/:id/review': 'withdraw_review',
  'POST /api/rewards/:id/claim': 'reward',
  'POST /api/promotions/:id/reward': 'reward',
  'POST /api/member/sign-in': 'reward',
  'POST /api/admin/merchants/:code/rebates/run': 'rebate',
};
const CONFIG_ROUTES = new Set(['/api/merchants/:code/config', '/api/merchant/config']);

export interface MetricsSources {
  db: Db;
  /** Open live-update streams (server-sent events) on this replica. */
  streams: () => number;
  /** Merchants being served. */
  merchants: () => number;
  /** Log lines dropped since start (the log reader fell behind). */
  droppedLogLines?: () => number;
}

/** Registers the collectors and `GET /metrics` (only with a token). Returns the registry (tests read it). */
export function installMetrics(
  app: FastifyInstance,
  opts: { token?: string; sources: MetricsSources },
): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  // Gauges whose names end in _total (promtool refuses them); nodejs_active_handles and the like stay.
  for (const name of [
    'nodejs_active_handles_total',
    'nodejs_active_requests_total',
    'nodejs_active_resources_total',
  ])
    registry.removeSingleMetric(name);
  const { sources } = opts;

  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Request duration by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const rateLimited = new Counter({
    name: 'rate_limit_refusals_total',
    help: 'Requests refused by a rate limit (429), by route pattern.',
    labelNames: ['route'] as const,
    registers: [registry],
  });
  const money = new Counter({
    name: 'ledger_operations_total',
    help: 'Money writes acknowledged (2xx), by kind: bet, win, deposit_order, deposit_notification, withdraw_hold, withdraw_review, reward, rebate.',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  const configServed = new Counter({
    name: 'config_responses_total',
    help: 'Merchant config answers by merchant and status (200: a version sent, 304: the client had it).',
    labelNames: ['merchant', 'status_code'] as const,
    registers: [registry],
  });
  const pool = (
    name: string,
    help: string,
    pick: (s: NonNullable<ReturnType<NonNullable<Db['stats']>>>) => number,
  ) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        const s = sources.db.stats?.();
        if (s) this.set(pick(s));
      },
    });
  pool('db_pool_connections', 'Database connections in the pool (PostgreSQL).', (s) => s.total);
  pool('db_pool_idle_connections', 'Idle connections in the pool.', (s) => s.idle);
  pool('db_pool_waiting_requests', 'Queries waiting for a connection.', (s) => s.waiting);
  new Counter({
    name: 'db_listen_reconnects_total',
    help: 'Times the LISTEN connection (config changes of other replicas) was re-established.',
    registers: [registry],
    collect() {
      const s = sources.db.stats?.();
      if (!s) return;
      this.reset();
      this.inc(s.listenReconnects);
    },
  });
  new Gauge({
    name: 'sse_clients',
    help: 'Open live-update streams (server-sent events) on this replica.',
    registers: [registry],
    collect() {
      this.set(sources.streams());
    },
  });
  new Gauge({
    name: 'merchants_served',
    help: 'Merchants this replica serves.',
    registers: [registry],
    collect() {
      this.set(sources.merchants());
    },
  });
  new Counter({
    name: 'log_lines_dropped_total',
    help: 'Log lines dropped because the reader of stdout fell behind.',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(sources.droppedLogLines?.() ?? 0);
    },
  });

  // Without a token nobody can read the figures: nothing is counted on the request path (issue 36).
  if (opts.token)
    app.addHook('onResponse', (req, reply, done) => {
      const route = req.routeOptions.url ?? 'unmatched';
      const status = reply.statusCode;
      duration.observe({ method: req.method, route, status_code: status }, reply.elapsedTime / 1000);
      if (status === 429) rateLimited.inc({ route });
      if (status < 300) {
        const kind = MONEY_ROUTES[`${req.method} ${route}`];
        if (kind) money.inc({ kind });
      }
      if (req.method === 'GET' && CONFIG_ROUTES.has(route) && (status === 200 || status === 304))
        configServed.inc({
          merchant: String(fieldOf(req.params, 'code') ?? 'by-host'),
          status_code: status,
        });
      done();
    });

  if (opts.token) {
    const expected = Buffer.from(`Bearer ${opts.token}`);
    app.get('/metrics', { schema: { hide: true } }, async (req, reply) => {
      const given = Buffer.from(req.headers.authorization ?? '');
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        return sendError(req, reply.header('WWW-Authenticate', 'Bearer'), 'NOT_LOGGED_IN');
      return reply
        .header('Cache-Control', 'no-store')
        .type(registry.contentType)
        .send(await registry.metrics());
    });
  }
  return registry;
}
