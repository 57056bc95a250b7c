import type { FastifyInstance } from 'fastify';

/**
 * Routes players and probes hit all the time (probes, config polls, static files, game lists): one
 * line per request there would be most of the log (371 MB in five minutes of load). Their
 * successful requests are sampled; every error is logged.
 */
export const SAMPLED_ROUTES: readonly RegExp[] = [
  /^\/(healthz|readyz)$/,
  /^\/api\/merchants?\/(:code\/)?config$/,
  /^\/api\/merchants\/:code\/events$/,
  /^\/(m|admin)\/assets\/\*$/,
  /^\/m\/static\/\*$/,
  /^\/assets\/merchants\/\*$/,
  /^\/api\/games?(\/|$)/,
];
/** One successful request in this many of a sampled route is logged. */
export const SAMPLE_ONE_IN = 100;
/** A summary line (counts by status class and sampled route) this often, when there was traffic. */
export const SUMMARY_INTERVAL_MS = 60_000;

/**
 * Request logging at a volume a deployment can keep (issue 9): instead of Fastify's two lines a
 * request, one short line (method, route, status, time), 4xx included; 5xx at error level; sampled
 * routes one in SAMPLE_ONE_IN; and a summary every minute so the sampled traffic is still counted.
 */
export function installRequestLog(app: FastifyInstance): void {
  let counts = { total: 0, '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 };
  let sampled = new Map<string, number>();
  app.addHook('onResponse', (req, reply, done) => {
    const status = reply.statusCode;
    const route = req.routeOptions.url ?? '(no route)';
    const cls = `${Math.min(5, Math.max(2, Math.floor(status / 100)))}xx` as '2xx' | '3xx' | '4xx' | '5xx';
    counts.total += 1;
    counts[cls] += 1;
    const line = {
      method: req.method,
      url: req.url.length > 200 ? `${req.url.slice(0, 200)}…` : req.url,
      status,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (status >= 500) req.log.error(line, 'request failed');
    else if (status >= 400 || !SAMPLED_ROUTES.some((r) => r.test(route))) req.log.info(line, 'request');
    else {
      const n = (sampled.get(route) ?? 0) + 1;
      sampled.set(route, n);
      if (n % SAMPLE_ONE_IN === 1) req.log.info({ ...line, sampledOneIn: SAMPLE_ONE_IN }, 'request');
    }
    done();
  });
  const timer = setInterval(() => {
    if (!counts.total) return;
    app.log.info(
      { intervalS: SUMMARY_INTERVAL_MS / 1000, ...counts, sampledRoutes: Object.fromEntries(sampled) },
      'requests',
    );
    counts = { total: 0, '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 };
    sampled = new Map();
  }, SUMMARY_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
