import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

/*
 * Issue 32: the seeded members' greeting ("Welcome back") promised a login gift that no merchant
 * offers (its button goes to the promotions). A fresh data folder is seeded with words that say what
 * the button shows; migration 119 gives a data folder seeded before them the same words, unless an
 * operator changed the greeting.
 */
const MIGRATION = readFileSync(
  new URL('../../platform-api/db/migrations/119_welcome_back_text.sql', import.meta.url),
  'utf8',
);
const OLD = {
  vi: '<p style="font-size:28px">Nhận quà đăng nhập hôm nay!</p>',
  en: '<p style="font-size:28px">Claim today\'s login gift!</p>',
};
const greeting = async (db: TestApp['db']) =>
  (
    await db.query<{ content_vi: string; content_en: string }>(
      "SELECT content_vi, content_en FROM announcements WHERE merchant_code IS NULL AND type = 'PU' AND title_en = 'Welcome back'",
    )
  )[0]!;

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

describe('the "welcome back" greeting promises no gift', () => {
  it('a fresh data folder is seeded with words about the offers its button opens', async () => {
    const g = await greeting(ctx.db);
    expect(g.content_vi).toContain('Ưu đãi hôm nay');
    expect(g.content_en).toContain("Today's offers");
    expect(`${g.content_vi} ${g.content_en}`).not.toMatch(/quà|gift/i);
  });

  it('migration 119 rewrites the old seeded words, and leaves a greeting an operator changed', async () => {
    const update = (vi: string, en: string) =>
      ctx.db.query(
        "UPDATE announcements SET content_vi = $1, content_en = $2 WHERE merchant_code IS NULL AND type = 'PU' AND title_en = 'Welcome back'",
        [vi, en],
      );
    await update(OLD.vi, OLD.en);
    await ctx.db.exec(MIGRATION);
    expect((await greeting(ctx.db)).content_en).toContain("Today's offers");

    await update('<p>Quà của chúng tôi</p>', '<p>Our own gift</p>');
    await ctx.db.exec(MIGRATION);
    expect(await greeting(ctx.db)).toEqual({
      content_vi: '<p>Quà của chúng tôi</p>',
      content_en: '<p>Our own gift</p>',
    });
  });
});
