import { expect, test, type APIRequestContext } from './fixtures';
import { configOf, ROOT, signInMember } from './lobby-support';
import { MERCHANTS, tr, type MerchantUnderTest } from './account-support';
import type { MerchantConfig } from '../../schemas';

// Its own client address: failed logins elsewhere in the suite (one IP, 127.0.0.1) would raise
// the per-IP captcha threshold here (the app trusts the loopback proxy's X-Forwarded-For).
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.32.1.1' } });

/*
 * Issue 32 items 10–13: every figure a screen states comes from the merchant JSON. Each test reads
 * the figure from the merchant's config (the config server's answer, defaults filled) and looks for
 * that same figure on every screen that shows it, for demo, lotus and basic.
 */
test.describe.configure({ mode: 'default' });

type Code = MerchantUnderTest['code'];
const langOf = (c: MerchantConfig) => c.defaultLanguage ?? 'vi';

/** A text that starts with a figure, not preceded by another digit ("5 a day" is not found in "15 a day"). */
const figureText = (text: string) => new RegExp(`(^|[^0-9])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** Withdrawals a day at VIP level `level`, read straight from the merchant JSON's withdraw rule. */
function dailyCountAt(c: MerchantConfig, level: number): number {
  const w = c.payments.withdraw as { dailyCount: number; dailyCountByVipLevel?: number[] };
  return w.dailyCountByVipLevel?.[level] ?? w.dailyCount;
}

for (const m of MERCHANTS) {
  test(`${m.code}: withdrawals a day are the merchant JSON's figure on the withdraw and VIP pages`, async ({
    page,
    request,
  }) => {
    const config = await configOf(request, m.code);
    const lang = langOf(config);
    const headers = await signInMember(page, request, m.code);
    const acc = await request.post(`${ROOT}/api/payments/payout-accounts`, {
      headers,
      data: { bankName: 'ACB', accountNumber: '12345678', holderName: 'Test Player' },
    });
    expect(acc.ok()).toBe(true);

    // A new member is on the lowest level: the withdraw page states that level's figure.
    await page.goto(`${m.base}/m/withdraw`);
    const count0 = dailyCountAt(config, 0);
    await expect(
      page.getByText(figureText(tr(lang, 'member.vip.benefit.dailyWithdrawals', { count: count0 }))),
    ).toBeVisible();

    if (config.flags.vipBenefit === false) return;
    // The VIP page states every level's figure from the same rule.
    const vip = (await (await request.get(`${ROOT}/api/member/vip`, { headers })).json()) as {
      levels: { level: number; labelId: string }[];
    };
    await page.goto(`${m.base}/m/member/benefits`);
    const ladder = page.locator('.mb-ladder > li');
    await expect(ladder).toHaveCount(vip.levels.length);
    for (const [i, l] of vip.levels.entries()) {
      await expect(ladder.nth(i)).toContainText(l.labelId);
      await expect(ladder.nth(i)).toContainText(
        figureText(tr(lang, 'member.vip.benefit.dailyWithdrawals', { count: dailyCountAt(config, l.level) })),
      );
    }
  });
}

const BONUS_WORDS = /nạp đầu|first[- ]deposit/i;
const PERCENTS = /(\d+(?:[.,]\d+)?)\s?%/g;

/** The percentages stated by the lines of `text` that speak of the first-deposit bonus. */
function bonusPercents(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => BONUS_WORDS.test(line))
    .flatMap((line) => [...line.matchAll(PERCENTS)].map((x) => `${x[1]!.replace(',', '.')}%`));
}

/** The words drawn on a generated picture, on one line (a headline may wrap over two text lines). */
async function artText(request: APIRequestContext, code: Code, url: string, lang: string): Promise<string> {
  const svg = await (
    await request.get(`${ROOT}${url}`, { params: { lang }, headers: { 'X-Merchant-Code': code } })
  ).text();
  return [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((x) => x[1]).join(' ');
}

async function expectBonusFigure(text: string, expected: string | undefined, where: string) {
  const found = bonusPercents(text);
  if (expected === undefined)
    expect(found, `${where}: no first-deposit figure without the bonus`).toEqual([]);
  else {
    expect(found.length, `${where}: states the first-deposit figure`).toBeGreaterThan(0);
    expect(new Set(found), `${where}: every first-deposit figure is the config's`).toEqual(
      new Set([expected]),
    );
  }
}

for (const m of MERCHANTS) {
  test(`${m.code}: the first-deposit bonus figure is the merchant JSON's on cashier, banners, notices and promotions`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const config = await configOf(request, m.code);
    const lang = langOf(config);
    const rule = config.payments.firstDepositBonus;
    const expected = rule.enabled ? `${rule.percent}%` : undefined;
    await signInMember(page, request, m.code);

    // The cashier.
    await page.goto(`${m.base}/m/voucherCenter`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (expected)
      await expect(
        page.getByText(tr(lang, 'money.deposit.bonusTitle', { percent: rule.percent })).first(),
      ).toBeVisible();
    await expectBonusFigure(await page.locator('main').innerText(), expected, 'cashier');

    // The home banners' art and their text alternatives.
    const banners = (await (
      await request.get(`${ROOT}/api/content/banners`, {
        params: { type: 'm_home', language: lang },
        headers: { 'X-Merchant-Code': m.code },
      })
    ).json()) as { list: { url: string; title: string }[] };
    const art: string[] = [];
    for (const b of banners.list) {
      art.push(await artText(request, m.code, b.url, lang), b.title);
    }
    await expectBonusFigure(art.join('\n'), expected, 'home banners');

    // Notices (list and the bonus notice's detail).
    await page.goto(`${m.base}/m/notice`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectBonusFigure(await page.locator('main').innerText(), expected, 'notices');
    const notices = (await (
      await request.get(`${ROOT}/api/content/notices`, {
        params: { language: lang },
        headers: { 'X-Merchant-Code': m.code },
      })
    ).json()) as { list: { title: string; content: string }[] };
    await expectBonusFigure(
      notices.list.map((n) => `${n.title}\n${n.content.replace(/<[^>]+>/g, '')}`).join('\n'),
      expected,
      'notice texts',
    );

    // Promotions (list and detail).
    await page.goto(`${m.base}/m/activity`);
    await expect(page.locator('.ct-cards, .ui-empty').first()).toBeVisible();
    await expectBonusFigure(await page.locator('main').innerText(), expected, 'promotions');
    const promos = (await (
      await request.get(`${ROOT}/api/promotions`, {
        params: { language: lang },
        headers: { 'X-Merchant-Code': m.code },
      })
    ).json()) as { list: { id: number; title: string; announcementImages: { url: string }[] }[] };
    const bonus = promos.list.find((p) => BONUS_WORDS.test(p.title));
    if (!expected) return expect(bonus, 'no first-deposit promotion without the bonus').toBeUndefined();
    expect(bonus).toBeDefined();
    await page.goto(`${m.base}/m/activityDetail?id=${bonus!.id}`);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expectBonusFigure(await dialog.innerText(), expected, 'promotion detail');
    const promoArt: string[] = [];
    for (const img of bonus!.announcementImages) {
      promoArt.push(await artText(request, m.code, img.url, lang));
    }
    await expectBonusFigure(promoArt.join('\n'), expected, 'promotion art');
  });
}

for (const m of MERCHANTS) {
  test(`${m.code}: the minimum age is the merchant JSON's on the register checkbox and in the terms`, async ({
    page,
    request,
  }) => {
    const config = await configOf(request, m.code);
    const lang = langOf(config);
    const age = config.ageLimit;
    await page.goto(`${m.base}/m/register`);
    await expect(page.getByText(tr(lang, 'account.termsPrefix', { age }))).toBeVisible();

    await page.goto(`${m.base}/m/help?tag=terms`);
    const body = page.locator('main');
    await expect(body).toContainText(String(age));
    const ages = [...(await body.innerText()).matchAll(/(\d+)\s*(?:tuổi|or older|\+)/g)].map((x) =>
      Number(x[1]),
    );
    expect(ages.length).toBeGreaterThan(0);
    expect(new Set(ages)).toEqual(new Set([age]));
  });
}

for (const code of ['demo', 'lotus'] as const) {
  test(`${code}: an unknown promotion says it does not exist and leads back to the list`, async ({
    page,
    request,
  }) => {
    const m = MERCHANTS.find((x) => x.code === code)!;
    const lang = langOf(await configOf(request, code));
    await page.goto(`${m.base}/m/activityDetail?id=99999`);
    const dialog = page.getByRole('dialog', { name: tr(lang, 'content.promotionNotFound') });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(tr(lang, 'content.promotionNotFoundText'));
    await dialog.getByRole('button', { name: tr(lang, 'content.allPromotions') }).click();
    await expect(page).toHaveURL(/\/m\/activity$/);
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.locator('.ct-cards > li').first()).toBeVisible();
  });
}
