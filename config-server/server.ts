import { readEnv } from './env';
import { buildApp } from './app';

/** Listens, and shuts down gracefully on SIGTERM / SIGINT (in-flight requests finish, database closed). */
const env = readEnv();
const { app } = await buildApp({ env });
await app.listen({ port: env.port, host: env.host });

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(() => process.exit(0), (err: unknown) => {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    });
  });
}
