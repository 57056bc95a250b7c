import { Worker } from 'node:worker_threads';
import { smsSettingsProblem } from '../server/sms';
import { readEnv } from './env';
import { buildApp } from './app';
import { logDestination, LOG_FINAL_FLUSH_MS } from './log-destination';
import { prettyDestination } from './log-pretty';

/** After a stop signal the process is gone within this, whatever blocks its main thread. */
export const SHUTDOWN_DEADLINE_MS = 10_000;
/** In-flight requests get this long to finish; then their connections are cut so the database still closes cleanly. */
export const DRAIN_MS = 8_000;

/**
 * Listens, and stops on SIGTERM / SIGINT / SIGHUP: the port closes at once, event streams end,
 * in-flight requests get DRAIN_MS to finish (then their connections are cut), the database closes,
 * the last log lines get a bounded flush, then the process exits 0.
 * A watchdog thread kills the process when that takes longer than SHUTDOWN_DEADLINE_MS, even if the
 * main thread is stuck (a timer on the main thread would be stuck with it).
 */
const env = readEnv();
if (env.production && !env.secret) {
  process.stderr.write(
    'refusing to start: NODE_ENV=production needs APP_SECRET (a long random string; it signs preview links and derives device keys)\n',
  );
  process.exit(1);
}
const smsProblem = env.sms && smsSettingsProblem(env.sms);
if (smsProblem) {
  process.stderr.write(`refusing to start: ${smsProblem}\n`);
  process.exit(1);
}
const logs = env.logFormat === 'pretty' ? prettyDestination(logDestination()) : logDestination();
const { app, lifecycle } = await buildApp({
  env,
  logger: { level: env.logLevel, stream: logs },
  droppedLogLines: () => logs.dropped,
});

process.on('unhandledRejection', (err) => app.log.error({ err }, 'unhandled promise rejection (ignored)'));

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) {
  process.on(signal, () => {
    // A Ctrl-C reaches the server from the terminal and from the launcher: one stop is enough.
    if (closing) return;
    closing = true;
    // Behind a balancer (scale mode), readiness fails first and the replica keeps serving for
    // STOP_READY_DELAY_MS, so the balancer stops sending before the port closes (issue 30).
    lifecycle.stopping = true;
    const deadlineMs = SHUTDOWN_DEADLINE_MS + env.stopReadyDelayMs;
    armWatchdog(deadlineMs);
    app.log.info({ signal, deadlineMs, readyDelayMs: env.stopReadyDelayMs }, 'shutting down');
    const started = Date.now();
    setTimeout(() => {
      setTimeout(() => {
        app.log.warn(
          { drainMs: DRAIN_MS },
          'requests still open after the drain time: closing their connections',
        );
        app.server.closeAllConnections();
      }, DRAIN_MS).unref();
      app.close().then(
        () => exit(0, { ms: Date.now() - started }),
        (err: unknown) => {
          app.log.error({ err }, 'shutdown failed');
          void exit(1, {});
        },
      );
    }, env.stopReadyDelayMs);
  });
}

await app.listen({ port: env.port, host: env.host });
{
  // Where to go next, in one line (the README says the same).
  const base = `http://localhost:${env.port}`;
  app.log.info(
    {
      player: `${base}/m`,
      console: `${base}/admin`,
      ...(env.demoOutbox && !env.production ? { outbox: `${base}/demo/outbox` } : {}),
    },
    'ready',
  );
}

async function exit(code: number, detail: object): Promise<void> {
  app.log.info({ ...detail, droppedLogLines: logs.dropped }, 'shutdown complete');
  await logs.flush(LOG_FINAL_FLUSH_MS);
  process.exit(code);
}

/** A thread of its own that kills the process at the deadline; unref'd, so it never keeps it alive. */
function armWatchdog(ms: number): void {
  const code =
    "const { workerData } = require('node:worker_threads'); setTimeout(() => process.kill(workerData.pid, 'SIGKILL'), workerData.ms);";
  new Worker(code, { eval: true, workerData: { pid: process.pid, ms } }).unref();
}
