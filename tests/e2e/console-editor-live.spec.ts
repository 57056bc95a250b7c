import { expect, test, type APIRequestContext, type Browser, type Page } from './fixtures';
import { join } from 'node:path';
import { seriousViolations } from './axe';
import {
  apiLogin,
  OPERATOR,
  bearer,
  consolePage as openConsole,
  createMerchant as createOwnMerchant,
  type Session,
} from './console-support';

/*
 * Issue 35 item 8: an open editor follows a publish made elsewhere (here: the operator's own
 * scheduled change going live) without a reload. With nothing unsaved it moves to the new version
 * and the next save goes through; with unsaved edits it keeps them, says a newer version is live,
 * and the save's conflict names the scheduled change as the operator's own, then merges.
 */
test.use({
  viewport: { width: 1440, height: 900 },
  deviceScaleFactor: 1,
  isMobile: false,
  hasTouch: false,
  extraHTTPHeaders: { 'x-forwarded-for': '10.16.0.8' },
});

const IP = '10.16.0.8';
const createMerchant = (request: APIRequestContext, tag: string) =>
  createOwnMerchant(request, {
    code: `live-${tag}-${Date.now().toString(36)}`,
    name: `Live ${tag}`,
    flags: { CBS3: false, captcha: false },
  });
const consolePage = (browser: Browser, session: Session, language: 'vi' | 'en') =>
  openConsole(browser, session, language, { ip: IP, bypassCSP: true });

/** The live version, and a change turning CBS3 on scheduled `ms` ahead through the API by the same operator. */
async function scheduleCbs3(request: APIRequestContext, op: Session, code: string, ms: number) {
  const live = (await (
    await request.get(`/api/admin/merchants/${code}/config`, { headers: bearer(op) })
  ).json()) as { version: number; document: Record<string, unknown> };
  const at = Date.now() + ms;
  const res = await request.post(`/api/admin/merchants/${code}/changes`, {
    headers: bearer(op),
    data: {
      document: { ...live.document, flags: { ...(live.document.flags as object), CBS3: true } },
      baseVersion: live.version,
      reason: 'e2e: live chat on schedule',
      publishAt: new Date(at).toISOString(),
    },
  });
  expect(res.status()).toBe(200);
  expect(((await res.json()) as { status: string }).status).toBe('scheduled');
  return { at, version: live.version + 1 };
}

const SHOTS = process.env.SHOTS_DIR ?? 'test-results/console-editor-live-shots';
const shot = (page: Page, name: string) =>
  page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });

const liveVersion = async (request: APIRequestContext, op: Session, code: string) =>
  (
    (await (await request.get(`/api/admin/merchants/${code}/config`, { headers: bearer(op) })).json()) as {
      version: number;
    }
  ).version;

test('an open editor with nothing unsaved moves to the version the operator’s schedule published; the next save goes through', async ({
  browser,
  request,
}) => {
  const m = await createMerchant(request, 'clean');
  const op = await apiLogin(request);
  try {
    const page = await consolePage(browser, op, 'en');
    const before = await liveVersion(request, op, m.code);
    await page.goto(`/admin/merchants/${m.code}`);
    await expect(page.getByText(`Editing version ${before}.`)).toBeVisible();

    const { at, version } = await scheduleCbs3(request, op, m.code, 3000);
    // Without a reload: the head and a notice say the scheduled version is what is edited now.
    await expect(page.getByText(`Editing version ${version}.`)).toBeVisible({
      timeout: at - Date.now() + 8000,
    });
    await expect(page.getByRole('status').filter({ hasText: `Version ${version} went live` })).toContainText(
      'scheduled by you',
    );
    // How long after its time the open editor showed it (the poll is every 3 s).
    test.info().annotations.push({ type: 'followed after (ms)', description: String(Date.now() - at) });
    await shot(page, 'en-followed');
    await page.getByRole('tab', { name: 'Flags' }).click();
    await expect(page.getByRole('switch', { name: /CBS3/ })).toBeChecked();

    // An edit now saves on the new version: no conflict.
    await page.getByRole('switch', { name: /captcha/ }).check();
    await page.getByRole('button', { name: 'Review and save' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Reason (shown in history and audit)').fill('e2e: captcha after the schedule');
    await dialog.getByRole('button', { name: 'Save for players' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `Saved as version ${version + 1}` }),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(await liveVersion(request, op, m.code)).toBe(version + 1);
    await page.context().close();
  } finally {
    m.remove();
  }
});

test('unsaved edits are kept when the operator’s scheduled change goes live (vi): a notice offers the merge, the conflict names their own schedule', async ({
  browser,
  request,
}) => {
  const m = await createMerchant(request, 'dirty');
  const op = await apiLogin(request);
  try {
    const page = await consolePage(browser, op, 'vi');
    const before = await liveVersion(request, op, m.code);
    await page.goto(`/admin/merchants/${m.code}`);
    await page.getByRole('tab', { name: 'Cờ tính năng' }).click();
    await page.getByRole('switch', { name: /captcha/ }).check();

    const { at, version } = await scheduleCbs3(request, op, m.code, 3000);
    const newer = page.getByRole('status').filter({ hasText: `Phiên bản ${version} đã được áp dụng` });
    await expect(newer).toBeVisible({ timeout: at - Date.now() + 8000 });
    // The edit is kept, on the version it was made on.
    await expect(page.getByText(`Đang sửa phiên bản ${before}.`)).toBeVisible();
    await expect(page.getByRole('switch', { name: /captcha/ })).toBeChecked();

    // Saving anyway: the conflict says it was the operator's own schedule, not "someone".
    await page.getByRole('button', { name: 'Xem lại và lưu' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Lý do (hiện trong lịch sử và nhật ký)').fill('e2e: captcha');
    await dialog.getByRole('button', { name: 'Lưu cho người chơi' }).click();
    const conflict = page.getByRole('alert').filter({ hasText: `phiên bản ${version}` });
    await expect(conflict).toContainText(
      `Thay đổi đã hẹn giờ của bạn đã được áp dụng thành phiên bản ${version}`,
    );
    await expect(conflict).not.toContainText(OPERATOR.username);
    await shot(page, 'vi-conflict-own-schedule');
    expect(await seriousViolations(page)).toEqual([]);

    await conflict.getByRole('button', { name: /Áp thay đổi của tôi/ }).click();
    await expect(page.getByText(`Đang sửa phiên bản ${version}.`)).toBeVisible();
    await expect(page.getByRole('switch', { name: /CBS3/ })).toBeChecked();
    await expect(page.getByRole('switch', { name: /captcha/ })).toBeChecked();
    await page.getByRole('button', { name: 'Xem lại và lưu' }).click();
    await dialog.getByLabel('Lý do (hiện trong lịch sử và nhật ký)').fill('e2e: captcha');
    await dialog.getByRole('button', { name: 'Lưu cho người chơi' }).click();
    await expect(page.getByRole('status').filter({ hasText: `phiên bản ${version + 1}` })).toBeVisible();
    expect(await liveVersion(request, op, m.code)).toBe(version + 1);
    await page.context().close();
  } finally {
    m.remove();
  }
});

test('the newer-version notice offers the merge before saving: the scheduled change and my edit both go live, no refusal', async ({
  browser,
  request,
}) => {
  const m = await createMerchant(request, 'merge');
  const op = await apiLogin(request);
  try {
    const page = await consolePage(browser, op, 'en');
    const before = await liveVersion(request, op, m.code);
    await page.goto(`/admin/merchants/${m.code}`);
    await page.getByRole('tab', { name: 'Flags' }).click();
    await page.getByRole('switch', { name: /captcha/ }).check();

    const { at, version } = await scheduleCbs3(request, op, m.code, 3000);
    const newer = page.getByRole('status').filter({ hasText: `Version ${version} went live` });
    await expect(newer).toContainText(`scheduled by you`, { timeout: at - Date.now() + 8000 });
    await expect(newer).toContainText(`after version ${before}`);
    await expect(page.getByText(`Editing version ${before}.`)).toBeVisible();
    await shot(page, 'en-newer-unsaved');
    expect(await seriousViolations(page)).toEqual([]);

    await newer.getByRole('button', { name: 'See what changed and merge my edits' }).click();
    const panel = page.getByRole('alert').filter({ hasText: 'A newer version went live meanwhile' });
    await expect(panel).toContainText(`Your scheduled change went live as version ${version}`);
    await expect(panel).toContainText('CBS3');
    await shot(page, 'en-merge-offered');
    await panel.getByRole('button', { name: 'Apply my edits to their version and review again' }).click();
    await expect(page.getByText(`Editing version ${version}.`)).toBeVisible();
    await expect(newer).toHaveCount(0);
    await expect(page.getByRole('switch', { name: /CBS3/ })).toBeChecked();
    await expect(page.getByRole('switch', { name: /captcha/ })).toBeChecked();

    await page.getByRole('button', { name: 'Review and save' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Reason (shown in history and audit)').fill('e2e: captcha, merged');
    await dialog.getByRole('button', { name: 'Save for players' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `Saved as version ${version + 1}` }),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    const flags = (
      (await (await request.get(`/api/merchants/${m.code}/config`)).json()) as {
        flags: Record<string, boolean>;
      }
    ).flags;
    expect([flags.CBS3, flags.captcha]).toEqual([true, true]);
    await page.context().close();
  } finally {
    m.remove();
  }
});
