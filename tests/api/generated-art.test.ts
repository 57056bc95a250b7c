import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

/* Generated art (issue 17): drawn from the merchant's theme, in the player's language, cached immutably. */

let t: TestApp;
/** Art is cached immutably, except art that states a figure of the merchant JSON (issue 32): revalidated. */
const svg = async (url: string, merchant: string, cache = 'immutable') => {
  const r = await t.app.inject({ method: 'GET', url, headers: { 'x-merchant-code': merchant } });
  expect(r.statusCode).toBe(200);
  expect(r.headers['content-type']).toContain('image/svg+xml');
  expect(r.headers['cache-control']).toContain(cache);
  return r.body;
};

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('generated art', () => {
  it('a game picture writes no game name (the tile says it, in the player language), in the merchant theme', async () => {
    const game = (
      await t.app.inject({
        method: 'GET',
        url: '/api/games?pageSize=1&language=vi',
        headers: { 'x-merchant-code': 'demo' },
      })
    ).json().games[0];
    const en = (
      await t.app.inject({
        method: 'GET',
        url: '/api/games?pageSize=1&language=en',
        headers: { 'x-merchant-code': 'demo' },
      })
    ).json().games[0];
    expect(game.nodeId).toBe(en.nodeId);
    const vi = await svg(`/api/games/${game.nodeId}/picture.svg?lang=vi&t=x`, 'demo');
    const english = await svg(`/api/games/${game.nodeId}/picture.svg?lang=en&t=x`, 'demo');
    const upper = (s: string) => s.toUpperCase().split(' ')[0]!;
    // Issue 32: the name was printed twice (on the picture and under it), and in English on a
    // Vietnamese game page: the picture has no words of its own now, so both languages draw the same.
    expect(vi).not.toContain(upper(game.gameName));
    expect(english).not.toContain(upper(en.gameName));
    expect(vi).toBe(english);
    // Theme colours: demo's gold primary, lotus's pink.
    expect(vi).toContain('#f5b82e');
    const lotus = await svg(`/api/games/${game.nodeId}/picture.svg?lang=vi&t=y`, 'lotus');
    expect(lotus).toContain('#e0569b');
    expect(lotus).not.toContain('#f5b82e');
  });

  it('every game has its own picture (no two of the first 60 alike)', async () => {
    const list = (
      await t.app.inject({
        method: 'GET',
        url: '/api/games?pageSize=60&language=en',
        headers: { 'x-merchant-code': 'demo' },
      })
    ).json().games as { nodeId: number }[];
    const pictures = await Promise.all(
      list.map((g) => svg(`/api/games/${g.nodeId}/picture.svg?lang=en`, 'demo')),
    );
    expect(new Set(pictures).size).toBe(list.length);
  });

  it('a banner has its headline in the language asked, the brand, and a button readable on the primary', async () => {
    // m-home-1 states the first-deposit bonus: it follows the config, so it is revalidated.
    const vi = await svg('/api/content/art/m-home-1.svg?lang=vi&t=a', 'lotus', 'no-cache');
    const en = await svg('/api/content/art/m-home-1.svg?lang=en&t=a', 'lotus', 'no-cache');
    expect(vi).toContain('NẠP ĐẦU');
    // The figure is lotus's own (merchants/lotus.json payments.firstDepositBonus.percent: 15), issue 32 item 11.
    expect(en).toContain('+15% FIRST');
    expect(vi).toContain('+15% NẠP ĐẦU');
    expect(en).toContain('>DEPOSIT<');
    expect(en).toContain('LOTUS PALACE');
    // Lotus's button text colour (dark on pink), never the old yellow button.
    expect(en).toContain('#2a0619');
    expect(en).not.toContain('hsl(45');
  });

  it('promotion art draws no fake button (issue 32 item 16: "XEM CHI TIẾT" was painted into the picture)', async () => {
    for (const key of ['promo-1', 'promo-2-detail', 'promo-3'])
      for (const lang of ['vi', 'en']) {
        const art = (
          await t.app.inject({
            method: 'GET',
            url: `/api/content/art/${key}.svg?lang=${lang}`,
            headers: { 'x-merchant-code': 'demo' },
          })
        ).body;
        expect(art).toContain('<svg');
        expect(art).not.toContain('XEM CHI TIẾT');
        expect(art).not.toContain('DETAILS');
        // The headline is still drawn; no pill-shaped button (rx="24") under it.
        expect(art).not.toMatch(/rx="24"/);
      }
  });

  it("art asked for without a language comes in the merchant's default language, whatever the browser says", async () => {
    const viTitle = (
      await t.app.inject({
        method: 'GET',
        url: '/api/content/art/promo-2.svg?lang=vi',
        headers: { 'x-merchant-code': 'demo' },
      })
    ).body;
    for (const headers of [{}, { 'accept-language': 'en-US,en;q=0.9' }]) {
      const r = await t.app.inject({
        method: 'GET',
        url: '/api/content/art/promo-2.svg',
        headers: { 'x-merchant-code': 'demo', ...headers },
      });
      expect(r.statusCode).toBe(200);
      expect(r.body).toBe(viTitle);
    }
  });

  it('refuses an unknown language or a malformed theme version', async () => {
    for (const q of ['lang=fr', 't=NOT-OK'])
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/content/art/m-home-1.svg?${q}`,
            headers: { 'x-merchant-code': 'demo' },
          })
        ).statusCode,
      ).toBe(400);
  });

  it('the seeded banners describe what their art says', async () => {
    const r = (
      await t.app.inject({
        method: 'GET',
        url: '/api/content/banners?type=m_home&language=vi',
        headers: { 'x-merchant-code': 'demo' },
      })
    ).json();
    expect(r.list[0].title).toContain('+10% NẠP ĐẦU');
  });
});
