import { expect, test, type Browser, type Page } from './fixtures';
import { apiLogin, bearer, consolePage, createMerchant } from './console-support';
import { Player } from './accounts-support';
import { SAMPLE_PNG } from './content-support';
import type { MerchantUnderTest } from './account-support';

/*
 * Issue 35, segments: an operator saves a segment in the console (members reading English: VIP level
 * 0 and up, language English), then a rollout (a red header), an announcement, a promotion and a home banner target
 * it by name. A member reading English sees all four; a guest reading English sees none (a guest is
 * never in a segment with a VIP bound). Console at 1440×900, the player at 390×844.
 */
const IP = '10.35.7.21';
test.use({ extraHTTPHeaders: { 'x-forwarded-for': IP } });
test.slow();

const RED = '#aa0000';
const headerColour = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-header').trim());

async function phone(browser: Browser, base: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
    extraHTTPHeaders: { 'x-forwarded-for': IP },
  });
  const page = await context.newPage();
  await page.goto(`${base}/m/home`);
  return page;
}

/** The player's choice of English, set before each page's own code runs (the app may write it too). */
const readsEnglish = (page: Page) =>
  page.context().addInitScript(() => localStorage.setItem('language', 'en'));

/** Saves the open review with a reason (the console's publish flow). */
async function confirmReview(page: Page, reason: string) {
  const review = page.getByRole('dialog');
  await review.getByLabel('Reason (shown in history and audit)').fill(reason);
  await review.getByRole('button', { name: 'Save for players' }).click();
  await expect(page.getByRole('status')).toContainText('Saved as version');
}

test('a segment made in the console is targeted by a rollout, an announcement, a promotion and a banner: members in it see them, a guest none', async ({
  browser,
  request,
}) => {
  const tag = Date.now().toString(36);
  const m = await createMerchant(request, { code: `sg-${tag}`, name: `Segments ${tag}` });
  const segmentName = `Members in English ${tag}`;
  const title = `VIP news ${tag}`;
  const everyone = `Open to all ${tag}`;
  const offer = `Members' weekend offer ${tag}`;
  const bannerTitle = `Members' banner ${tag}`;
  try {
    const session = await apiLogin(request);
    const desk = await consolePage(browser, session, 'en', { ip: IP });

    // 1. The segment, with pickers: lowest VIP level 0 of the merchant's own ladder (members only),
    // language English.
    await desk.goto(`/admin/merchants/${m.code}/segments`);
    await expect(desk.getByRole('heading', { level: 1 })).toHaveText(`Segments — ${m.name}`);
    await desk.getByRole('button', { name: 'New segment' }).click();
    await desk.getByLabel('Name', { exact: true }).fill(segmentName);
    await desk.getByLabel('Lowest VIP level').selectOption({ label: 'Level 0 · VIP0' });
    await desk.getByRole('checkbox', { name: 'English' }).check();
    await desk.getByRole('button', { name: 'Save and publish' }).click();
    await confirmReview(desk, 'Members who read English');
    const row = desk.getByRole('row', { name: new RegExp(segmentName) });
    await expect(row).toContainText('VIP 0 and up · English');
    await expect(row).toContainText('Not used');

    // 2. A rollout for the segment, chosen by its name.
    await desk.goto(`/admin/merchants/${m.code}/rollouts`);
    await desk.getByRole('button', { name: 'New rollout' }).click();
    await desk.getByLabel('Name', { exact: true }).fill(`red-${tag}`);
    await desk.locator('#ro-value-0').fill(RED);
    await desk.getByLabel('Segment (saved audience)').selectOption({ label: segmentName });
    await desk.getByRole('spinbutton', { name: 'Share of players (%)' }).fill('100');
    await desk.getByRole('button', { name: 'Save and publish' }).click();
    await confirmReview(desk, 'Red header for English-reading members');
    await expect(desk.getByRole('row', { name: new RegExp(`red-${tag}`) })).toContainText(
      `in “${segmentName}”`,
    );

    // 3. An announcement for the segment, made in the content section.
    await desk.goto(`/admin/content?merchant=${m.code}`);
    await desk.getByRole('tab', { name: 'Announcements' }).click();
    await desk.getByRole('button', { name: 'New announcement' }).click();
    const editor = desk.getByRole('dialog');
    await editor.getByLabel('Title').fill(title);
    const startNow = await desk.evaluate(() => {
      const d = new Date(Date.now() - 120_000);
      const p = (n: number) => String(n).padStart(2, '0');
      return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
    });
    await editor.getByLabel('Show from').fill(startNow);
    await editor.getByLabel('Who sees it').selectOption({ label: segmentName });
    await editor.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(editor).toBeHidden();
    // One for every player too: a page that shows it has loaded its notices.
    const open = await request.post(`/api/admin/merchants/${m.code}/content/announcements`, {
      headers: bearer(session),
      data: {
        type: 'PL',
        texts: { en: { title: everyone, content: '<p>x</p>' } },
        startDate: new Date(Date.now() - 120_000).toISOString(),
      },
    });
    expect(open.status(), await open.text()).toBe(201);

    // 3b. A promotion for the segment, from the same section.
    await desk.getByRole('tab', { name: 'Promotions' }).click();
    await desk.getByRole('button', { name: 'New promotion' }).click();
    const promo = desk.getByRole('dialog', { name: 'New promotion' });
    await promo.getByRole('textbox', { name: 'Title' }).fill(offer);
    await promo.getByLabel('Promotion starts').fill(startNow);
    await promo.getByLabel('Who sees it').selectOption({ label: segmentName });
    await promo.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(promo).toBeHidden();

    // 3c. A home banner for the segment, with its picture.
    await desk.getByRole('tab', { name: 'Banners' }).click();
    await desk.getByRole('button', { name: 'New banner' }).click();
    const bannerEditor = desk.getByRole('dialog', { name: 'New banner' });
    await bannerEditor.getByLabel('Text alternative (English)').fill(bannerTitle);
    await bannerEditor
      .locator('input[type="file"]')
      .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: SAMPLE_PNG });
    await expect(bannerEditor.getByRole('img', { name: 'Picture' })).toBeVisible();
    await bannerEditor.getByLabel('Who sees it').selectOption({ label: segmentName });
    await bannerEditor.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(bannerEditor).toBeHidden();
    // The list says whom it is for.
    await expect(desk.getByRole('row', { name: new RegExp(bannerTitle) })).toContainText(
      `For “${segmentName}” only`,
    );

    // 4. The segment is in use now: deleting it is refused with words naming who uses it.
    await desk.goto(`/admin/merchants/${m.code}/segments`);
    await desk.getByRole('button', { name: `Delete ${segmentName}` }).click();
    await expect(desk.getByRole('alert')).toHaveText(
      `“${segmentName}” cannot be deleted: rollout “red-${tag}”, announcement “${title}”, promotion “${offer}”, banner “${bannerTitle}” use it. Change them first.`,
    );

    // 5. A member reading English: in the segment, so the red header and the announcement.
    const base = new URL(m.playerUrl).origin;
    const memberPage = await phone(browser, base);
    const member = new Player(memberPage, { code: m.code, base } as unknown as MerchantUnderTest);
    await member.registerForm();
    await member.confirmRegistered();
    await readsEnglish(memberPage);
    await memberPage.goto(`${base}/m/notice`);
    await expect(memberPage.getByText(everyone)).toBeVisible();
    await expect(memberPage.getByText(title)).toBeVisible();
    await expect.poll(() => headerColour(memberPage)).toBe(RED);
    await memberPage.goto(`${base}/m/activity`);
    await expect(memberPage.getByText(offer)).toBeVisible();
    await memberPage.goto(`${base}/m/home`);
    await expect(memberPage.locator(`img[alt="${bannerTitle}"]`)).toBeAttached();

    // 6. A guest reading English: never in a segment with a VIP bound.
    const guest = await phone(browser, base);
    await readsEnglish(guest);
    await guest.goto(`${base}/m/notice`);
    await expect(guest.getByText(everyone)).toBeVisible();
    await expect(guest.getByText(title)).toHaveCount(0);
    expect(await headerColour(guest)).not.toBe(RED);
    // The guest's promotions page lists the merchant's offers for everyone, not the members' one.
    const listed = guest.waitForResponse((r) => new URL(r.url()).pathname === '/api/promotions');
    await guest.goto(`${base}/m/activity`);
    const offers = (await (await listed).json()) as { list: { title: string }[] };
    expect(offers.list.map((p) => p.title)).not.toContain(offer);
    await expect(guest.getByText(offer)).toHaveCount(0);
    const banners = guest.waitForResponse((r) => new URL(r.url()).pathname === '/api/content/banners');
    await guest.goto(`${base}/m/home`);
    const home = (await (await banners).json()) as { list: { title: string }[] };
    expect(home.list.map((b) => b.title)).not.toContain(bannerTitle);
    await expect(guest.locator(`img[alt="${bannerTitle}"]`)).toHaveCount(0);
  } finally {
    m.remove();
  }
});
