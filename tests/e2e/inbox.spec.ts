import { expect, test } from './fixtures';
import { formatMoney } from '../../core/money';
import { t as tr } from '../../locales/node';
import { closePopups } from './account-support';
import { baseOf, configOf, registerMember, ROOT } from './lobby-support';
import { seriousViolations } from './axe';
import { memberShot, operatorHeaders } from './member-support';

/*
 * The member inbox (spec §3 unread counts, §7 inbox unread), demo and lotus: an operator's decisions
 * reach the member as messages; the member centre's entry carries the unread count; opening a
 * message shows its words in the player's language and lowers the count; "mark all as read" clears
 * it everywhere. Screenshots go to $MEMBER_SHOTS_DIR when it is set.
 */
test.use({ bypassCSP: true, extraHTTPHeaders: { 'x-forwarded-for': '10.12.0.7' } });
const shot = memberShot;
const operator = operatorHeaders;

for (const code of ['demo', 'lotus'] as const) {
  test(`${code}: operator decisions arrive in the inbox; the unread badge follows reading`, async ({
    page,
    request,
  }) => {
    const config = await configOf(request, code);
    const lang = config.defaultLanguage;
    const base = baseOf(code);
    const s = await registerMember(request, code);
    const headers = { Authorization: `Bearer ${s.token}`, 'X-Merchant-Code': code };
    await page.addInitScript(
      (value) => localStorage.setItem('MC_SESSION_INFO', value),
      JSON.stringify({
        state: {
          session: {
            token: s.token,
            merchantCode: code,
            userName: s.userName,
            type: s.type,
            hasPassword: true,
          },
        },
        version: 0,
      }),
    );
    const op = await operator(request);
    const amounts = code === 'demo' ? [30_000, 75_000] : [500, 1_250];
    for (const amount of amounts) {
      const granted = await request.post(`${ROOT}/api/admin/merchants/${code}/rewards`, {
        headers: op,
        data: { username: s.userName, amount, title: `E2E ${amount}` },
      });
      expect(granted.ok()).toBe(true);
    }
    const unread = async () =>
      ((await (await request.get(`${ROOT}/api/member/unread`, { headers })).json()) as { inbox: number })
        .inbox;
    expect(await unread()).toBe(2);

    // The member centre's inbox entry carries the count.
    await page.goto(`${base}/m/member/home`);
    await closePopups(page, lang);
    const entries = page.getByRole('navigation', { name: tr(lang, 'member.centre.entries') });
    const entry = entries.getByRole('button', { name: tr(lang, 'menu.inbox') });
    await expect(entry.getByLabel(tr(lang, 'menu.unread', { count: 2 }))).toHaveText('2');
    await entry.scrollIntoViewIfNeeded();
    await shot(page, `${code}-member-home-badge`);
    await entry.click();

    await expect(page).toHaveURL(/\/m\/inbox$/);
    const main = page.getByRole('main', { name: tr(lang, 'titles.inbox') });
    const list = main.getByRole('list', { name: tr(lang, 'member.inbox.list') });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(main.getByText(tr(lang, 'member.inbox.unreadCount', { count: 2 }))).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, `${code}-inbox`);

    // Newest first: opening it shows the amount in the merchant's currency and marks it read.
    const newest = list.getByRole('listitem').first();
    const head = newest.getByRole('button', { name: tr(lang, 'member.inbox.kinds.rewardGranted.title') });
    await expect(head).toHaveAttribute('aria-expanded', 'false');
    await head.click();
    await expect(head).toHaveAttribute('aria-expanded', 'true');
    await expect(
      newest.getByText(
        tr(lang, 'member.inbox.kinds.rewardGranted.body', {
          amount: formatMoney(config.currency, amounts[1]!, lang),
        }),
      ),
    ).toBeVisible();
    await expect(newest.getByText(`E2E ${amounts[1]}`)).toBeVisible();
    await expect(main.getByText(tr(lang, 'member.inbox.unreadCount', { count: 1 }))).toBeVisible();
    await expect.poll(unread).toBe(1);
    await shot(page, `${code}-inbox-open`);

    // Mark all as read: the count and the button say so; the member centre's badge is gone.
    const markAll = main.getByRole('button', { name: tr(lang, 'member.inbox.markAll') });
    await markAll.click();
    await expect(main.getByText(tr(lang, 'member.inbox.unreadCount', { count: 0 }))).toBeVisible();
    await expect(markAll).toBeDisabled();
    await expect.poll(unread).toBe(0);
    // The count this screen asks for on arrival is settled before the next message is sent.
    const asked = page.waitForResponse((r) => r.url().includes('/api/member/unread'));
    await page.goto(`${base}/m/member/home`);
    expect(((await (await asked).json()) as { inbox: number }).inbox).toBe(0);
    await closePopups(page, lang);
    await expect(entries.getByRole('button', { name: tr(lang, 'menu.inbox') })).toBeVisible();
    await expect(entries.locator('.ui-badge')).toHaveCount(0);

    // A message that arrives while the site is open shows on the next screen that carries the count
    // (spec §7: unread asked again, throttled to 250 ms), with no reload.
    const late = await request.post(`${ROOT}/api/admin/merchants/${code}/rewards`, {
      headers: op,
      data: { username: s.userName, amount: amounts[0] },
    });
    expect(late.ok()).toBe(true);
    await entries.getByRole('button', { name: tr(lang, 'menu.settings') }).click();
    await expect(page).toHaveURL(/\/m\/set$/);
    await expect(page.getByRole('main', { name: tr(lang, 'titles.set') })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/m\/member\/home$/);
    await expect(
      entries
        .getByRole('button', { name: tr(lang, 'menu.inbox') })
        .getByLabel(tr(lang, 'menu.unread', { count: 1 })),
    ).toHaveText('1');
  });
}

test('a guest who opens /m/inbox is sent home (members only)', async ({ page }) => {
  await page.goto(`${baseOf('demo')}/m/inbox`);
  await expect(page).toHaveURL(/\/m\/home$/);
});
