import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../config-server/app';
import { TEST_DRIVERS, type TestApp } from '../support/test-app';
import { adminTestApp, login, OPERATOR, replicaOf } from './admin-support';

/*
 * Issue 35 (beyond the anchors), environments: a staging copy of a merchant, served at
 * staging.<host> only, edited without touching production, and promoted to production through a
 * second operator's review.
 */

type Doc = Record<string, unknown>;
type H = Record<string, string>;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const MARK = `env${Date.now().toString(36)}`;

describe.each(TEST_DRIVERS)('environments: staging and promotion (%s)', (driver) => {
  let a: TestApp;
  let op: H;
  let second: H;
  let scopedOp: H;
  let viewer: H;
  let support: H;

  const user = async (username: string, role: string, merchants?: string[]) => {
    const password = `${username}-password-123`;
    const res = await a.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: op,
      payload: { username, password, role, ...(merchants ? { merchants } : {}) },
    });
    expect(res.statusCode, res.body).toBe(201);
    return bearer(await login(a.app, username, password));
  };
  const send = (method: 'GET' | 'POST' | 'PUT', url: string, headers: H, payload?: unknown) =>
    a.app.inject({ method, url, headers, ...(payload !== undefined ? { payload: payload as Doc } : {}) });
  /** The config a player's page gets on a host (the public route the renderer refetches by code). */
  const playerConfig = async (app: App['app'], host: string, code = 'lotus') =>
    (await app.inject({ url: `/api/merchants/${code}/config`, headers: { host } })).json<Doc>();
  const page = async (app: App['app'], host: string) =>
    (await app.inject({ url: '/m/home', headers: { host } })).body;

  beforeAll(async () => {
    a = await adminTestApp({}, driver);
    op = bearer(await login(a.app, OPERATOR.username, OPERATOR.password));
    second = await user(`${MARK}-second`, 'operator');
    scopedOp = await user(`${MARK}-basic-op`, 'operator', ['basic']);
    viewer = await user(`${MARK}-viewer`, 'viewer');
    support = await user(`${MARK}-support`, 'support');
  });
  afterAll(async () => a?.close());

  it('a staging copy is made from production, edited without touching production, served at staging.<host> only', async () => {
    // No copy yet: the state says so, and editing it is refused.
    const none = await send('GET', '/api/admin/merchants/lotus/staging', viewer);
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json()).toMatchObject({
      exists: false,
      hosts: ['staging.lotus.localhost', 'staging.lotus.test'],
    });
    expect(
      (await send('PUT', '/api/admin/merchants/lotus/staging/config', op, { document: {}, reason: 'x y z' }))
        .statusCode,
    ).toBe(428);

    // Viewers and support may not make one; an operator of another merchant neither.
    expect((await send('POST', '/api/admin/merchants/lotus/staging', viewer, {})).statusCode).toBe(403);
    expect((await send('POST', '/api/admin/merchants/lotus/staging', support, {})).statusCode).toBe(403);
    expect((await send('POST', '/api/admin/merchants/lotus/staging', scopedOp, {})).statusCode).toBe(403);
    const made = await send('POST', '/api/admin/merchants/lotus/staging', op, {});
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toMatchObject({ version: 1 });
    expect((await send('POST', '/api/admin/merchants/lotus/staging', op, {})).statusCode).toBe(409);

    const state = (await send('GET', '/api/admin/merchants/lotus/staging', support)).json<{
      version: number;
      copiedFrom: number;
      productionVersion: number;
      document: Doc;
    }>();
    expect(state.copiedFrom).toBe(state.productionVersion);
    const name = `Lotus staging ${MARK}`;
    const saved = await send(
      'PUT',
      '/api/admin/merchants/lotus/staging/config',
      { ...op, 'if-match': `"${state.version}"` },
      { document: { ...state.document, name }, reason: 'try a new name on staging' },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ version: 2 });
    // The same version again: someone saved meanwhile.
    const stale = await send(
      'PUT',
      '/api/admin/merchants/lotus/staging/config',
      { ...op, 'if-match': `"${state.version}"` },
      { document: state.document, reason: 'an older edit' },
    );
    expect(stale.statusCode).toBe(412);
    // An invalid staging document is refused and never served.
    const invalid = await send(
      'PUT',
      '/api/admin/merchants/lotus/staging/config',
      { ...op, 'if-match': '"2"' },
      { document: { ...state.document, defaultLanguage: 42 }, reason: 'a broken edit' },
    );
    expect(invalid.statusCode).toBe(422);
    // The web addresses are production's: a change on staging is refused in words (save and dry run),
    // naming where the copy is served, and nothing is stored.
    const hosts = [...(state.document.hosts as string[]), 'elsewhere.example'];
    const moved = await send(
      'PUT',
      '/api/admin/merchants/lotus/staging/config',
      { ...op, 'if-match': '"2"' },
      { document: { ...state.document, name, hosts }, reason: 'a new address on staging' },
    );
    expect(moved.statusCode).toBe(422);
    const hostProblem = {
      pointer: '/hosts',
      key: 'config.errors.stagingHosts',
      params: { hosts: (state.document.hosts as string[]).map((h) => `staging.${h}`).join(', ') },
    };
    expect(moved.json().error.details).toEqual([expect.objectContaining(hostProblem)]);
    const dry = await send('POST', '/api/admin/merchants/lotus/staging/validate', op, {
      ...state.document,
      hosts,
    });
    expect(dry.json()).toMatchObject({ ok: false, problems: [expect.objectContaining(hostProblem)] });
    expect(
      (await send('GET', '/api/admin/merchants/lotus/staging/versions', viewer)).json<unknown[]>(),
    ).toHaveLength(2);

    // Players: staging at its host, production unchanged at its own (page, config by host and by code).
    expect((await playerConfig(a.app, 'staging.lotus.localhost')).name).toBe(name);
    expect((await playerConfig(a.app, 'lotus.localhost')).name).not.toBe(name);
    expect(
      (
        await a.app.inject({ url: '/api/merchant/config', headers: { host: 'staging.lotus.localhost:8080' } })
      ).json<Doc>().name,
    ).toBe(name);
    expect((await a.app.inject({ url: '/api/merchants/lotus/config' })).json<Doc>().name).not.toBe(name);
    // Another merchant's code asked on lotus's staging host is that merchant's production.
    expect((await playerConfig(a.app, 'staging.lotus.localhost', 'demo')).name).toBe(
      a.store.get('demo')!.config.name,
    );
    // Production history has no staging edit.
    const versions = (await send('GET', '/api/admin/merchants/lotus/versions', op)).json<
      { author: string }[]
    >();
    expect(versions.length).toBe(state.productionVersion);
    expect(
      (await send('GET', '/api/admin/merchants/lotus/staging/versions', viewer)).json<unknown[]>(),
    ).toHaveLength(2);
    // The platform API on the staging host runs with the staging copy, under the same merchant code.
    expect(a.store.get('lotus')!.config.name).not.toBe(name);

    // Support previews the staging copy with overrides (its renamed brand; a flag turned off), as a
    // signed link on the merchant's host; production and its players are untouched.
    const flagged = await send('POST', '/api/admin/merchants/lotus/preview', support, {
      environment: 'staging',
      overrides: { flags: { CBS3: false } },
    });
    expect(flagged.statusCode, flagged.body).toBe(200);
    const { token } = flagged.json<{ token: string }>();
    const html = (
      await a.app.inject({ url: `/m/home?preview=${token}`, headers: { host: 'lotus.localhost' } })
    ).body;
    const block = JSON.parse(
      /<script[^>]*id="merchant-config"[^>]*>([\s\S]*?)<\/script>/.exec(html)![1]!,
    ) as { config?: Doc } & Doc;
    const shown = (block.config ?? block) as { name: string; flags: Record<string, boolean> };
    expect(shown.name).toBe(name);
    expect(shown.flags.CBS3).toBe(false);
    expect((await playerConfig(a.app, 'lotus.localhost')).name).not.toBe(name);
    // Support's draft limits count from the staging copy: its renamed brand is not a change of theirs,
    // a brand change on top of it is.
    const renamedAgain = await send('POST', '/api/admin/merchants/lotus/preview', support, {
      environment: 'staging',
      document: { ...state.document, name: `${name} again` },
    });
    expect(renamedAgain.statusCode).toBe(403);
    // A merchant with no staging copy: said so.
    const noCopy = await send('POST', '/api/admin/merchants/basic/preview', support, {
      environment: 'staging',
    });
    expect(noCopy.statusCode).toBe(404);
    expect(noCopy.json().error.code).toBe('STAGING_NOT_FOUND');
  });

  it('the player page marks staging; production pages carry no marker', async () => {
    const staging = await page(a.app, 'staging.lotus.localhost');
    expect(staging).toContain('id="staging-ribbon"');
    const production = await page(a.app, 'lotus.localhost');
    expect(production).not.toContain('staging-ribbon');
    expect(production).not.toContain(`Lotus staging ${MARK}`);
    // A merchant without a copy: its staging host serves production, marked as staging.
    const demoStaging = await page(a.app, 'staging.localhost');
    expect(demoStaging).toContain('id="staging-ribbon"');
    expect(await page(a.app, 'localhost')).not.toContain('staging-ribbon');
  });

  it('promotion: shows the differences, waits for a second operator, then production equals staging (hosts kept)', async () => {
    const preview = await send('GET', '/api/admin/merchants/lotus/staging/promotion', viewer);
    expect(preview.statusCode, preview.body).toBe(200);
    const p = preview.json<{
      productionVersion: number;
      stagingVersion: number;
      changes: { key: string }[];
      overwritten: unknown[];
      after: Doc;
    }>();
    expect(p.changes.length).toBeGreaterThan(0);
    expect(p.overwritten).toEqual([]);
    expect(p.after.hosts).toEqual(a.store.get('lotus')!.config.hosts);

    const body = {
      reason: 'promote the new name',
      productionVersion: p.productionVersion,
      stagingVersion: p.stagingVersion,
    };
    expect((await send('POST', '/api/admin/merchants/lotus/staging/promote', viewer, body)).statusCode).toBe(
      403,
    );
    expect(
      (await send('POST', '/api/admin/merchants/lotus/staging/promote', scopedOp, body)).statusCode,
    ).toBe(403);
    expect(
      (await send('POST', '/api/admin/merchants/lotus/staging/promote', op, { ...body, stagingVersion: 1 }))
        .statusCode,
    ).toBe(412);
    const asked = await send('POST', '/api/admin/merchants/lotus/staging/promote', op, body);
    expect(asked.statusCode, asked.body).toBe(200);
    const change = asked.json<{ id: number; status: string; notified: { withoutEmail: string[] } }>();
    expect(change.status).toBe('pending');
    // The reviewers are told as for any approval (this one has no mail address: said so).
    expect(change.notified.withoutEmail).toContain(`${MARK}-second`);
    expect(change.notified.withoutEmail).not.toContain(OPERATOR.username);
    // Nothing live yet; the author cannot approve it, nor an operator of another merchant.
    expect((await playerConfig(a.app, 'lotus.localhost')).name).not.toBe(`Lotus staging ${MARK}`);
    const approve = `/api/admin/merchants/lotus/changes/${change.id}/approve`;
    expect((await send('POST', approve, op, {})).statusCode).toBe(403);
    expect((await send('POST', approve, scopedOp, {})).statusCode).toBe(403);
    expect((await send('GET', '/api/admin/merchants/lotus/staging', viewer)).json()).toMatchObject({
      pendingPromotion: change.id,
    });
    // The Changes list names it as the promotion of that staging version; an ordinary change is none.
    type Listed = { id: number; stagingVersion?: number }[];
    const listed = (await send('GET', '/api/admin/merchants/lotus/changes', viewer)).json<Listed>();
    expect(listed.find((c) => c.id === change.id)?.stagingVersion).toBe(p.stagingVersion);
    expect(listed.filter((c) => c.id !== change.id).every((c) => c.stagingVersion === undefined)).toBe(true);
    const all = (await send('GET', '/api/admin/changes?status=pending', viewer)).json<Listed>();
    expect(all.find((c) => c.id === change.id)?.stagingVersion).toBe(p.stagingVersion);
    const approved = await send('POST', approve, second, { reason: 'looks right on staging' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'published', approvedBy: `${MARK}-second` });
    // Production now equals staging, with its own hosts.
    const live = await playerConfig(a.app, 'lotus.localhost');
    expect(live.name).toBe(`Lotus staging ${MARK}`);
    const stagingDoc = (await send('GET', '/api/admin/merchants/lotus/staging', op)).json<{ document: Doc }>()
      .document;
    const prodDoc = (await send('GET', '/api/admin/merchants/lotus/config', op)).json<{ document: Doc }>()
      .document;
    expect(prodDoc).toEqual(stagingDoc);
    // Nothing left to promote.
    const again = (await send('GET', '/api/admin/merchants/lotus/staging/promotion', op)).json<{
      productionVersion: number;
      stagingVersion: number;
      overwritten: unknown[];
    }>();
    expect(again.overwritten).toEqual([]);
    const nothing = await send('POST', '/api/admin/merchants/lotus/staging/promote', op, {
      reason: 'promote again',
      productionVersion: again.productionVersion,
      stagingVersion: again.stagingVersion,
    });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json<{ error: { code: string } }>().error.code).toBe('NOTHING_TO_PROMOTE');
    // The audit says it in words (actions of their own, with the change and the versions).
    const rows = (await send('GET', '/api/admin/audit?merchant=lotus&limit=20', op)).json<
      { action: string }[]
    >();
    const actions = rows.map((r) => r.action);
    expect(actions).toEqual(
      expect.arrayContaining(['stagingCreated', 'stagingSaved', 'promotionRequested', 'changeApproved']),
    );
  });

  it('production edited since the copy: the promotion names what it would overwrite', async () => {
    const made = await send('POST', '/api/admin/merchants/basic/staging', op, {});
    expect(made.statusCode, made.body).toBe(200);
    const prod = (await send('GET', '/api/admin/merchants/basic/config', op)).json<{
      version: number;
      document: Doc;
    }>();
    const flags = prod.document.flags as Record<string, boolean>;
    const flag = Object.keys(flags).find((k) => typeof flags[k] === 'boolean')!;
    const saved = await send(
      'PUT',
      '/api/admin/merchants/basic/config',
      { ...op, 'if-match': `"${prod.version}"` },
      { ...prod.document, name: `Basic production ${MARK}` },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const s = (await send('GET', '/api/admin/merchants/basic/staging', op)).json<{
      version: number;
      document: Doc;
    }>();
    const edited = await send(
      'PUT',
      '/api/admin/merchants/basic/staging/config',
      { ...op, 'if-match': `"${s.version}"` },
      { document: { ...s.document, flags: { ...flags, [flag]: !flags[flag] } }, reason: 'try a flag' },
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const p = (await send('GET', '/api/admin/merchants/basic/staging/promotion', op)).json<{
      overwritten: { pointer: string; production: unknown; staging: unknown }[];
    }>();
    expect(p.overwritten).toEqual([
      { pointer: '/name', production: `Basic production ${MARK}`, staging: prod.document.name },
    ]);
  });

  it('scale mode: another replica serves a staging edit at once, and never on production hosts', async () => {
    const b = await replicaOf(a);
    try {
      const s = (await send('GET', '/api/admin/merchants/basic/staging', op)).json<{
        version: number;
        document: Doc;
      }>();
      const name = `Basic replica ${MARK}`;
      const saved = await send(
        'PUT',
        '/api/admin/merchants/basic/staging/config',
        { ...op, 'if-match': `"${s.version}"` },
        { document: { ...s.document, name }, reason: 'seen by the other replica' },
      );
      expect(saved.statusCode, saved.body).toBe(200);
      const savedAt = Date.now();
      await expect
        .poll(async () => (await playerConfig(b.app, 'staging.basic.localhost', 'basic')).name)
        .toBe(name);
      console.info(`[measure] staging save → served by the other replica after ${Date.now() - savedAt} ms`);
      expect((await playerConfig(b.app, 'basic.localhost', 'basic')).name).not.toBe(name);
    } finally {
      await b.app.close();
    }
  });
});
