import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminRoute } from '../../config-server/admin/scope';
import { deposit, newMember, payoutAccount, withdraw } from '../support/money';
import { createTestApp, JPEG, multipart, PNG, type TestApp } from '../support/test-app';
import { login, OPERATOR } from './admin-support';

/*
 * Issue 31: merchant scope on every console route, walked from the route table. An operator, a
 * support user and a viewer limited to `basic` try every route against `demo` (the merchant in the
 * path, in `?merchant=`, in a body's `merchants`, or a demo row's id). Each attempt must be refused
 * (403 for a merchant named or a role short of the route, 404 for a row not theirs: their lists do
 * not show it) or answer nothing of demo's; at the end demo's data is as it was. A route added
 * without a case here fails the test.
 */

type H = Record<string, string>;
type Role = 'operator' | 'support' | 'viewer';
const ROLES: readonly Role[] = ['operator', 'support', 'viewer'];
const MARK = 'zzdemoleak';
const KYC = { enabled: true, imageMaxBytes: 1_000_000 };

let t: TestApp;
let root: H;
const scoped = {} as Record<Role, H>;
/** Ids of demo's rows, and of rows of every merchant, by the route parameter that names them. */
const ids = {} as Record<string, string>;
const markers: string[] = [MARK];
const DAY = 86_400_000;

const send = (method: string, url: string, headers: H, payload?: unknown) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function created(method: string, url: string, payload: unknown, headers = root): Promise<string> {
  const res = await send(method, url, headers, payload);
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  const body = res.json<{ id?: unknown; link?: { id: unknown } }>();
  return String(body.id ?? body.link?.id);
}

beforeAll(async () => {
  t = await createTestApp({
    env: { ADMIN_BOOTSTRAP_USER: OPERATOR.username, ADMIN_BOOTSTRAP_PASSWORD: OPERATOR.password },
    merchants: { demo: (d) => ({ ...d, kyc: KYC }), basic: (d) => ({ ...d, kyc: KYC }) },
  });
  root = { authorization: `Bearer ${await login(t.app, OPERATOR.username, OPERATOR.password)}` };
  for (const role of ROLES) {
    const username = `basic-${role}`;
    await created('POST', '/api/admin/users', {
      username,
      password: `${username}-password`,
      role,
      merchants: ['basic'],
    });
    scoped[role] = { authorization: `Bearer ${await login(t.app, username, `${username}-password`)}` };
  }

  // Demo's money, KYC and agent application, from a demo member.
  const m = await newMember(t, 2_000_000, 'demo');
  markers.push(m.username);
  const order = await withdraw(t.app, m.h, {
    amount: 300_000,
    payoutAccountId: await payoutAccount(t.app, m.h),
  });
  ids.withdrawal = String(order.json<{ order: { id: number } }>().order.id);
  ids.player = String(m.id);
  // A pending manual adjustment of demo's (above the threshold: it waits for a second operator).
  ids.adjustment = await created('POST', `/api/admin/merchants/demo/players/${m.id}/adjustments`, {
    amount: 5_000_000,
    reason: 'scope test',
  });
  expect((await deposit(t.app, m.h, 200_000)).statusCode).toBe(200);
  const kyc = multipart(
    {},
    [
      { field: 'front', bytes: JPEG() },
      { field: 'back', bytes: PNG() },
      { field: 'selfie', bytes: JPEG() },
    ].map((f) => ({ ...f, name: `${f.field}.jpg`, type: 'image/jpeg' })),
  );
  const kycRes = await send('POST', '/api/account/kyc', { ...m.h, ...kyc.headers }, kyc.payload);
  expect(kycRes.statusCode, kycRes.body).toBe(200);
  ids.kyc = String(kycRes.json<{ requestId: number }>().requestId);
  const application = await send('POST', '/api/agent/application', m.h, {
    fields: { realName: 'Nguyen Van Agent', mobileNum: '0912345678' },
  });
  expect(application.statusCode, application.body).toBe(200);
  ids.application = String(application.json<{ application: { id: number } }>().application.id);
  // A contract offer demo's agent has not answered (issue 35 item 12).
  ids.offer = await created('POST', '/api/admin/merchants/demo/agent-contracts', {
    username: 'demo_agent',
    kind: 'hour',
    rateBp: 10,
    minActive: 1,
  });

  // Demo's console data.
  const demoDoc = t.store.get('demo')!.source as Record<string, unknown>;
  const version = (await send('GET', '/api/admin/merchants/demo/config', root)).json<{ version: number }>()
    .version;
  ids.change = await created('POST', '/api/admin/merchants/demo/changes', {
    document: { ...demoDoc, name: `Demo ${MARK}` },
    baseVersion: version,
    reason: 'a draft of demo',
  });
  ids.webhook = await created('POST', '/api/admin/merchants/demo/webhooks', {
    url: `https://hooks.example.com/${MARK}`,
    events: ['publish'],
  });
  const texts = { vi: { title: `Tin ${MARK}`, content: '<p>x</p>' } };
  const start = new Date(Date.now() + DAY).toISOString();
  const content = {
    announcements: { type: 'PL', texts, startDate: start },
    promotions: { texts, startDate: start, endDate: new Date(Date.now() + 9 * DAY).toISOString() },
    banners: { type: 'm_reg', titles: { vi: `Banner ${MARK}` }, imageUrl: '/api/content/art/welcome.svg' },
    help: { language: 'vi', tag: 'faq', title: `Help ${MARK}`, content: '<p>x</p>' },
  };
  for (const [kind, body] of Object.entries(content))
    ids[kind] = await created('POST', `/api/admin/merchants/demo/content/${kind}`, body);
  ids.preview = await created('POST', '/api/admin/merchants/demo/preview', {});
  ids.token = await created('POST', '/api/admin/tokens', { name: `token-${MARK}`, merchants: ['demo'] });
  ids.tokenAll = await created('POST', '/api/admin/tokens', { name: `all-${MARK}` });
  ids.user = await created('POST', '/api/admin/users', {
    username: `${MARK}-op`,
    password: 'demo-operator-password',
    role: 'operator',
    merchants: ['demo'],
  });
  ids.userAll = (await send('GET', '/api/admin/me', root)).json<{ id: string }>().id;
}, 120_000);
afterAll(async () => t?.close());

/** What an unscoped operator reads of demo: unchanged by everything the scoped users try. */
async function demoState(): Promise<string> {
  const lists = [
    'config',
    'versions',
    'withdrawals',
    'deposits',
    'ledger',
    'players',
    'kyc',
    'agent-applications',
    'agent-contracts',
    'changes',
    'webhooks',
    'content/announcements',
    'content/promotions',
    'content/banners',
    'content/help',
  ].map((p) => `/api/admin/merchants/demo/${p}`);
  const all = [...lists, '/api/admin/previews?merchant=demo', '/api/admin/tokens', '/api/admin/users'];
  const bodies = await Promise.all(
    all.map(async (url) => {
      const body = (await send('GET', url, root)).json<unknown>();
      // Users and tokens: those that reach demo (its own and the all-merchant ones); others come and go.
      const reachesDemo = (r: { merchants?: string[] }) => !r.merchants || r.merchants.includes('demo');
      return `${url} ${JSON.stringify(/\/(users|tokens)$/.test(url) ? (body as { merchants?: string[] }[]).filter(reachesDemo) : body)}`;
    }),
  );
  return bodies.join('\n');
}

/** The demo row a route parameter names (a route with a parameter this does not know fails the test). */
function paramFor(route: AdminRoute, name: string): string {
  const { url } = route;
  if (name === 'code') return 'demo';
  if (name === 'version') return '1';
  if (name === 'side') return 'front';
  const kind = /\/content\/([a-z]+)\/:id/.exec(url)?.[1];
  const byPath: [RegExp, string][] = [
    [/\/withdrawals\/:id/, 'withdrawal'],
    [/\/players\/:id/, 'player'],
    [/\/adjustments\/:id/, 'adjustment'],
    [/\/kyc\/:id/, 'kyc'],
    [/\/agent-applications\/:id/, 'application'],
    [/\/agent-contracts\/:id/, 'offer'],
    [/\/changes\/:id/, 'change'],
    [/\/webhooks\/:id/, 'webhook'],
    [/\/previews\/:id/, 'preview'],
    [/\/tokens\/:id/, 'token'],
    [/\/users\/:id/, 'user'],
  ];
  const key = kind ?? byPath.find(([re]) => re.test(url))?.[1];
  if (name === 'id' && key && ids[key]) return ids[key];
  throw new Error(`no demo row for :${name} of ${route.method} ${url}: add one to console-scope.test.ts`);
}

const urlOf = (route: AdminRoute, over: Record<string, string> = {}) =>
  route.url.replace(/:([a-z]+)/g, (_, name: string) => over[name] ?? paramFor(route, name));

/** Bodies that pass each route's schema, so a request under the caller's own merchant reaches its lookup. */
function bodyFor(route: AdminRoute): unknown {
  if (route.method === 'GET' || route.method === 'DELETE') return undefined;
  const u = route.url;
  if (u.endsWith('/review')) return { decision: 'approve' };
  if (u.endsWith('/submit')) return { reason: 'scope test' };
  if (u.endsWith('/reject')) return { reason: 'scope test' };
  if (u.endsWith('/approve') || u.endsWith('/cancel')) return {};
  if (/\/players\/:id\/notes$/.test(u)) return { text: 'scope test' };
  if (/\/changes\/:id\/comments$/.test(u)) return { text: 'scope test' };
  if (/\/players\/:id\/adjustments$/.test(u)) return { amount: 1, reason: 'scope test' };
  if (/\/players\/:id\/[a-z-]+$/.test(u)) return { reason: 'scope test' };
  if (/\/changes\/:id$/.test(u)) return { document: t.store.get('basic')!.source, baseVersion: 1 };
  if (/\/content\/announcements\/:id$/.test(u))
    return { type: 'PL', texts: { vi: { title: 'x', content: 'y' } }, startDate: new Date().toISOString() };
  if (/\/content\/promotions\/:id$/.test(u))
    return { texts: { vi: { title: 'x', content: 'y' } }, startDate: new Date().toISOString() };
  if (/\/content\/banners\/:id$/.test(u))
    return { type: 'm_reg', titles: { vi: 'x' }, imageUrl: '/api/content/art/welcome.svg' };
  if (/\/content\/help\/:id$/.test(u)) return { language: 'vi', tag: 'faq', title: 'x', content: 'y' };
  return {};
}

/** Whether an answer carries anything of demo's. */
const leaks = (body: string) => body.includes('"demo"') || markers.some((m) => body.includes(m));

describe('merchant scope on every console route (issue 31)', () => {
  it('every console route declares how it stays in scope, and none leaks another merchant', async () => {
    const before = await demoState();
    const routes = t.adminRoutes;
    expect(routes.length).toBeGreaterThan(60);
    const problems: string[] = [];
    let requests = 0;
    const forbidden: Record<string, number> = {};
    const count403 = (what: string, status: number) => {
      const role = / as (\w+)/.exec(what)![1]!;
      if (status === 403) forbidden[role] = (forbidden[role] ?? 0) + 1;
    };
    const expectRefused = (what: string, status: number, body: string, allowed: number[]) => {
      requests++;
      count403(what, status);
      if (!allowed.includes(status)) problems.push(`${what}: ${status} ${body.slice(0, 200)}`);
    };
    const expectClean = (what: string, status: number, body: string) => {
      requests++;
      count403(what, status);
      if (status >= 500 || leaks(body)) problems.push(`${what}: ${status} ${body.slice(0, 300)}`);
    };

    for (const route of routes) {
      const name = `${route.method} ${route.url}`;
      const body = bodyFor(route);
      for (const role of ROLES) {
        const h = scoped[role];
        const as = `${name} as ${role}`;
        if (route.scope === 'merchant') {
          // Demo in the path: refused before anything is read.
          const res = await send(route.method, urlOf(route), h, body);
          expectRefused(`${as} (demo)`, res.statusCode, res.body, [403]);
          // Their own merchant in the path, demo's row in :id: the row is not found there.
          if (/:(id|side)/.test(route.url)) {
            const own = await send(route.method, urlOf(route, { code: 'basic' }), h, body);
            expectRefused(`${as} (basic, demo's row)`, own.statusCode, own.body, [403, 404]);
          } else if (route.method === 'GET') {
            const own = await send(route.method, urlOf(route, { code: 'basic' }), h);
            expectClean(`${as} (basic)`, own.statusCode, own.body);
          }
        } else if (route.scope === 'list') {
          const res = await send(route.method, route.url, h);
          expectClean(as, res.statusCode, res.body);
          const other = await send(route.method, `${route.url}?merchant=demo`, h);
          expectRefused(`${as} ?merchant=demo`, other.statusCode, other.body, [403]);
        } else if (route.scope === 'create') {
          const res = await send(route.method, route.url, h, {
            username: `x-${role}-${requests}`,
            password: 'scoped-create-password',
            role: 'viewer',
            name: `x-${role}-${requests}`,
            merchants: ['basic', 'demo'],
          });
          expectRefused(`${as} merchants: demo`, res.statusCode, res.body, [403]);
        } else if (route.scope === 'none') {
          if (route.url.endsWith('/logout')) continue; // its own session only; covered below
          const res = await send(
            route.method,
            route.url,
            route.url.endsWith('/login') ? {} : h,
            route.url.endsWith('/login')
              ? { username: `basic-${role}`, password: `basic-${role}-password` }
              : undefined,
          );
          expectClean(as, res.statusCode, res.body);
        } else {
          // A row of demo's, and (users, tokens) a row of every merchant: not theirs to touch.
          const key = paramFor(route, 'id') === ids.user ? 'userAll' : 'tokenAll';
          for (const id of [
            paramFor(route, 'id'),
            ...(/\/(users|tokens)\//.test(route.url) ? [ids[key]!] : []),
          ]) {
            const res = await send(route.method, urlOf(route, { id }), h, body);
            expectRefused(`${as} (${id})`, res.statusCode, res.body, [403, 404]);
          }
        }
      }
    }
    // Signing out ends only the caller's own session.
    const throwaway = {
      authorization: `Bearer ${await login(t.app, 'basic-viewer', 'basic-viewer-password')}`,
    };
    expect((await send('POST', '/api/admin/logout', throwaway)).statusCode).toBe(204);
    expect((await send('GET', '/api/admin/me', throwaway)).statusCode).toBe(401);
    expect((await send('GET', '/api/admin/me', scoped.viewer)).statusCode).toBe(200);

    // A scoped operator's new user or token without `merchants` gets theirs, never every merchant.
    const token = await send('POST', '/api/admin/tokens', scoped.operator, { name: 'scoped-default' });
    expect(token.json()).toMatchObject({ merchants: ['basic'] });

    console.log(
      `console scope: ${routes.length} admin routes, ${requests} requests by 3 scoped roles, ${problems.length} leaks`,
    );
    expect(problems).toEqual([]);
    expect(await demoState()).toBe(before);
    // Every 403 is in the audit log under the caller's name, whatever refused it (role or scope).
    const audited = await t.db.query<{ actor: string; n: number }>(
      "SELECT actor, count(*)::int AS n FROM console_audit WHERE action = 'refused' AND detail->>'status' = '403' GROUP BY actor",
    );
    const byActor = Object.fromEntries(audited.map((r) => [r.actor.replace('basic-', ''), r.n]));
    expect(byActor).toMatchObject(forbidden);
    expect(forbidden.viewer).toBeGreaterThan(50);
  }, 180_000);

  it('a route without a scope does not start', async () => {
    const { scopeOfRoute } = await import('../../config-server/admin/scope');
    expect(() => scopeOfRoute({ method: 'GET', url: '/api/admin/things' })).toThrow(/declare config.scope/);
    expect(() =>
      scopeOfRoute({ method: 'GET', url: '/api/admin/merchants/:code/x', config: { scope: 'list' } }),
    ).toThrow(/scoped by it/);
    expect(scopeOfRoute({ method: 'GET', url: '/api/admin/merchants/:code/x' })).toBe('merchant');
  });
});
