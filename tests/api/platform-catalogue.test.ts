import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderCategories } from '../../core';
import { bearer, createTestApp, loginAs, type TestApp } from '../support/test-app';
import { deposit, payDeposit, payoutAccount, withdraw } from '../support/money';

/* The seeded catalogue and content, as the renderer reads them. */

let t: TestApp;
const D = { 'x-merchant-code': 'demo' };
const get = async (url: string, headers: Record<string, string> = D) =>
  (await t.app.inject({ method: 'GET', url, headers })).json();

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('catalogue', () => {
  it('has at least 650 games over every category and the vendors the spec names', async () => {
    const all = await get('/api/games?pageSize=200');
    expect(all.totalCount).toBeGreaterThanOrEqual(650);
    const { vendors } = await get('/api/games/vendors');
    const codes = vendors.map((v: { vassalage: string }) => v.vassalage);
    for (const v of [
      'JILI',
      'RTG',
      'PP',
      'PT',
      'AV',
      'AI',
      'IMES',
      'TF',
      'IA',
      'SV3',
      'DS88',
      'DIG',
      'WGB',
      'WS168',
      'TCG_LOTTO_VN',
      'TCG_SEA',
    ])
      expect(codes).toContain(v);
    for (const type of ['RNG', 'FISH', 'LIVE', 'SPORTS', 'PVP', 'LOTT', 'ELOTT'])
      expect((await get(`/api/games?gameType=${type}`)).totalCount, type).toBeGreaterThan(0);
    for (const classify of ['BG', 'JP', 'FeatureBuy', 'HOT', 'NEW'])
      expect((await get(`/api/games?gameClassify=${classify}`)).totalCount, classify).toBeGreaterThan(0);
    const flags = (await get('/api/games?pageSize=200&gameType=RNG')).games as {
      maintenance: boolean;
      supportPlay: number;
      new: boolean;
    }[];
    expect(
      flags.some((g) => g.maintenance) && flags.some((g) => g.supportPlay === 1) && flags.some((g) => g.new),
    ).toBe(true);
  });

  it('vendors group with core/vendor-grouping: esports and cockfight categories appear', async () => {
    const { vendors } = await get('/api/games/vendors');
    const store = t.store.get('demo')!.config;
    const groups = orderCategories(store, vendors).map((g) => g.category);
    expect(groups).toContain('ESPORTS');
    expect(groups).toContain('COCKFIGHT');
  });

  it('searches names in both languages without diacritics, and filters by minBet, minLine, isNew', async () => {
    const vi = await get('/api/games?gameName=rong%20vang&language=vi');
    expect(vi.totalCount).toBeGreaterThan(0);
    expect(vi.games.some((g: { gameName: string }) => g.gameName.startsWith('Rồng Vàng'))).toBe(true);
    const en = await get('/api/games?gameName=GOLDEN%20dragon&language=en&pageSize=200');
    expect(en.totalCount).toBeGreaterThan(0);
    expect(
      en.games.every((g: { gameName: string }) => g.gameName.toLowerCase().includes('golden dragon')),
    ).toBe(true);
    for (const g of (await get('/api/games?gameType=RNG&minBet=0.1&pageSize=200')).games)
      expect(g.minBet).toBeLessThanOrEqual(0.1);
    for (const g of (await get('/api/games?gameType=RNG&minLine=25&pageSize=200')).games)
      expect(g.minLine).toBeGreaterThanOrEqual(25);
    for (const g of (await get('/api/games?isNew=1&pageSize=200')).games) expect(g.new).toBe(true);
    const several = await get('/api/games?vassalage=PP,PT&pageSize=200');
    expect(new Set(several.games.map((g: { vassalage: string }) => g.vassalage))).toEqual(
      new Set(['PP', 'PT']),
    );
  });

  it('follows database changes: a catalogue_changed notification rebuilds the in-memory index', async () => {
    await t.db.query(`UPDATE games SET name_en = 'Zebra Zigzag Special' WHERE node_id = 3`);
    expect((await get('/api/games?gameName=zebra%20zigzag')).totalCount).toBe(0);
    await t.db.notify('catalogue_changed', 'test');
    await expect
      .poll(async () => (await get('/api/games?gameName=zebra%20zigzag')).totalCount, { timeout: 5_000 })
      .toBe(1);
  });

  it('pages past the end are empty, not an error', async () => {
    const res = await get('/api/games?gameType=FISH&pageNo=999');
    expect(res).toMatchObject({ games: [], pageNum: 999 });
  });

  it('hot games, lottery lists and menus, winners sorted by amount, game pictures', async () => {
    const hot = await get('/api/games/hot');
    expect(hot.list.length).toBeGreaterThan(8);
    expect(hot.list.every((g: { hot: boolean }) => g.hot)).toBe(true);
    const lott = await get('/api/games/lottery?gameType=ELOTT');
    expect(
      lott.list.every(
        (g: { gameType: string; gameClassifyNew?: string }) => g.gameType === 'ELOTT' && g.gameClassifyNew,
      ),
    ).toBe(true);
    const menu = await get('/api/games/lottery/menu');
    expect(menu.mapping.TCG_LOTTO_VN).toEqual(['LOTT']);
    const winners = (await get('/api/games/winners?limit=10')).list.map(
      (w: { vo: { winAmount: number } }) => w.vo.winAmount,
    );
    expect(winners).toEqual([...winners].sort((a, b) => b - a));
    const pic = await t.app.inject({ method: 'GET', url: '/api/games/1/picture.svg' });
    expect(pic.headers['content-type']).toContain('image/svg+xml');
    expect(pic.headers['cache-control']).toContain('immutable');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/games/999999/picture.svg' })).json().error.code,
    ).toBe('GAME_NOT_FOUND');
  });

  it('launch: lottery with prize mode, free play only where supported, maintenance refused', async () => {
    const token = await loginAs(t.app, 'demo_member', 'Demo1234');
    const elott = (await get('/api/games/lottery?gameType=ELOTT')).list.find(
      (g: { maintenance: boolean }) => !g.maintenance,
    );
    const l = (
      await t.app.inject({
        method: 'POST',
        url: '/api/games/launch',
        headers: bearer(token),
        payload: { nodeId: elott.nodeId },
      })
    ).json();
    expect(l).toMatchObject({ mode: 'lottery', prizeMode: 'Elott' });
    const rng = (await get('/api/games?gameType=RNG&pageSize=200')).games as {
      nodeId: number;
      supportPlay: number;
      maintenance: boolean;
    }[];
    const free = rng.find((g) => g.supportPlay === 1 && !g.maintenance)!;
    const noFree = rng.find((g) => g.supportPlay === 0 && !g.maintenance)!;
    const broken = rng.find((g) => g.maintenance)!;
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/games/launch',
          headers: bearer(token),
          payload: { nodeId: free.nodeId, free: true },
        })
      ).json(),
    ).toMatchObject({ free: true, mode: 'generic' });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/games/launch',
          headers: bearer(token),
          payload: { nodeId: noFree.nodeId, free: true },
        })
      ).json().error.code,
    ).toBe('FEATURE_UNAVAILABLE');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/games/launch',
          headers: bearer(token),
          payload: { nodeId: broken.nodeId },
        })
      ).json().error.code,
    ).toBe('GAME_MAINTENANCE');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/games/favourites',
          headers: bearer(token),
          payload: { nodeId: elott.nodeId },
        })
      ).json().error.code,
    ).toBe('FEATURE_UNAVAILABLE');
  });
});

describe('content', () => {
  it('banners of every banner type', async () => {
    for (const type of [
      'm_home',
      'm_rng',
      'm_sports',
      'm_pvp',
      'm_live',
      'm_fish',
      'm_lott',
      'm_elott',
      'm_reg',
      'm_login',
      'm_download',
    ]) {
      const { list } = await get(`/api/content/banners?type=${type}`);
      expect(list.length, type).toBeGreaterThan(0);
      expect(list[0].url).toMatch(/^\/api\/content\/art\//);
    }
  });

  it('announcements by type and group, sanitised, popups with execution A/B and rem sizes', async () => {
    const popups = (await get('/api/content/announcements?types=PU&groupName=m_home')).list as {
      execution: string;
      content: string;
    }[];
    expect(new Set(popups.map((p) => p.execution))).toEqual(new Set(['A', 'B']));
    expect(popups.some((p) => /font-size:0\.\d+rem/.test(p.content))).toBe(true);
    const all = (await get('/api/content/announcements?types=B,PL,PU,PR,H')).list as {
      content: string;
      type: string;
    }[];
    expect(new Set(all.map((a) => a.type))).toEqual(new Set(['B', 'PL', 'PU', 'PR', 'H']));
    expect(all.every((a) => !a.content.includes('<script'))).toBe(true);
    expect((await get('/api/content/popular')).list.length).toBeGreaterThan(0);
  });

  it('help in both languages with the terms topic; downloads, customer service, anchors', async () => {
    const vi = (await get('/api/content/help?lang=vi')).list;
    const en = (await get('/api/content/help?lang=en')).list;
    expect(vi.length).toBe(en.length);
    expect(en.find((h: { tag: string }) => h.tag === 'terms').title).toBe('Terms and conditions');
    expect(vi.find((h: { tag: string }) => h.tag === 'terms').title).toBe('Điều khoản và điều kiện');
    expect(
      (await get('/api/content/downloads')).list.map((d: { resourceType: string }) => d.resourceType),
    ).toContain('MOBILECONFIG');
    const cs = (await get('/api/content/customer-service')).list[0];
    expect(Buffer.from(cs.path, 'base64').toString()).toMatch(/^(\/|https:)/);
    expect((await get('/api/content/anchors?type=hot')).list.length).toBeGreaterThan(0);
  });

  it('promotion categories and the four Y/N combinations, with status labels in the language', async () => {
    const cats = (await get('/api/promotions/categories')).list;
    expect(cats.length).toBeGreaterThan(2);
    const promos = (await get('/api/promotions')).list as {
      imageRequired: string;
      remarkRequired: string;
      announcementImages: { sequence: number }[];
      status: string;
    }[];
    const combos = new Set(promos.map((p) => p.imageRequired + p.remarkRequired));
    expect(combos).toEqual(new Set(['YY', 'YN', 'NY', 'NN']));
    expect(promos.every((p) => p.announcementImages.some((i) => i.sequence === 1))).toBe(true);
    expect(promos.map((p) => p.status)).toEqual(expect.arrayContaining(['Join', 'Close', 'ComingSoon']));
    const byCat = (await get(`/api/promotions?categoryId=${cats[0].id}`)).list;
    expect(byCat.length).toBeLessThan(promos.length);
    const labels = (await get('/api/promotions/status?language=vi')).labels;
    expect(labels.find((l: { status: string }) => l.status === 'Join').label).toBe('Tham gia');
  });
});

describe('payments', () => {
  it('first paid deposit gets the bonus, the second does not; withdraw checks the payment password and the balance (minor units, VND)', async () => {
    const token = await loginAs(t.app, 'demo_agent', 'Demo1234');
    const h = bearer(token);
    const ch = await get('/api/payments/channels', h);
    expect(ch.firstDepositBonus).toMatchObject({ enabled: true, percent: 10, eligible: true });
    const start = (await get('/api/member/wallets', h)).member.sumBalance;
    expect(start).toBe(5_000_000);
    await payDeposit(t, h, 100_000);
    await payDeposit(t, h, 100_000);
    expect((await get('/api/payments/deposits', h)).list.map((o: { bonus: number }) => o.bonus)).toEqual([
      0, 10_000,
    ]);
    expect((await deposit(t.app, h, 1)).json().error.code).toBe('AMOUNT_OUT_OF_RANGE');
    expect((await deposit(t.app, h, 100_000.5)).json().error.code).toBe('VALIDATION_FAILED');
    const account = await payoutAccount(t.app, h);
    expect(
      (
        await withdraw(t.app, h, { amount: 60_000, payoutAccountId: account, paymentPassword: undefined })
      ).json().error.code,
    ).toBe('VALIDATION_FAILED');
    expect(
      (
        await withdraw(t.app, h, { amount: 60_000, payoutAccountId: account, paymentPassword: '000000' })
      ).json().error.code,
    ).toBe('PAYMENT_PASSWORD_INVALID');
    expect(
      (await withdraw(t.app, h, { amount: 5_210_000, payoutAccountId: account })).json().order,
    ).toMatchObject({ kind: 'withdraw', status: 'pending', amount: 5_210_000 });
    expect((await get('/api/member/wallets', h)).member).toMatchObject({ sumBalance: 0, held: 5_210_000 });
    expect((await withdraw(t.app, h, { amount: 60_000, payoutAccountId: account })).json().error.code).toBe(
      'INSUFFICIENT_BALANCE',
    );
  });
});
