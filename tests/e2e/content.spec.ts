import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { t as tr } from '../../locales/node';
import { closePopups } from './account-support';
import { SAMPLE_GIF, SAMPLE_PNG, TOO_LARGE_PNG } from './content-support';
import { baseOf, configOf, ROOT, signInMember } from './lobby-support';

const MERCHANTS = ['demo', 'lotus'] as const;
type Code = (typeof MERCHANTS)[number];
interface Promo {
  id: number;
  title: string;
  status: string;
  imageRequired: string;
  remarkRequired: string;
}

async function promotions(request: APIRequestContext, code: Code, lang: string): Promise<Promo[]> {
  const res = await request.get(`${ROOT}/api/promotions`, {
    headers: { 'X-Merchant-Code': code, 'Accept-Language': lang },
  });
  return ((await res.json()) as { list: Promo[] }).list;
}

const langOf = async (request: APIRequestContext, code: Code) =>
  (await configOf(request, code)).defaultLanguage;
const open = async (page: Page, code: Code, path: string, lang: string) => {
  await page.goto(`${baseOf(code)}${path}`);
  await closePopups(page, lang);
};

for (const code of MERCHANTS) {
  test.describe(`content screens on ${code}`, () => {
    test(`${code}: a guest opens promotions, a detail by ?id, and is sent to /m/activity from /m/applyReward`, async ({
      page,
      request,
    }) => {
      const lang = await langOf(request, code);
      const l = (k: string, p?: Record<string, unknown>) => tr(lang, k, p);
      const list = await promotions(request, code, lang);
      const first = list[0]!;
      await open(page, code, '/m/activity', lang);
      await expect(
        page.getByRole('tablist', { name: l('content.categories') }).getByRole('tab'),
      ).not.toHaveCount(0);
      await expect(page.getByRole('heading', { name: first.title, level: 3 })).toBeVisible();
      // A guest's Join opens the login popup.
      await page.getByRole('button', { name: l('content.joinOf', { title: first.title }) }).click();
      await expect(page.getByRole('dialog', { name: l('titles.login') })).toBeVisible();
      await closePopups(page, lang);
      // Read more opens the detail; ?id= in the address opens it directly; closing returns to /m/activity.
      await page.getByRole('link', { name: l('content.readMoreOf', { title: first.title }) }).click();
      await expect(page.getByRole('dialog', { name: first.title })).toBeVisible();
      await page.goto(`${baseOf(code)}/m/activityDetail?id=${list[1]!.id}`);
      const detail = page.getByRole('dialog', { name: list[1]!.title });
      await expect(detail).toBeVisible();
      await expect(
        detail.getByText(l('content.longTerm')).or(detail.getByText(/\d{2} \S+( \S+)? \d{4}/).first()),
      ).toBeVisible();
      await detail.getByRole('button', { name: l('common.close') }).click();
      await expect(page).toHaveURL(/\/m\/activity$/);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await page.goto(`${baseOf(code)}/m/applyReward?id=${first.id}`);
      await expect(page).toHaveURL(/\/m\/activity$/);
    });

    test(`${code}: a member joins, applies with remarks and pictures (too large and wrong type refused), and sees Applying`, async ({
      page,
      request,
    }) => {
      const lang = await langOf(request, code);
      const l = (k: string, p?: Record<string, unknown>) => tr(lang, k, p);
      const promo = (await promotions(request, code, lang)).find(
        (p) => p.imageRequired === 'Y' && p.remarkRequired === 'Y' && p.status === 'Join',
      )!;
      await signInMember(page, request, code);
      await open(page, code, '/m/activity', lang);
      // An unknown promotion id sends the member to /m/activity too.
      await page.goto(`${baseOf(code)}/m/applyReward?id=999999`);
      await expect(page).toHaveURL(/\/m\/activity$/);
      await page.getByRole('button', { name: l('content.joinOf', { title: promo.title }) }).click();
      const claim = page.getByRole('button', { name: l('content.claimOf', { title: promo.title }) });
      await expect(claim).toHaveText(l('content.status.Claim'));
      await claim.click();
      await expect(page).toHaveURL(new RegExp(`/m/applyReward\\?id=${promo.id}$`));
      const submit = page.getByRole('button', { name: l('content.apply.submit') });
      await expect(submit).toBeDisabled();
      await page.getByRole('textbox', { name: l('content.apply.remarks') }).fill('Receipt 20261123');
      // Both required: remarks alone keep submit disabled.
      await expect(submit).toBeDisabled();
      const picker = page.getByLabel(l('content.apply.addPicture'));
      const toasts = page.getByRole('status').filter({ hasText: /\S/ });
      await picker.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: TOO_LARGE_PNG });
      await expect(
        toasts.getByText(l('content.apply.activity_apply_remark_limit3', { size: 5 })),
      ).toBeVisible();
      await picker.setInputFiles({ name: 'animated.gif', mimeType: 'image/gif', buffer: SAMPLE_GIF });
      await expect(toasts.getByText(l('content.apply.activity_image_type'))).toBeVisible();
      await expect(page.getByRole('img', { name: l('content.apply.picture', { index: 1 }) })).toHaveCount(0);
      await picker.setInputFiles([
        { name: 'receipt.png', mimeType: 'image/png', buffer: SAMPLE_PNG },
        { name: 'win.jpg', mimeType: 'image/jpeg', buffer: SAMPLE_PNG },
      ]);
      await expect(page.getByRole('img', { name: l('content.apply.picture', { index: 2 }) })).toBeVisible();
      // Remove one and add it back: the preview list follows.
      await page.getByRole('button', { name: l('content.apply.removePicture', { index: 2 }) }).click();
      await expect(page.getByRole('img', { name: l('content.apply.picture', { index: 2 }) })).toHaveCount(0);
      await picker.setInputFiles({ name: 'win.png', mimeType: 'image/png', buffer: SAMPLE_PNG });
      await expect(submit).toBeEnabled();
      const sent = page.waitForResponse(
        (r) => r.url().endsWith(`/api/promotions/${promo.id}/reward`) && r.request().method() === 'POST',
      );
      await submit.click();
      expect(((await (await sent).json()) as { status: string }).status).toBe('Applying');
      await expect(page).toHaveURL(/\/m\/activity$/);
      const card = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: promo.title, level: 3 }) });
      await expect(card.getByText(l('content.status.Applying'), { exact: true })).toBeVisible();
    });

    test(`${code}: a member reads an announcement and the unread count drops; a query value pre-opens a notice`, async ({
      page,
      request,
    }) => {
      const lang = await langOf(request, code);
      const l = (k: string, p?: Record<string, unknown>) => tr(lang, k, p);
      await signInMember(page, request, code);
      const marked: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'POST' && /\/api\/content\/announcements\/\d+\/read$/.test(r.url()))
          marked.push(r.url());
      });
      await open(page, code, '/m/notice', lang);
      const list = page.getByRole('list', { name: l('content.notice.list') });
      const heads = list.getByRole('button');
      const total = await heads.count();
      expect(total).toBeGreaterThan(2);
      await expect(page.getByText(l('content.notice.unreadCount', { count: total }))).toBeVisible();
      await heads.nth(1).click();
      await expect(heads.nth(1)).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByText(l('content.notice.unreadCount', { count: total - 1 }))).toBeVisible();
      // Closing and opening again marks nothing twice: the next notice opened is the second mark sent.
      await heads.nth(1).click();
      await heads.nth(1).click();
      await heads.nth(2).click();
      await expect(page.getByText(l('content.notice.unreadCount', { count: total - 2 }))).toBeVisible();
      expect(marked).toHaveLength(2);
      expect(new Set(marked).size).toBe(2);
      await list.getByRole('link', { name: l('content.notice.openDetail') }).click();
      await expect(page).toHaveURL(/\/m\/noticeDetail\?id=\d+$/);
      await expect(page.getByRole('main').getByText(/^\d{4}-\d{2}-\d{2}$/)).toBeVisible();
      await page.goto(`${baseOf(code)}/m/notice?index=2`);
      await expect(
        page
          .getByRole('list', { name: l('content.notice.list') })
          .getByRole('button')
          .nth(2),
      ).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByText(l('content.notice.unreadCount', { count: total - 2 }))).toBeVisible();
    });

    test(`${code}: help opens by tag, by index, and the login form's terms link opens the terms`, async ({
      page,
      request,
    }) => {
      const lang = await langOf(request, code);
      const l = (k: string) => tr(lang, k);
      const res = await request.get(`${ROOT}/api/content/help`, {
        params: { lang },
        headers: { 'X-Merchant-Code': code },
      });
      const topics = ((await res.json()) as { list: { title: string; tag: string }[] }).list;
      const terms = topics.find((x) => x.tag === 'terms')!;
      const tabs = page.getByRole('tablist', { name: l('content.help.topics') });
      await open(page, code, '/m/help?tag=terms', lang);
      await expect(tabs.getByRole('tab', { name: terms.title })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel', { name: terms.title })).toBeVisible();
      await page.goto(`${baseOf(code)}/m/helpDetail?i=1`);
      await expect(tabs.getByRole('tab', { name: topics[1]!.title })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await tabs.getByRole('tab', { name: topics[0]!.title }).click();
      await expect(page.getByRole('tabpanel', { name: topics[0]!.title })).toBeVisible();
      await open(page, code, '/m/login', lang);
      await page.getByRole('link', { name: l('account.termsLink') }).click();
      await expect(page).toHaveURL(/\/m\/help\?tag=terms$/);
      await expect(tabs.getByRole('tab', { name: terms.title })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByText(tr(lang, 'common.comingSoon'))).toHaveCount(0);
    });
    test(`${code}: the download page in the merchant language; the iOS Safari guide and old-iOS text only on iOS Safari`, async ({
      page,
      request,
      browser,
    }) => {
      const lang = await langOf(request, code);
      const l = (k: string, p?: Record<string, unknown>) => tr(lang, k, p);
      const config = await configOf(request, code);
      const res = await request.get(`${ROOT}/api/content/downloads`, {
        headers: { 'X-Merchant-Code': code },
      });
      const list = ((await res.json()) as { list: { resourceType: string; url: string }[] }).list;
      const url = (type: string) => list.find((d) => d.resourceType === type)!.url;
      await open(page, code, '/m/download', lang);
      await expect(page.getByRole('heading', { name: l('titles.download'), level: 1 })).toBeVisible();
      await expect(
        page.getByRole('heading', { name: l('content.download.hero', { name: config.name }) }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: l('home.iosProfile') })).toHaveAttribute(
        'href',
        url('MOBILECONFIG'),
      );
      // An app link shows only for a resource that exists (issue 17: no store app, no dead link).
      if (list.some((d) => d.resourceType === 'ANDROID'))
        await expect(page.getByRole('link', { name: l('home.androidDownload') })).toHaveAttribute(
          'href',
          url('ANDROID'),
        );
      else await expect(page.getByRole('link', { name: l('home.androidDownload') })).toHaveCount(0);
      await expect(page.getByText(l('home.addToHome'), { exact: true })).toHaveCount(0);
      await expect(page.getByText(tr(lang, 'common.comingSoon'))).toHaveCount(0);
      const ios = await browser.newContext({
        userAgent:
          'Mozilla/5.0 (iPhone; CPU iPhone OS 12_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.0 Mobile/15E148 Safari/604.1',
        viewport: { width: 390, height: 844 },
      });
      const iosPage = await ios.newPage();
      await open(iosPage, code, '/m/download', lang);
      await expect(iosPage.getByText(l('home.addToHome'), { exact: true })).toBeVisible();
      await expect(iosPage.getByText(l('home.oldIosHint'))).toBeVisible();
      await ios.close();
    });
  });
}

test('live streams: the footer chat entry (CBS3) lists anchors; a member launches a chat and lands in its room; guests log in first', async ({
  page,
  request,
}) => {
  const lang = await langOf(request, 'demo');
  const l = (k: string, p?: Record<string, unknown>) => tr(lang, k, p);
  const hot = (
    (await (
      await request.get(`${ROOT}/api/content/anchors`, {
        params: { type: 'hot' },
        headers: { 'X-Merchant-Code': 'demo' },
      })
    ).json()) as { list: { name: string }[] }
  ).list;
  await open(page, 'demo', '/m/live', lang);
  const tabs = page.getByRole('tablist', { name: l('content.live.tabs') });
  await tabs.getByRole('tab', { name: l('content.live.focus') }).click();
  await expect(page.getByText(l('content.live.followLogin'))).toBeVisible();
  await tabs.getByRole('tab', { name: l('content.live.hot') }).click();
  // The button reads as the anchor's name, room kind, viewers and "chat".
  await page.getByRole('button', { name: new RegExp(`^${hot[0]!.name} .+ ${l('menu.liveChat')}$`) }).click();
  await expect(page.getByRole('dialog', { name: l('titles.login') })).toBeVisible();

  await signInMember(page, request, 'demo');
  // From a screen without greeting popups (home opens them when it settles), the footer chat entry.
  await open(page, 'demo', '/m/activity', lang);
  await page
    .getByRole('navigation', { name: l('menu.footer') })
    .getByRole('button', { name: l('menu.liveChat') })
    .click();
  await expect(page).toHaveURL(/\/m\/live$/);
  await tabs.getByRole('tab', { name: l('content.live.focus') }).click();
  await expect(page.getByRole('tabpanel').getByRole('button').first()).toBeVisible();
  const launch = page.waitForRequest((r) => r.url().endsWith('/api/content/chat/launch'));
  await tabs.getByRole('tab', { name: l('content.live.promo') }).click();
  await page.getByRole('tabpanel').getByRole('button').first().click();
  const body = (await launch).postDataJSON() as Record<string, unknown>;
  const config = await configOf(request, 'demo');
  expect(body).toEqual({
    b2c: 1,
    backUrl: '/m/live',
    headerColor: config.theme.colors.header,
    title: config.name,
    template: 'v2',
  });
  await expect(page).toHaveURL(/\/demo\/chat\?t=/);
  await expect(page.getByRole('heading', { name: tr(lang, 'platform.demo.chatTitle') })).toBeVisible();
});
