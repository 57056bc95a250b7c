import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTestApp, login, OPERATOR } from './admin-support';
import { bearer, loginAs } from '../support/test-app';

/*
 * Issue 35, segments: saved audiences in the merchant JSON that rollouts and announcements target by
 * name. A dangling name is refused in words (config and content); an announcement for a segment
 * reaches its players only (the platform decides, knowing the member's VIP level and language).
 */

type Ctx = Awaited<ReturnType<typeof adminTestApp>>;
let ctx: Ctx;
let auth: Record<string, string>;
let member: string;

const SEGMENTS = [
  { id: 'vip2-en', name: 'VIP 2 and up, in English', vipMin: 2, languages: ['en'] },
  { id: 'members-en', name: 'Members reading English', vipMin: 0, languages: ['en'] },
  { id: 'android-app', name: 'Android app', devices: ['android'], platforms: ['app'] },
];

const current = async () =>
  (await ctx.app.inject({ url: '/api/admin/merchants/demo/config', headers: auth })).json<{
    version: number;
    document: Record<string, unknown>;
  }>();
const save = async (doc: object) => {
  const { version } = await current();
  return ctx.app.inject({
    method: 'PUT',
    url: '/api/admin/merchants/demo/config',
    headers: { ...auth, 'if-match': `"${version}"` },
    payload: doc,
  });
};
const announce = (title: string, segment?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/admin/merchants/demo/content/announcements',
    headers: auth,
    payload: {
      type: 'PL',
      texts: { vi: { title: `${title} vi`, content: '<p>x</p>' }, en: { title, content: '<p>x</p>' } },
      startDate: new Date(Date.now() - 60_000).toISOString(),
      ...(segment ? { segment } : {}),
    },
  });
const notices = async (headers: Record<string, string>, language: string) =>
  (await ctx.app.inject({ url: `/api/content/notices?language=${language}`, headers }))
    .json<{ list: { title: string }[] }>()
    .list.map((a) => a.title);

beforeAll(async () => {
  ctx = await adminTestApp();
  auth = { authorization: `Bearer ${await login(ctx.app, OPERATOR.username, OPERATOR.password)}` };
  member = await loginAs(ctx.app, 'demo_member', 'Demo1234');
});
afterAll(async () => ctx?.close());

describe('segments in the merchant JSON', () => {
  it('a rollout naming a segment that does not exist is refused with the rollout and segment named', async () => {
    const { document } = await current();
    const res = await save({
      ...document,
      segments: SEGMENTS,
      rollouts: [{ id: 'vip-red', segment: 'vip-gone', changes: { '/theme/colors/header': '#aa0000' } }],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.details).toContainEqual(
      expect.objectContaining({
        pointer: '/rollouts/0/segment',
        key: 'config.errors.segmentMissing',
        params: { id: 'vip-red', segment: 'vip-gone' },
      }),
    );
    const ok = await save({
      ...document,
      segments: SEGMENTS,
      rollouts: [{ id: 'vip-red', segment: 'vip2-en', changes: { '/theme/colors/header': '#aa0000' } }],
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

describe('announcements for a segment', () => {
  it('an announcement naming a missing segment is refused in words, not stored', async () => {
    const res = await announce('Nobody', 'vip-gone');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0]).toMatchObject({
      pointer: '/segment',
      key: 'cms.errors.segmentMissing',
    });
  });

  it('reaches the players of its segment only; a guest is never in a VIP segment', async () => {
    const all = await announce('For everyone');
    const en = await announce('Members in English', 'members-en');
    const vip2 = await announce('VIP 2 in English', 'vip2-en');
    for (const r of [all, en, vip2]) expect(r.statusCode, r.body).toBe(201);
    expect(en.json()).toMatchObject({ segment: 'members-en' });

    const guest = { 'x-merchant-code': 'demo' };
    expect(await notices(guest, 'en')).toContain('For everyone');
    expect(await notices(guest, 'en')).not.toContain('Members in English');
    expect(await notices(guest, 'en')).not.toContain('VIP 2 in English');

    const signedIn = bearer(member);
    expect(await notices(signedIn, 'en')).toContain('Members in English');
    // The member reads Vietnamese: out of an English segment.
    expect(await notices(signedIn, 'vi')).not.toContain('Members in English vi');
    // demo_member is below VIP 2 …
    expect(await notices(signedIn, 'en')).not.toContain('VIP 2 in English');
    // … until the ladder lets every member reach level 2.
    await ctx.db.query(
      "UPDATE vip_levels SET min_deposit = 0, min_bet = 0 WHERE merchant_code = 'demo' AND level <= 2",
    );
    expect(await notices(signedIn, 'en')).toContain('VIP 2 in English');
  });

  it('the unread count leaves out notices of segments the member is not in', async () => {
    const unread = async (language: string) =>
      (
        await ctx.app.inject({
          url: '/api/member/unread',
          headers: { ...bearer(member), 'accept-language': language },
        })
      ).json<{ announcements: number }>().announcements;
    const before = await unread('en');
    const vi = await unread('vi');
    expect(vi).toBeLessThan(before);
  });

  it('the device and the page’s own audience header decide an Android-app segment', async () => {
    const r = await announce('Android app only', 'android-app');
    expect(r.statusCode, r.body).toBe(201);
    const android =
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';
    const guest = { 'x-merchant-code': 'demo', 'user-agent': android };
    expect(await notices({ ...guest, 'x-player-audience': 'returning;app' }, 'en')).toContain(
      'Android app only',
    );
    expect(await notices({ ...guest, 'x-player-audience': 'returning;web' }, 'en')).not.toContain(
      'Android app only',
    );
    expect(
      await notices({ 'x-merchant-code': 'demo', 'x-player-audience': 'returning;app' }, 'en'),
    ).not.toContain('Android app only');
  });
});

/* Banners and promotions target a segment as announcements do (192_banner_promotion_segment.sql). */
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';
const banner = (title: string, segment?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/admin/merchants/demo/content/banners',
    headers: auth,
    payload: {
      type: 'm_home',
      titles: { vi: `${title} vi`, en: title },
      imageUrl: '/api/content/art/m-home-1.svg',
      ...(segment ? { segment } : {}),
    },
  });
const promotion = (title: string, segment?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/admin/merchants/demo/content/promotions',
    headers: auth,
    payload: {
      texts: { vi: { title: `${title} vi`, content: '<p>x</p>' }, en: { title, content: '<p>x</p>' } },
      startDate: new Date(Date.now() - 60_000).toISOString(),
      ...(segment ? { segment } : {}),
    },
  });
const bannersSeen = async (headers: Record<string, string>) =>
  (await ctx.app.inject({ url: '/api/content/banners?type=m_home&language=en', headers }))
    .json<{ list: { title: string }[] }>()
    .list.map((b) => b.title);
const promotionsSeen = async (headers: Record<string, string>, language = 'en') =>
  (await ctx.app.inject({ url: `/api/promotions?language=${language}`, headers }))
    .json<{ list: { id: number; title: string }[] }>()
    .list.map((p) => p.title);

describe('banners and promotions for a segment', () => {
  it('a banner or promotion naming a missing segment is refused in words, not stored', async () => {
    for (const res of [
      await banner('Nobody banner', 'vip-gone'),
      await promotion('Nobody offer', 'vip-gone'),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details[0]).toMatchObject({
        pointer: '/segment',
        key: 'cms.errors.segmentMissing',
      });
    }
    expect(await bannersSeen({ 'x-merchant-code': 'demo' })).not.toContain('Nobody banner');
  });

  it('a banner for the Android-app segment reaches Android app players only; its segment is kept by the console’s list and an edit', async () => {
    const everyone = await banner('Banner for everyone');
    const app = await banner('Android app banner', 'android-app');
    for (const r of [everyone, app]) expect(r.statusCode, r.body).toBe(201);
    expect(app.json()).toMatchObject({ segment: 'android-app' });

    const guest = { 'x-merchant-code': 'demo', 'user-agent': ANDROID };
    const inApp = await bannersSeen({ ...guest, 'x-player-audience': 'returning;app' });
    expect(inApp).toEqual(expect.arrayContaining(['Banner for everyone', 'Android app banner']));
    const onWeb = await bannersSeen({ ...guest, 'x-player-audience': 'returning;web' });
    expect(onWeb).toContain('Banner for everyone');
    expect(onWeb).not.toContain('Android app banner');
    expect(await bannersSeen({ 'x-merchant-code': 'demo', 'x-player-audience': 'new;app' })).not.toContain(
      'Android app banner',
    );

    const listed = (
      await ctx.app.inject({ url: '/api/admin/merchants/demo/content/banners', headers: auth })
    ).json<{ id: number; segment?: string }[]>();
    expect(listed.find((b) => b.id === app.json().id)).toMatchObject({ segment: 'android-app' });
    // An edit without a segment makes it a banner for everyone.
    const { id: _id, shared: _s, state: _st, segment: _seg, ...body } = app.json();
    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/merchants/demo/content/banners/${app.json().id}`,
      headers: auth,
      payload: body,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().segment).toBeUndefined();
    expect(await bannersSeen({ ...guest, 'x-player-audience': 'returning;web' })).toContain(
      'Android app banner',
    );
  });

  it('a banner for members reading English: a signed-in member sees it, a guest does not; a merchant with segments keeps banners out of shared caches', async () => {
    const r = await banner('Members banner', 'members-en');
    expect(r.statusCode, r.body).toBe(201);
    expect(await bannersSeen(bearer(member))).toContain('Members banner');
    expect(await bannersSeen({ 'x-merchant-code': 'demo' })).not.toContain('Members banner');
    const res = await ctx.app.inject({
      url: '/api/content/banners?type=m_home&language=en',
      headers: bearer(member),
    });
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });

  it('a promotion for members reading English: listed, opened and joined by them only', async () => {
    const res = await promotion('English members offer', 'members-en');
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json<{ id: number }>();
    const guest = { 'x-merchant-code': 'demo' };
    const signedIn = bearer(member);

    expect(await promotionsSeen(guest)).not.toContain('English members offer');
    expect(await promotionsSeen(signedIn)).toContain('English members offer');
    expect(await promotionsSeen(signedIn, 'vi')).not.toContain('English members offer vi');

    const open = (headers: Record<string, string>) =>
      ctx.app.inject({ url: `/api/promotions/${id}?language=en`, headers });
    expect((await open(guest)).statusCode).toBe(404);
    expect((await open({ ...signedIn, 'accept-language': 'en' })).statusCode).toBe(200);

    const join = (language: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/promotions/${id}/join`,
        headers: { ...signedIn, 'accept-language': language },
      });
    // Reading Vietnamese, the member is out of the segment: the promotion does not exist for them.
    expect((await join('vi')).statusCode).toBe(404);
    const joined = await join('en');
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toMatchObject({ success: true });
  });

  it('a config that deletes a segment content still targets is refused, naming each item; an unused one goes', async () => {
    const { document } = await current();
    const segments = document.segments as { id: string }[];
    const res = await save({ ...document, segments: segments.filter((s) => s.id !== 'members-en') });
    expect(res.statusCode).toBe(422);
    const details = res.json().error.details as { key: string; params: Record<string, string> }[];
    expect(details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          key: 'config.errors.segmentInUse',
          params: {
            segment: 'Members reading English',
            context: 'announcement',
            title: 'Members in English vi',
          },
        }),
        expect.objectContaining({
          key: 'config.errors.segmentInUse',
          params: {
            segment: 'Members reading English',
            context: 'promotion',
            title: 'English members offer vi',
          },
        }),
      ]),
    );
    expect((await current()).document.segments).toEqual(segments);

    const unused = { id: 'unused-one', name: 'Not used by anything', vipMin: 1 };
    expect((await save({ ...document, segments: [...segments, unused] })).statusCode).toBe(200);
    const dropped = await save({ ...(await current()).document, segments });
    expect(dropped.statusCode, dropped.body).toBe(200);
  });

  it('a merchant file edited on disk that deletes a segment content still targets is rejected the same way; the live config keeps it', async () => {
    const file = join(ctx.dir, 'demo.json');
    const onDisk = JSON.parse(readFileSync(file, 'utf8')) as { segments: { id: string }[]; name: string };
    const before = await current();
    expect(onDisk.segments.map((s) => s.id)).toContain('members-en');
    writeFileSync(
      file,
      JSON.stringify({
        ...onDisk,
        name: 'Demo edited on disk',
        segments: onDisk.segments.filter((s) => s.id !== 'members-en'),
      }),
    );
    await expect
      .poll(() => ctx.store.lastRejected('demo')?.problems.map((p) => [p.key, p.params?.context]), {
        timeout: 10_000,
      })
      .toEqual(
        expect.arrayContaining([
          ['config.errors.segmentInUse', 'announcement'],
          ['config.errors.segmentInUse', 'promotion'],
        ]),
      );
    // Nothing of the edit went live: the served document and the version log are as before.
    const after = await current();
    expect(after.version).toBe(before.version);
    expect(after.document.name).toBe(before.document.name);
    expect((after.document.segments as { id: string }[]).map((s) => s.id)).toContain('members-en');
    const audit = await ctx.app.inject({
      url: '/api/admin/audit?action=diskEditRejected&merchant=demo',
      headers: auth,
    });
    expect(audit.json()[0]).toMatchObject({
      actor: 'file',
      detail: {
        first: expect.arrayContaining([expect.objectContaining({ key: 'config.errors.segmentInUse' })]),
      },
    });

    // The same edit keeping the segment goes live as a file version.
    writeFileSync(file, JSON.stringify({ ...onDisk, name: 'Demo edited on disk' }));
    await expect
      .poll(async () => (await current()).document.name, { timeout: 10_000 })
      .toBe('Demo edited on disk');
    expect(ctx.store.lastRejected('demo')).toBeUndefined();
  });
});
