import { expect, test, type APIRequestContext, type Browser, type Page } from './fixtures';
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import { join } from 'node:path';
import {
  apiLogin,
  OPERATOR,
  bearer,
  consolePage as openConsole,
  createMerchant as createOwnMerchant,
  type Session,
} from './console-support';

/*
 * Issue 16, safe publishing at a desktop size: a scheduled publish reaches an open player page on
 * time, maintenance needs a second operator, a webhook receiver gets the signed publish event, and a
 * disabled operator's open session is refused. Each test works on a merchant of its own.
 */
test.use({
  viewport: { width: 1440, height: 900 },
  deviceScaleFactor: 1,
  isMobile: false,
  hasTouch: false,
  extraHTTPHeaders: { 'x-forwarded-for': '10.16.0.3' },
});

const IP = '10.16.0.3';
const createMerchant = (request: APIRequestContext, tag: string) =>
  createOwnMerchant(request, {
    code: `p-${tag}-${Date.now().toString(36)}`,
    name: `Publish ${tag}`,
    flags: { CBS3: false },
  });
const consolePage = (browser: Browser, session: Session, language: 'vi' | 'en') =>
  openConsole(browser, session, language, { ip: IP });

/** A second operator (created by the first), logged in. */
async function newOperator(request: APIRequestContext, op: Session, tag: string) {
  const user = { username: `e2e-${tag}-${Date.now().toString(36)}`, password: `${tag}-password-12345` };
  const res = await request.post('/api/admin/users', {
    headers: bearer(op),
    data: { ...user, role: 'operator' },
  });
  expect(res.status()).toBe(201);
  return { id: ((await res.json()) as { id: string }).id, session: await apiLogin(request, user) };
}

const SHOTS = process.env.SHOTS_DIR ?? 'test-results/console-publishing-shots';
const shot = (page: Page, name: string) =>
  page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });

test('an operator schedules a publish 5 s ahead in Vietnamese; an open player page changes within 2 s of that time', async ({
  browser,
  request,
}) => {
  const m = await createMerchant(request, 'sched');
  try {
    const player = await (
      await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'vi-VN' })
    ).newPage();
    await player.goto(m.playerUrl);
    const footer = player.getByRole('navigation', { name: 'Điều hướng chính' });
    await footer.getByRole('button').first().waitFor();
    await expect(footer).not.toContainText('Chat');

    const page = await consolePage(browser, await apiLogin(request), 'vi');
    await page.goto(`/admin/merchants/${m.code}`);
    await page.getByRole('tab', { name: 'Cờ tính năng' }).click();
    await page.getByRole('switch', { name: /CBS3/ }).check();
    await page.getByRole('button', { name: 'Xem lại và lưu' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Lý do (hiện trong lịch sử và nhật ký)').fill('Bật chat trực tuyến theo lịch');
    await dialog.getByRole('radio', { name: 'Vào lúc đã hẹn' }).check();
    // Five seconds ahead, in the browser's own time zone (what the field shows).
    const at = Math.ceil((Date.now() + 5000) / 1000) * 1000;
    const local = await page.evaluate((ms) => {
      const d = new Date(ms);
      const p = (n: number) => String(n).padStart(2, '0');
      return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
    }, at);
    await dialog.getByLabel('Ngày và giờ (múi giờ của bạn)').fill(local);
    await shot(page, 'vi-schedule-review');
    await dialog.getByRole('button', { name: 'Hẹn giờ áp dụng' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Đã hẹn giờ' })).toBeVisible();
    expect(Date.now()).toBeLessThan(at);
    // Saved, not live: the player page is unchanged until the time comes.
    await expect(footer).not.toContainText('Chat');
    await expect(footer).toContainText('Chat', { timeout: at - Date.now() + 2000 });
    const seen = Date.now();
    expect(seen).toBeGreaterThanOrEqual(at - 100);
    expect(seen - at).toBeLessThanOrEqual(2000);
    // The history says why.
    await page.goto(`/admin/merchants/${m.code}/history`);
    await expect(page.getByText('Lý do: Bật chat trực tuyến theo lịch')).toBeVisible();
    await page.context().close();
    await player.context().close();
  } finally {
    m.remove();
  }
});

test('maintenance needs a second operator’s approval; the author’s own approval is refused', async ({
  browser,
  request,
}) => {
  const m = await createMerchant(request, 'four');
  const op = await apiLogin(request);
  const second = await newOperator(request, op, 'approver');
  try {
    const page = await consolePage(browser, op, 'en');
    await page.goto(`/admin/merchants/${m.code}`);
    await page.getByRole('tab', { name: 'Danger zone' }).click();
    await page.getByRole('switch', { name: /maintenance/i }).check();
    await page.getByRole('button', { name: 'Review and save' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('a second operator must approve it');
    await dialog.getByLabel('Reason (shown in history and audit)').fill('Provider upgrade tonight');
    await dialog.getByLabel(`Type the merchant code ${m.code} to confirm`).fill(m.code);
    await dialog.getByRole('button', { name: 'Submit for approval' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Sent for approval' })).toBeVisible();
    const live = async () =>
      (await (await request.get(`/api/merchants/${m.code}/config`)).json()).status.maintenance;
    expect(await live()).toBe(false);

    // The author sees it waiting, without an approve button; the API refuses their approval too.
    await page.getByRole('link', { name: 'Changes' }).click();
    const mine = page.getByRole('listitem').filter({ hasText: m.name });
    await expect(mine).toContainText('You wrote this change');
    await expect(mine.getByRole('button', { name: /Approve/ })).toHaveCount(0);
    const changes = (await (
      await request.get(`/api/admin/merchants/${m.code}/changes?status=pending`, { headers: bearer(op) })
    ).json()) as { id: number }[];
    const self = await request.post(`/api/admin/merchants/${m.code}/changes/${changes[0]!.id}/approve`, {
      headers: bearer(op),
      data: {},
    });
    expect(self.status()).toBe(403);
    expect((await self.json()).error.code).toBe('SELF_APPROVAL');
    expect(await live()).toBe(false);

    // The second operator reviews what changes for players and approves.
    const other = await consolePage(browser, second.session, 'en');
    await other.goto('/admin/changes');
    const card = other.getByRole('listitem').filter({ hasText: m.name });
    await expect(card).toContainText('Maintenance ON');
    await expect(card).toContainText('Reason: Provider upgrade tonight');
    await shot(other, 'en-approvals');
    await card
      .getByRole('button', { name: `Approve and publish change #${changes[0]!.id} of ${m.name}` })
      .click();
    await expect(
      other.getByRole('status').filter({ hasText: `Change #${changes[0]!.id} approved` }),
    ).toBeVisible();
    expect(await live()).toBe(true);
    await other.evaluate(() => localStorage.setItem('console.language', 'vi'));
    await other.reload();
    await expect(other.getByRole('heading', { name: 'Thay đổi và phê duyệt' })).toBeVisible();
    await shot(other, 'vi-approvals');
    await page.context().close();
    await other.context().close();
  } finally {
    m.remove();
  }
});

test('a webhook receiver on localhost gets the signed publish event', async ({ browser, request }) => {
  const m = await createMerchant(request, 'hook');
  const received: { headers: IncomingMessage['headers']; body: string }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.end('ok');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/receiver`;
  try {
    const op = await apiLogin(request);
    const page = await consolePage(browser, op, 'en');
    await page.goto('/admin/integrations');
    await page.getByLabel('Merchant', { exact: true }).selectOption(m.code);
    await page.getByLabel('Receiver address').fill(url);
    await page.getByRole('button', { name: 'Add webhook' }).click();
    const secret = (await page.locator('.secret-once code').innerText()).trim();
    expect(secret).toMatch(/^whsec_/);

    const cfg = await (
      await request.get(`/api/admin/merchants/${m.code}/config`, { headers: bearer(op) })
    ).json();
    const put = await request.put(`/api/admin/merchants/${m.code}/config`, {
      headers: { ...bearer(op), 'if-match': `"${cfg.version}"` },
      data: { ...cfg.document, name: `${m.name} hooked` },
    });
    expect(put.status()).toBe(200);
    await expect.poll(() => received.length, { timeout: 10_000 }).toBeGreaterThan(0);
    const r = received[0]!;
    const ts = String(r.headers['x-webhook-timestamp']);
    expect(r.headers['x-webhook-signature']).toBe(
      `sha256=${createHmac('sha256', secret).update(`${ts}.${r.body}`).digest('hex')}`,
    );
    expect(JSON.parse(r.body)).toMatchObject({
      event: 'publish',
      merchant: m.code,
      data: { version: cfg.version + 1, author: OPERATOR.username },
    });
    // The delivery log shows it.
    await expect(page.getByRole('table')).toContainText('Delivered', { timeout: 10_000 });
    await shot(page, 'en-integrations');
    await page.getByLabel('Console language').selectOption('vi');
    await expect(page.getByRole('table')).toContainText('Đã gửi');
    await shot(page, 'vi-integrations');
    await page.context().close();
  } finally {
    server.close();
    m.remove();
  }
});

test('a disabled operator’s open session is refused', async ({ browser, request }) => {
  const op = await apiLogin(request);
  const doomed = await newOperator(request, op, 'doomed');
  const page = await consolePage(browser, doomed.session, 'en');
  await page.goto('/admin/changes');
  await expect(page.getByRole('heading', { name: 'Changes and approvals' })).toBeVisible();
  const off = await request.post(`/api/admin/users/${doomed.id}/disable`, { headers: bearer(op) });
  expect(off.status()).toBe(200);
  // The open tab's next call is refused: the console returns to its login form.
  await page.getByRole('link', { name: 'Merchants' }).click();
  await expect(page.getByLabel('Username')).toBeVisible();
  expect((await request.get('/api/admin/me', { headers: bearer(doomed.session) })).status()).toBe(401);
  await page.context().close();
});

test('a draft saved on the server is reopened from Changes, edited again, saved in place, then published', async ({
  browser,
  request,
}) => {
  const m = await createMerchant(request, 'draft');
  const op = await apiLogin(request);
  try {
    const page = await consolePage(browser, op, 'en');
    // A draft: the name changed, saved only.
    await page.goto(`/admin/merchants/${m.code}`);
    const name = page.getByRole('textbox', { name: /^Brand name/ });
    await name.fill('Draft name one');
    await page.getByRole('button', { name: 'Review and save' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Save as draft (not live)' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved as draft' })).toBeVisible();

    // Changes → open it in the editor: the saved document is back, marked as that draft.
    await page.getByRole('link', { name: 'Changes' }).click();
    const card = page.getByRole('listitem').filter({ hasText: m.name });
    await card.getByRole('link', { name: /Open draft #\d+ of/ }).click();
    await expect(page).toHaveURL(/\?change=\d+$/);
    await expect(page.getByRole('status').filter({ hasText: 'You are editing saved draft' })).toBeVisible();
    await expect(name).toHaveValue('Draft name one');
    await shot(page, 'en-reopened-draft');

    // Edited again and saved into the same draft: still not live, one draft on the server.
    await name.fill('Draft name two');
    await page.getByRole('button', { name: 'Review and save' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Save as draft (not live)' }).click();
    await expect(page.getByRole('status').filter({ hasText: /Draft #\d+ saved/ })).toBeVisible();
    const drafts = (await (
      await request.get(`/api/admin/merchants/${m.code}/changes?status=draft`, { headers: bearer(op) })
    ).json()) as { id: number }[];
    expect(drafts).toHaveLength(1);
    const live = async () => (await (await request.get(`/api/merchants/${m.code}/config`)).json()).name;
    expect(await live()).toBe(m.name);

    // Published from the editor with a reason: live as edited.
    await page.getByRole('button', { name: 'Review and save' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Reason (shown in history and audit)').fill('New brand name');
    await dialog.getByRole('button', { name: 'Save for players' }).click();
    await expect.poll(live).toBe('Draft name two');
    // The draft is done: the editor edits the live version from now on.
    await expect(page.getByRole('status').filter({ hasText: 'You are editing saved draft' })).toHaveCount(0);
    await page.context().close();
  } finally {
    m.remove();
  }
});
