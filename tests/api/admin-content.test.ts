import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTestApp, login, OPERATOR } from './admin-support';
import { GIF, JPEG, multipart, PNG } from '../support/test-app';
import { previewSigner, type PreviewPayload } from '../../config-server/admin/preview-token';
import { CONTENT_IMAGE_MAX_BYTES } from '../../schemas';

/*
 * Issue 11, the console content section: operators create, edit, schedule and remove content per
 * merchant and language; viewers and support cannot write; every change is audited; HTML is
 * sanitised; pictures are checked by their bytes; a support preview link shows an unpublished
 * promotion; players see only what is published, in their language, for their merchant.
 */

type Ctx = Awaited<ReturnType<typeof adminTestApp>>;
let ctx: Ctx;
let operator: Record<string, string>;
let support: Record<string, string>;
let viewer: Record<string, string>;

const DAY = 24 * 60 * 60 * 1000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const lotus = { 'x-merchant-code': 'lotus' };

beforeAll(async () => {
  ctx = await adminTestApp();
  operator = { authorization: `Bearer ${await login(ctx.app, OPERATOR.username, OPERATOR.password)}` };
  for (const [username, role] of [
    ['helpdesk', 'support'],
    ['watcher', 'viewer'],
  ])
    await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: operator,
      payload: { username, password: `${username}-password-1`, role },
    });
  support = { authorization: `Bearer ${await login(ctx.app, 'helpdesk', 'helpdesk-password-1')}` };
  viewer = { authorization: `Bearer ${await login(ctx.app, 'watcher', 'watcher-password-1')}` };
});
afterAll(async () => ctx?.close());

const promo = (over: Record<string, unknown> = {}) => ({
  texts: { vi: { title: 'Thưởng nạp đầu 100%', content: '<p>Nạp lần đầu nhận <b>100%</b>.</p>' } },
  startDate: at(2),
  endDate: at(9),
  ...over,
});
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = operator) =>
  ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const playerPromotions = async (lang = 'vi', merchant = lotus) =>
  (
    (await ctx.app.inject({ url: `/api/promotions?language=${lang}`, headers: merchant })).json() as {
      list: { id: number; title: string; content: string }[];
    }
  ).list;
const audit = async () =>
  (await ctx.app.inject({ url: '/api/admin/audit?limit=200', headers: operator })).json() as {
    action: string;
    actor: string;
    merchant: string;
    detail: Record<string, unknown>;
  }[];

describe('console content: promotions', () => {
  it('creates a scheduled Vietnamese promotion players do not see, previews it by a signed link, then publishes it', async () => {
    const created = await send('POST', '/api/admin/merchants/lotus/content/promotions', {
      ...promo(),
      publishAt: at(1),
    });
    expect(created.statusCode, created.body).toBe(201);
    const item = created.json() as { id: number; state: string; texts: Record<string, unknown> };
    expect(item.state).toBe('scheduled');
    expect(Object.keys(item.texts)).toEqual(['vi']);
    expect((await playerPromotions()).map((p) => p.id)).not.toContain(item.id);

    // Support previews it on lotus's host before it is published.
    const link = await send(
      'POST',
      `/api/admin/merchants/lotus/content/promotions/${item.id}/preview`,
      {},
      support,
    );
    expect(link.statusCode, link.body).toBe(200);
    const { url } = link.json() as { url: string };
    expect(url).toMatch(/^http:\/\/[^/]+\/m\/activityDetail\?id=\d+&preview=/);
    const path = url.replace(/^https?:\/\/[^/]+/, '');
    const host = new URL(url).host;
    const page = await ctx.app.inject({ url: path, headers: { host } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('preview-banner');
    expect(page.body).toContain('Thưởng nạp đầu 100%');
    // The same link on demo's host, tampered or expired: refused, with a page for a browser.
    const token = new URL(url).searchParams.get('preview')!;
    const [body, sig] = token.split('.') as [string, string];
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString()) as PreviewPayload;
    const tampered = `${Buffer.from(JSON.stringify({ ...payload, c: 1 })).toString('base64url')}.${sig}`;
    const expired = previewSigner('test-secret-for-preview-links', false, () => undefined).sign({
      ...payload,
      exp: Math.floor(Date.now() / 1000) - 1,
    });
    for (const bad of [tampered, expired]) {
      const human = await ctx.app.inject({
        url: `/m/activityDetail?id=${item.id}&preview=${bad}`,
        headers: { host, accept: 'text/html,application/xhtml+xml', 'accept-language': 'vi' },
      });
      expect(human.statusCode).toBe(403);
      expect(human.headers['content-type']).toContain('text/html');
      expect(human.body).toContain('Liên kết xem trước này không còn dùng được');
      expect(human.body).not.toContain('PREVIEW_LINK_INVALID');
    }

    // Publishing now (an edit) makes it visible with the new title; not in English, not on demo.
    const edited = await send('PUT', `/api/admin/merchants/lotus/content/promotions/${item.id}`, {
      ...promo({ texts: { vi: { title: 'Thưởng nạp đầu 120%', content: '<p>Mới</p>' } } }),
      publishAt: null,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((edited.json() as { state: string }).state).toBe('live');
    expect((await playerPromotions()).find((p) => p.id === item.id)?.title).toBe('Thưởng nạp đầu 120%');
    expect((await playerPromotions('en')).map((p) => p.id)).not.toContain(item.id);
    expect(
      (await playerPromotions('vi', { 'x-merchant-code': 'demo' } as never)).map((p) => p.id),
    ).not.toContain(item.id);

    const rows = (await audit()).filter((r) => r.detail.kind === 'promotions' && r.detail.id === item.id);
    expect(rows.map((r) => r.action)).toEqual(['contentUpdated', 'contentCreated']);
    expect(rows[0]).toMatchObject({ actor: OPERATOR.username, merchant: 'lotus' });
    expect((await audit()).some((r) => r.action === 'previewCreated' && r.detail.promotion === item.id)).toBe(
      true,
    );
  });

  it('a draft is never shown to players', async () => {
    const r = await send('POST', '/api/admin/merchants/lotus/content/promotions', {
      ...promo({ startDate: at(-1) }),
      draft: true,
    });
    expect((r.json() as { state: string }).state).toBe('draft');
    expect((await playerPromotions()).map((p) => p.id)).not.toContain((r.json() as { id: number }).id);
  });

  it('refuses bad dates, an end before the start, an unknown language and an unknown category, changing nothing', async () => {
    const before = (
      await ctx.app.inject({ url: '/api/admin/merchants/lotus/content/promotions', headers: operator })
    ).json();
    const bad = [
      promo({ startDate: 'tomorrow' }),
      promo({ startDate: '2026-13-45T99:00:00Z' }),
      promo({ startDate: at(5), endDate: at(4) }),
      promo({ texts: { fr: { title: 'Bonjour', content: '' } } }),
      promo({ texts: {} }),
      promo({ texts: { vi: { title: '', content: 'x' } } }),
      promo({ categoryIds: [999999] }),
      promo({ images: [{ sequence: 1, url: 'https://evil.example/x.png' }] }),
      promo({ publishAt: 'soon' }),
    ];
    for (const body of bad) {
      const res = await send('POST', '/api/admin/merchants/lotus/content/promotions', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect((res.json() as { error: { code: string } }).error.code).toBe('VALIDATION_FAILED');
    }
    const endFirst = await send('POST', '/api/admin/merchants/lotus/content/announcements', {
      type: 'PL',
      texts: { en: { title: 'x', content: 'y' } },
      startDate: at(3),
      endDate: at(1),
    });
    expect(endFirst.json()).toMatchObject({
      error: {
        code: 'VALIDATION_FAILED',
        details: [{ pointer: '/endDate', key: 'cms.errors.endBeforeStart' }],
      },
    });
    const help = await send('POST', '/api/admin/merchants/lotus/content/help', {
      language: 'de',
      tag: 'faq',
      title: 'Hilfe',
      content: 'x',
    });
    expect(help.statusCode).toBe(400);
    const after = (
      await ctx.app.inject({ url: '/api/admin/merchants/lotus/content/promotions', headers: operator })
    ).json();
    expect(after).toEqual(before);
    expect((await send('POST', '/api/admin/merchants/nosuch/content/promotions', promo())).statusCode).toBe(
      404,
    );
  });

  it('strips script and handlers from HTML before storing it', async () => {
    const res = await send('POST', '/api/admin/merchants/lotus/content/promotions', {
      ...promo({ startDate: at(-1) }),
      texts: {
        en: {
          title: 'Clean',
          content:
            '<p onclick="steal()">Hi<script>alert(1)</script><img src="https://evil.example/t.png"><a href="javascript:alert(1)">x</a></p>',
        },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const stored = (res.json() as { texts: { en: { content: string } } }).texts.en.content;
    expect(stored).not.toMatch(/script|onclick|evil\.example|javascript:/);
    expect(stored).toContain('Hi');
    const served = (await playerPromotions('en')).find((p) => p.title === 'Clean');
    expect(served?.content).not.toMatch(/script|onclick/);
  });
});

describe('console content: announcements, banners, help', () => {
  it('removing a shared notice hides it for that merchant only; removing an own one deletes it', async () => {
    const notices = async (merchant: string) =>
      (
        (
          await ctx.app.inject({
            url: '/api/content/notices?language=vi',
            headers: { 'x-merchant-code': merchant },
          })
        ).json() as {
          list: { id: number; title: string }[];
        }
      ).list;
    const shared = (await notices('lotus'))[0]!;
    const res = await send('DELETE', `/api/admin/merchants/lotus/content/announcements/${shared.id}`);
    expect(res.json()).toEqual({ id: shared.id, removed: 'hidden' });
    expect((await notices('lotus')).map((n) => n.id)).not.toContain(shared.id);
    expect((await notices('demo')).map((n) => n.id)).toContain(shared.id);
    expect(
      (await send('DELETE', `/api/admin/merchants/lotus/content/announcements/${shared.id}`)).statusCode,
    ).toBe(404);

    const own = await send('POST', '/api/admin/merchants/lotus/content/announcements', {
      type: 'PL',
      texts: { vi: { title: 'Bảo trì hệ thống', content: '<p>02:00–03:00</p>' } },
      startDate: at(-0.1),
    });
    const id = (own.json() as { id: number }).id;
    expect((await notices('lotus')).map((n) => n.title)).toContain('Bảo trì hệ thống');
    expect((await send('DELETE', `/api/admin/merchants/lotus/content/announcements/${id}`)).json()).toEqual({
      id,
      removed: 'deleted',
    });
    expect((await notices('lotus')).map((n) => n.id)).not.toContain(id);
    const removed = (await audit()).filter((r) => r.action === 'contentRemoved');
    expect(removed.map((r) => r.detail)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'announcements', id: shared.id, removed: 'hidden', shared: true }),
        expect.objectContaining({ kind: 'announcements', id, removed: 'deleted', shared: false }),
      ]),
    );
  });

  it('editing a shared help topic gives the merchant its own copy', async () => {
    const list = (
      await ctx.app.inject({ url: '/api/admin/merchants/lotus/content/help', headers: operator })
    ).json() as {
      id: number;
      shared: boolean;
      language: string;
      tag: string;
    }[];
    const topic = list.find((t) => t.shared && t.language === 'en')!;
    const res = await send('PUT', `/api/admin/merchants/lotus/content/help/${topic.id}`, {
      language: 'en',
      tag: topic.tag,
      title: 'Lotus help',
      content: '<p>Ours</p>',
    });
    expect(res.statusCode, res.body).toBe(200);
    const copy = res.json() as { id: number; shared: boolean };
    expect(copy.shared).toBe(false);
    expect(copy.id).not.toBe(topic.id);
    const served = (
      (await ctx.app.inject({ url: '/api/content/help?lang=en', headers: lotus })).json() as {
        list: { title: string; tag: string }[];
      }
    ).list;
    expect(served.filter((t) => t.tag === topic.tag).map((t) => t.title)).toEqual(['Lotus help']);
    const demo = (
      (
        await ctx.app.inject({ url: '/api/content/help?lang=en', headers: { 'x-merchant-code': 'demo' } })
      ).json() as {
        list: { title: string }[];
      }
    ).list;
    expect(demo.map((t) => t.title)).not.toContain('Lotus help');
  });

  it('banners per type and language, on a schedule', async () => {
    const form = multipart({}, [{ field: 'image', name: 'b.png', type: 'image/png', bytes: PNG(200) }]);
    const upload = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/merchants/lotus/content/images',
      headers: { ...operator, ...form.headers },
      payload: form.payload,
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const { url } = upload.json() as { url: string };
    const picture = await ctx.app.inject({ url });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    const make = (type: string, startDate?: string) =>
      send('POST', '/api/admin/merchants/lotus/content/banners', {
        type,
        titles: { vi: `Banner ${type}` },
        imageUrl: url,
        link: '/m/activity',
        ...(startDate ? { startDate } : {}),
      });
    expect((await make('m_reg')).statusCode).toBe(201);
    expect((await make('m_login', at(1))).json()).toMatchObject({ state: 'scheduled' });
    const banners = async (type: string, lang: string) =>
      (
        (
          await ctx.app.inject({ url: `/api/content/banners?type=${type}&language=${lang}`, headers: lotus })
        ).json() as {
          list: { url: string; title: string }[];
        }
      ).list;
    expect(await banners('m_reg', 'vi')).toContainEqual({ url, title: 'Banner m_reg', link: '/m/activity' });
    expect((await banners('m_reg', 'en')).map((b) => b.url)).not.toContain(url);
    expect((await banners('m_login', 'vi')).map((b) => b.url)).not.toContain(url);
    expect(
      (
        await send('POST', '/api/admin/merchants/lotus/content/banners', {
          type: 'm_nowhere',
          titles: { vi: 'x' },
          imageUrl: url,
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('console content: pictures and roles', () => {
  const upload = (bytes: Buffer, type = 'image/png', headers = operator) => {
    const form = multipart({}, [{ field: 'image', name: 'x', type, bytes }]);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/admin/merchants/lotus/content/images',
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
  };

  it('accepts jpeg and png by their bytes; refuses the wrong type and oversize pictures', async () => {
    expect((await upload(JPEG(300), 'image/jpeg')).statusCode).toBe(201);
    const gif = await upload(GIF(300), 'image/png');
    expect(gif.statusCode).toBe(415);
    expect((gif.json() as { error: { code: string } }).error.code).toBe('IMAGE_TYPE_INVALID');
    const fake = await upload(Buffer.from('<svg onload="alert(1)"></svg>'), 'image/png');
    expect(fake.statusCode).toBe(415);
    const big = await upload(PNG(CONTENT_IMAGE_MAX_BYTES + 10));
    expect(big.statusCode).toBe(413);
    expect((big.json() as { error: { code: string } }).error.code).toBe('IMAGE_TOO_LARGE');
    const json = await send('POST', '/api/admin/merchants/lotus/content/images', { image: 'x' });
    expect(json.statusCode).toBe(415);
  });

  it('viewers and support read but cannot write; anonymous callers get 401', async () => {
    const list = await ctx.app.inject({
      url: '/api/admin/merchants/lotus/content/promotions',
      headers: viewer,
    });
    expect(list.statusCode).toBe(200);
    const [first] = list.json() as { id: number }[];
    for (const who of [viewer, support]) {
      expect(
        (await send('POST', '/api/admin/merchants/lotus/content/promotions', promo(), who)).statusCode,
      ).toBe(403);
      expect(
        (await send('PUT', `/api/admin/merchants/lotus/content/promotions/${first!.id}`, promo(), who))
          .statusCode,
      ).toBe(403);
      expect(
        (await send('DELETE', `/api/admin/merchants/lotus/content/promotions/${first!.id}`, undefined, who))
          .statusCode,
      ).toBe(403);
      expect((await upload(PNG(100), 'image/png', who)).statusCode).toBe(403);
    }
    expect(
      (await send('POST', `/api/admin/merchants/lotus/content/promotions/${first!.id}/preview`, {}, viewer))
        .statusCode,
    ).toBe(403);
    expect((await ctx.app.inject({ url: '/api/admin/merchants/lotus/content/banners' })).statusCode).toBe(
      401,
    );
    expect(
      (await send('POST', '/api/admin/merchants/lotus/content/banners', { type: 'bad' }, {})).statusCode,
    ).toBe(401);
  });
});

describe('console content: greeting popups and their call to action (issue 32 item 18)', () => {
  const basic = { 'x-merchant-code': 'basic' };
  const greetings = async (lang: string, headers = basic) =>
    (
      (
        await ctx.app.inject({ url: `/api/content/announcements?types=PU&language=${lang}`, headers })
      ).json() as {
        list: { id: number; title: string; execution?: string; cta?: { label: string; target: string } }[];
      }
    ).list;
  const popupBody = (over: Record<string, unknown> = {}) => ({
    type: 'PU',
    texts: {
      vi: { title: 'Nạp tiền nhận quà', content: '<p>Nạp ngay.</p>' },
      en: { title: 'Deposit for a gift', content: '<p>Deposit now.</p>' },
    },
    startDate: at(-0.1),
    execution: 'A',
    cta: { target: '/m/voucherCenter', labels: { vi: 'Nạp tiền', en: 'Deposit' } },
    ...over,
  });

  it('the seeded greetings carry their call to action, in the reader’s language', async () => {
    const vi = await greetings('vi');
    expect(vi.find((g) => g.execution === 'B' && g.cta?.target === 'register')?.cta?.label).toBe(
      'Đăng ký ngay',
    );
    const en = await greetings('en');
    expect(en.find((g) => g.cta?.target === 'register')?.cta?.label).toBe('Register now');
    for (const g of vi) expect(g.cta, g.title).toBeDefined();
  });

  it('an operator writes a greeting with its button; players read it per language', async () => {
    const res = await send('POST', '/api/admin/merchants/basic/content/announcements', popupBody());
    expect(res.statusCode, res.body).toBe(201);
    const item = res.json() as { id: number; execution: string; cta: unknown };
    expect(item.execution).toBe('A');
    expect(item.cta).toEqual({ target: '/m/voucherCenter', labels: { vi: 'Nạp tiền', en: 'Deposit' } });
    expect((await greetings('vi')).find((g) => g.id === item.id)).toMatchObject({
      execution: 'A',
      cta: { label: 'Nạp tiền', target: '/m/voucherCenter' },
    });
    expect((await greetings('en')).find((g) => g.id === item.id)?.cta?.label).toBe('Deposit');
    // Saved again without a button: none.
    const { cta: _none, ...plain } = popupBody();
    expect(
      (await send('PUT', `/api/admin/merchants/basic/content/announcements/${item.id}`, plain)).statusCode,
    ).toBe(200);
    expect((await greetings('vi')).find((g) => g.id === item.id)?.cta).toBeUndefined();
  });

  it('editing a shared greeting keeps its audience and button on the merchant’s copy', async () => {
    const list = (
      await ctx.app.inject({ url: '/api/admin/merchants/basic/content/announcements', headers: operator })
    ).json() as { id: number; shared: boolean; type: string; execution?: string; cta?: { target: string } }[];
    const shared = list.find((a) => a.shared && a.type === 'PU' && a.cta?.target === 'register')!;
    expect(shared.execution).toBe('B');
    const { id: _id, shared: _s, state: _st, ...body } = shared as unknown as Record<string, unknown>;
    const res = await send('PUT', `/api/admin/merchants/basic/content/announcements/${shared.id}`, body);
    expect(res.statusCode, res.body).toBe(200);
    const copy = res.json() as { id: number; shared: boolean; execution: string; cta: { target: string } };
    expect(copy).toMatchObject({ shared: false, execution: 'B', cta: { target: 'register' } });
    expect((await greetings('vi')).find((g) => g.id === copy.id)?.cta?.target).toBe('register');
  });

  it('refuses a target that is a script, another site or no page of the site, and a missing label, changing nothing', async () => {
    const before = (await greetings('vi')).length;
    for (const [cta, pointer, key] of [
      [{ target: 'javascript:alert(1)', labels: { vi: 'x', en: 'x' } }, '/cta/target', undefined],
      [{ target: 'https://evil.example/', labels: { vi: 'x', en: 'x' } }, '/cta/target', undefined],
      [{ target: '//evil.example/m/home', labels: { vi: 'x', en: 'x' } }, '/cta/target', undefined],
      [{ target: '/m/nowhere', labels: { vi: 'x', en: 'x' } }, '/cta/target', 'cms.errors.ctaTarget'],
      [{ target: 'register', labels: { vi: 'Đăng ký' } }, '/cta/labels/en', 'cms.errors.ctaLabelRequired'],
      [
        { target: 'register', labels: { vi: '  ', en: 'Register' } },
        '/cta/labels/vi',
        'cms.errors.ctaLabelRequired',
      ],
    ] as const) {
      const res = await send('POST', '/api/admin/merchants/basic/content/announcements', popupBody({ cta }));
      expect(res.statusCode, JSON.stringify(cta)).toBe(400);
      const error = (res.json() as { error: { code: string; details: { pointer?: string; key?: string }[] } })
        .error;
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.details.map((d) => d.pointer).join(' '), JSON.stringify(cta)).toContain(pointer);
      if (key) expect(error.details.map((d) => d.key)).toContain(key);
    }
    expect((await greetings('vi')).length).toBe(before);
  });
});
