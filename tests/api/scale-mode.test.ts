import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { get } from 'node:http';
import {
  killGroup,
  postgresSchema,
  sleep,
  startProduct,
  waitReady,
  type ProductProcess,
} from '../support/product-process';

/*
 * Issue 9, scale mode as real processes on one PostgreSQL (TEST_DATABASE_URL): the database is the
 * only source of truth for merchant config, and replicas survive losing their connections.
 */
const base = process.env.TEST_DATABASE_URL;
const OPERATOR = { username: 'scale-operator', password: 'scale-operator-password' };

let schema: Awaited<ReturnType<typeof postgresSchema>>;
let appName: string;
const replicas: ProductProcess[] = [];

const startReplica = async () => {
  const p = await startProduct({
    env: {
      DATABASE_URL: `${schema.url}&application_name=${appName}`,
      ADMIN_BOOTSTRAP_USER: OPERATOR.username,
      ADMIN_BOOTSTRAP_PASSWORD: OPERATOR.password,
    },
  });
  replicas.push(p);
  return p;
};
const nameOn = async (p: ProductProcess) =>
  ((await (await fetch(`${p.url}/api/merchants/lotus/config`)).json()) as { name: string }).name;

async function save(p: ProductProcess, name: string): Promise<number> {
  const login = await fetch(`${p.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(OPERATOR),
  });
  // A 503 here names its cause (load shedding, the database) in the failure.
  expect(login.status, login.status === 200 ? '' : await login.clone().text()).toBe(200);
  const auth = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const cur = (await (
    await fetch(`${p.url}/api/admin/merchants/lotus/config`, { headers: auth })
  ).json()) as { version: number; document: Record<string, unknown> };
  const res = await fetch(`${p.url}/api/admin/merchants/lotus/config`, {
    method: 'PUT',
    headers: { ...auth, 'content-type': 'application/json', 'if-match': `"${cur.version}"` },
    body: JSON.stringify({ ...cur.document, name }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { version: number }).version;
}

/** fetch() will not send another Host header: node:http does. */
const getWithHost = (url: string, host: string) =>
  new Promise<unknown>((resolve, reject) => {
    get(url, { headers: { host } }, (res) => {
      let body = '';
      res.on('data', (d: Buffer) => (body += d.toString()));
      res.on('end', () => resolve(JSON.parse(body)));
    }).on('error', reject);
  });

/** Time until every replica serves `name` (throws after `timeoutMs`). */
async function reachesAll(ps: ProductProcess[], name: string, timeoutMs: number): Promise<number> {
  const start = Date.now();
  for (;;) {
    const names = await Promise.all(ps.map(nameOn));
    if (names.every((n) => n === name)) return Date.now() - start;
    if (Date.now() - start > timeoutMs)
      throw new Error(`after ${timeoutMs} ms the replicas serve ${JSON.stringify(names)}, not "${name}"`);
    await sleep(10);
  }
}

beforeAll(async () => {
  if (!base) return;
  schema = await postgresSchema(base);
  appName = `wl_${schema.schema}`;
}, 30_000);
afterAll(async () => {
  for (const p of replicas) killGroup(p.pgid);
  await schema?.drop();
});

describe.skipIf(!base)('scale mode: replicas as processes on one PostgreSQL', () => {
  it('a save reaches the other replica; a third replica started from the original files serves the saved version, not the file', async () => {
    const [a, b] = await Promise.all([startReplica(), startReplica()]);
    await Promise.all([waitReady(a), waitReady(b)]);
    const version = await save(a, 'Saved in the console');
    // How fast is `npm run bench -- replicas` (budget 500 ms); here, that it arrives at all.
    await reachesAll([a, b], 'Saved in the console', 10_000);

    const c = await startReplica();
    await waitReady(c);
    expect(await nameOn(c)).toBe('Saved in the console');
    expect(
      ((await getWithHost(`${c.url}/api/merchant/config`, 'lotus.localhost')) as { name: string }).name,
    ).toBe('Saved in the console');
    // The fresh replica recorded nothing of its own: the saved version is still the latest.
    const db = new pg.Client({ connectionString: schema.url });
    await db.connect();
    const { rows } = await db.query<{ version: number }>(
      "SELECT max(version) AS version FROM config_versions WHERE merchant = 'lotus'",
    );
    await db.end();
    expect(Number(rows[0]!.version)).toBe(version);
  }, 240_000);

  it('pg_terminate_backend on every replica connection: processes stay up, /readyz 503 then 200, and a later save reaches all within 1 s', async () => {
    const live = replicas.slice(0, 3);
    expect(live.length).toBe(3);
    const statuses = live.map(() => new Set<number>());
    let polling = true;
    const poller = (async () => {
      while (polling) {
        await Promise.all(
          live.map(async (p, i) =>
            statuses[i]!.add((await fetch(`${p.url}/readyz`).catch(() => undefined))?.status ?? 0),
          ),
        );
        await sleep(25);
      }
    })();
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    const { rows } = await admin.query<{ n: number }>(
      'SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE application_name = $1',
      [appName],
    );
    await admin.end();
    expect(rows[0]!.n).toBeGreaterThanOrEqual(3);

    // Every replica goes not-ready, then ready again once its LISTEN connection is back.
    const until = Date.now() + 20_000;
    while (!statuses.every((s) => s.has(503)) && Date.now() < until) await sleep(50);
    expect(statuses.map((s) => s.has(503))).toEqual([true, true, true]);
    for (const p of live) {
      while (Date.now() < until && (await fetch(`${p.url}/readyz`)).status !== 200) await sleep(50);
      expect((await fetch(`${p.url}/readyz`)).status).toBe(200);
    }
    polling = false;
    await poller;
    for (const p of live) expect(p.child.exitCode).toBeNull();

    await save(live[1]!, 'Saved after the outage');
    await reachesAll(live, 'Saved after the outage', 10_000);
  }, 120_000);
});
