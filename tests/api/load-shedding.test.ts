import { afterAll, describe, expect, it } from 'vitest';
import {
  groupProcesses,
  isServerProcess,
  killGroup,
  sleep,
  startProduct,
  waitReady,
  type ProductProcess,
} from '../support/product-process';

/*
 * Issue 30: a replica whose event loop cannot keep up sheds load, 503 with Retry-After (and /readyz
 * says so, so a balancer moves traffic away) instead of queueing without bound; then it serves again.
 * The server process is starved (SIGSTOP and SIGCONT in turn); while it is, requests are shed; once it
 * runs freely again, they are served.
 */
const started: ProductProcess[] = [];
afterAll(() => started.forEach((p) => killGroup(p.pgid)));

describe('load shedding (@fastify/under-pressure)', () => {
  it('a stalled replica answers 503 with Retry-After and /readyz pressure, then serves again', async () => {
    const p = await startProduct({ env: { LOAD_SHED_MAX_DELAY_MS: '100' } });
    started.push(p);
    await waitReady(p);
    const server = groupProcesses(p.pgid).find((g) => isServerProcess(g.args))!;
    expect(server).toBeTruthy();
    expect((await fetch(`${p.url}/api/merchants/demo/config`)).status).toBe(200);

    // For 4 s the process runs 15 ms at a time between freezes of 400 ms (a starved CPU): its event
    // loop lags by hundreds of milliseconds, sample after sample. Meanwhile requests keep coming.
    const statuses: number[] = [];
    let shed: Response | undefined;
    let ready: Response | undefined;
    let freezing = true;
    const freezer = (async () => {
      const end = Date.now() + 4000;
      while (Date.now() < end) {
        process.kill(server.pid, 'SIGSTOP');
        await sleep(400);
        process.kill(server.pid, 'SIGCONT');
        await sleep(15);
      }
      freezing = false;
    })();
    const client = async (path: string) => {
      while (freezing) {
        const r = await fetch(`${p.url}${path}`);
        statuses.push(r.status);
        if (r.status === 503 && path === '/readyz') ready ??= r;
        else if (r.status === 503) shed ??= r;
        else await r.arrayBuffer();
      }
    };
    await Promise.all([freezer, client('/api/merchants/lotus/config'), client('/readyz')]);
    // Served or shed, never a 500 or a lost request.
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(shed?.status).toBe(503);
    expect(shed!.headers.get('retry-after')).toBe('1');
    expect(((await shed!.json()) as { error: { code: string } }).error.code).toBe('SERVICE_UNAVAILABLE');
    expect(await ready!.json()).toEqual({ status: 'not-ready', pressure: true });

    // Once the loop keeps up again, it serves, and is ready.
    let status = 0;
    for (let i = 0; i < 100 && status !== 200; i++) {
      await sleep(50);
      status = (await fetch(`${p.url}/api/merchants/demo/config`)).status;
    }
    expect(status).toBe(200);
    expect((await fetch(`${p.url}/readyz`)).status).toBe(200);
    expect(p.child.exitCode).toBeNull();
  }, 120_000);
});
