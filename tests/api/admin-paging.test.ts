import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DRIVERS, type TestApp } from '../support/test-app';
import { adminTestApp, login, OPERATOR } from './admin-support';

/*
 * Issue 33 item 1: history lists are paged (versions: `limit` + `before`; content lists: `limit` +
 * `offset`, in their own order) with defaults the console's single read still covers, and the
 * changes list of every merchant reads the documents of its active changes in the same query as the
 * list (no query per change).
 */

type H = Record<string, string>;
type Doc = Record<string, unknown>;

describe.each(TEST_DRIVERS)('admin lists on %s', (driver) => {
  let t: TestApp;
  let op: H;
  beforeAll(async () => {
    t = await adminTestApp({}, driver);
    op = { authorization: `Bearer ${await login(t.app, OPERATOR.username, OPERATOR.password)}` };
  }, 120_000);
  afterAll(async () => t?.close());

  const get = async <T>(url: string) => {
    const res = await t.app.inject({ url, headers: op });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };
  const current = () => get<{ version: number; document: Doc }>('/api/admin/merchants/lotus/config');
  const save = async (name: string) => {
    const cur = await current();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/merchants/lotus/config',
      headers: { ...op, 'if-match': `"${cur.version}"` },
      payload: { ...cur.document, name },
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('versions: a second page follows the first without repeating it; the default page holds them all', async () => {
    for (const n of [1, 2, 3, 4]) await save(`Lotus paging ${n}`);
    const all = await get<{ version: number }[]>('/api/admin/merchants/lotus/versions');
    expect(all.length).toBeGreaterThanOrEqual(5);
    const first = await get<{ version: number }[]>('/api/admin/merchants/lotus/versions?limit=2');
    expect(first.map((v) => v.version)).toEqual(all.slice(0, 2).map((v) => v.version));
    const second = await get<{ version: number }[]>(
      `/api/admin/merchants/lotus/versions?limit=2&before=${first[1]!.version}`,
    );
    expect(second.map((v) => v.version)).toEqual(all.slice(2, 4).map((v) => v.version));
    expect(second.some((v) => first.some((f) => f.version === v.version))).toBe(false);
    const bad = await t.app.inject({ url: '/api/admin/merchants/lotus/versions?limit=0', headers: op });
    expect(bad.statusCode).toBe(400);
  });

  it('content: a second page of help topics follows the first without repeating it', async () => {
    for (const n of [1, 2, 3]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/merchants/lotus/content/help',
        headers: op,
        payload: { language: 'en', tag: 'paging', title: `Paging ${n}`, content: '<p>x</p>', sort: 900 + n },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const all = await get<{ id: number }[]>('/api/admin/merchants/lotus/content/help');
    expect(all.length).toBeGreaterThanOrEqual(3);
    const first = await get<{ id: number }[]>('/api/admin/merchants/lotus/content/help?limit=2');
    const second = await get<{ id: number }[]>('/api/admin/merchants/lotus/content/help?limit=2&offset=2');
    expect(first.map((i) => i.id)).toEqual(all.slice(0, 2).map((i) => i.id));
    expect(second.map((i) => i.id)).toEqual(all.slice(2, 4).map((i) => i.id));
    expect(second.some((i) => first.some((f) => f.id === i.id))).toBe(false);
  });

  it('GET /api/admin/changes: the same number of queries for 2 and for 6 active changes', async () => {
    const draft = async (code: string, n: number) => {
      const cur = await get<{ version: number; document: Doc }>(`/api/admin/merchants/${code}/config`);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/admin/merchants/${code}/changes`,
        headers: op,
        payload: { document: { ...cur.document, name: `Draft ${n}` }, baseVersion: cur.version, draft: true },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    /** The database queries one list request makes, and its answer. */
    const counted = async () => {
      const query = t.db.query.bind(t.db);
      let n = 0;
      t.db.query = ((...args: Parameters<typeof query>) => {
        n += 1;
        return query(...args);
      }) as typeof t.db.query;
      try {
        const list = await get<{ id: number; status: string; changes?: unknown[] }[]>(
          '/api/admin/changes?status=draft',
        );
        return { n, list };
      } finally {
        t.db.query = query;
      }
    };
    await draft('demo', 1);
    await draft('basic', 2);
    const few = await counted();
    for (const n of [3, 4, 5, 6]) await draft(n % 2 ? 'demo' : 'basic', n);
    const many = await counted();
    expect(many.list.length).toBe(few.list.length + 4);
    expect(many.list.every((c) => c.status === 'draft' && Array.isArray(c.changes))).toBe(true);
    expect(many.list.some((c) => (c.changes ?? []).length > 0)).toBe(true);
    expect(few.n).toBeGreaterThan(0);
    expect(many.n).toBe(few.n);
  });
});
