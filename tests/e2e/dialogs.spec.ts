import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from './fixtures';
import { seriousViolations } from './axe';
import { closeHomePopups, vi } from './lobby-support';

/*
 * Issue 33: every dialog of both apps, with the keyboard only. Each is opened from its control
 * (focused, then Enter); focus is inside it, Tab cycles within it (never reaching the page behind),
 * axe finds nothing serious with it open, Escape closes it and focus is back on the control.
 * Console dialogs at 1366×900, the player's popups at 390×844. A screenshot of each open dialog goes
 * to DIALOG_SHOTS (default test-results/dialog-shots).
 */
test.use({ bypassCSP: true, extraHTTPHeaders: { 'x-forwarded-for': '10.33.4.7' } });

const SHOTS = process.env.DIALOG_SHOTS ?? 'test-results/dialog-shots';
mkdirSync(SHOTS, { recursive: true });
const OPERATOR = { username: 'e2e-operator', password: 'e2e-operator-password-1' };
const BASE = process.env.E2E_BASE_URL!;

type Session = { token: string; user: { id: string; username: string; role: string } };
async function apiLogin(request: APIRequestContext): Promise<Session> {
  const res = await request.post('/api/admin/login', { data: OPERATOR });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Session;
}
const bearer = (s: Session) => ({ authorization: `Bearer ${s.token}` });

/** A merchant of this suite's own (a copy of demo), removed at the end of its test. */
async function createMerchant(request: APIRequestContext, tag: string) {
  const dir = process.env.E2E_MERCHANTS_DIR!;
  const code = `d-${tag}-${Date.now().toString(36)}`;
  const doc = JSON.parse(readFileSync(join(dir, 'demo.json'), 'utf8')) as Record<string, unknown>;
  const file = join(dir, `${code}.json`);
  const host = `${code}.localhost:${new URL(BASE).port}`;
  writeFileSync(file, JSON.stringify({ ...doc, code, name: `Dialogs ${tag}`, hosts: [host] }, null, 2));
  await expect
    .poll(async () => (await request.get(`/api/merchants/${code}/config`)).status(), { timeout: 5000 })
    .toBe(200);
  return { code, remove: () => unlinkSync(file) };
}

async function consolePage(browser: Browser, session: Session): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 900 },
    deviceScaleFactor: 1,
    isMobile: false,
    hasTouch: false,
    bypassCSP: true,
    extraHTTPHeaders: { 'x-forwarded-for': '10.33.4.7' },
  });
  await context.addInitScript((s) => {
    sessionStorage.setItem('console.session', JSON.stringify(s));
    localStorage.setItem('console.language', 'en');
  }, session);
  return context.newPage();
}

/** Where focus is: inside the open modal dialog, on the page behind it, or nowhere (the body). */
const focusPlace = (page: Page) =>
  page.evaluate(() => {
    const a = document.activeElement;
    if (!a || a === document.body) return 'none';
    const open = [...document.querySelectorAll('dialog[open]')];
    return open.length > 0 && a.closest('dialog') === open[open.length - 1] ? 'dialog' : 'page';
  });

/**
 * Opens the dialog from `opener` with Enter, then checks it as the issue asks; `name` is its
 * accessible name (its title). Returns with the dialog closed and focus back on the opener.
 */
async function checkDialog(page: Page, opener: Locator, name: string | RegExp, shot: string) {
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect(dialog).not.toHaveAttribute('aria-busy', 'true');
  await page.screenshot({ path: `${SHOTS}/${shot}.png` });
  // A native modal dialog: the browser traps focus in it and makes the page behind inert.
  expect(await dialog.evaluate((d) => d instanceof HTMLDialogElement && d.matches(':modal'))).toBe(true);
  await expect.poll(() => focusPlace(page)).toBe('dialog');
  const stops = await dialog.evaluate(
    (d) =>
      d.querySelectorAll(
        'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]',
      ).length,
  );
  // Twice round: focus may pass the browser's own controls between rounds, never the page behind.
  const seen = new Set<string>();
  for (let i = 0; i < stops * 2 + 2; i++) {
    await page.keyboard.press('Tab');
    const place = await focusPlace(page);
    expect(place, `Tab ${i + 1} of ${shot}`).not.toBe('page');
    seen.add(place);
  }
  expect(seen.has('dialog')).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
}

test.describe('console dialogs (1366×900)', () => {
  test('the editor’s review before saving', async ({ browser, request }) => {
    const m = await createMerchant(request, 'edit');
    try {
      const page = await consolePage(browser, await apiLogin(request));
      await page.goto(`/admin/merchants/${m.code}`);
      await page.getByRole('textbox', { name: /^Brand name/ }).fill('Dialogs renamed');
      // The server's dry run of the draft is in: the review can open.
      await expect(page.getByRole('complementary')).toContainText('Dialogs renamed');
      await checkDialog(
        page,
        page.getByRole('button', { name: 'Review and save' }),
        'What changes for players',
        'console-editor-review',
      );
      await page.context().close();
    } finally {
      m.remove();
    }
  });

  test('the history’s rollback review', async ({ browser, request }) => {
    const m = await createMerchant(request, 'history');
    try {
      const op = await apiLogin(request);
      const current = await (
        await request.get(`/api/admin/merchants/${m.code}/config`, { headers: bearer(op) })
      ).json();
      const saved = await request.put(`/api/admin/merchants/${m.code}/config`, {
        headers: { ...bearer(op), 'if-match': `"${current.version}"` },
        data: { ...current.document, name: 'Renamed for the dialogs' },
      });
      expect(saved.status()).toBe(200);
      const page = await consolePage(browser, op);
      await page.goto(`/admin/merchants/${m.code}/history`);
      await checkDialog(
        page,
        page.getByRole('button', { name: 'Roll back to version 1' }),
        'Roll back to version 1: what changes for players',
        'console-history-rollback',
      );
      await page.context().close();
    } finally {
      m.remove();
    }
  });

  test('the changes page’s draft publishing review', async ({ browser, request }) => {
    const m = await createMerchant(request, 'changes');
    try {
      const op = await apiLogin(request);
      const current = await (
        await request.get(`/api/admin/merchants/${m.code}/config`, { headers: bearer(op) })
      ).json();
      const draft = await request.post(`/api/admin/merchants/${m.code}/changes`, {
        headers: bearer(op),
        data: {
          document: { ...current.document, name: 'Draft for the dialogs' },
          baseVersion: current.version,
          draft: true,
        },
      });
      expect(draft.status(), await draft.text()).toBeLessThan(300);
      const { id } = (await draft.json()) as { id: number };
      const page = await consolePage(browser, op);
      await page.goto('/admin/changes');
      await checkDialog(
        page,
        page.getByRole('button', { name: `Publish draft #${id} of Dialogs changes` }),
        new RegExp(`#${id}`),
        'console-changes-submit',
      );
      await page.context().close();
    } finally {
      m.remove();
    }
  });

  test('the rollouts page’s review', async ({ browser, request }) => {
    const m = await createMerchant(request, 'rollout');
    try {
      const page = await consolePage(browser, await apiLogin(request));
      await page.goto(`/admin/merchants/${m.code}/rollouts`);
      await page.getByRole('button', { name: 'New rollout' }).click();
      await page.getByLabel('Name', { exact: true }).fill('dialog-check');
      await page.getByLabel('What it is for').fill('Keyboard check of the review');
      await page.locator('#ro-value-0').fill('#cc0000');
      await page.getByRole('spinbutton', { name: 'Share of players (%)' }).fill('10');
      await checkDialog(
        page,
        page.getByRole('button', { name: 'Save and publish' }),
        'What changes for players',
        'console-rollout-review',
      );
      await page.context().close();
    } finally {
      m.remove();
    }
  });

  test('the content section’s editor and remove confirmation', async ({ browser, request }) => {
    const page = await consolePage(browser, await apiLogin(request));
    await page.goto('/admin/content');
    await page.getByLabel('Merchant').selectOption('lotus');
    await checkDialog(
      page,
      page.getByRole('button', { name: 'New promotion' }),
      'New promotion',
      'console-content-editor',
    );
    const remove = page.getByRole('button', { name: /^Remove “/ }).first();
    const title = /^Remove “(.*)”$/.exec((await remove.getAttribute('aria-label')) ?? '')![1]!;
    const escaped = title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await checkDialog(page, remove, new RegExp(escaped), 'console-content-remove');
    await checkDialog(
      page,
      page.getByRole('button', { name: /^Preview link for “/ }).first(),
      /^Preview link for “/,
      'console-content-link',
    );
    await page.context().close();
  });
});

test.describe('player popups (390×844)', () => {
  test.use({ locale: 'vi-VN' });

  test('the notices popup on home', async ({ page, request }) => {
    await page.goto('/m/home');
    await closeHomePopups(page, request, 'demo');
    await checkDialog(
      page,
      page.getByRole('button', { name: vi('home.openNotices') }),
      vi('home.notices'),
      'player-notices',
    );
  });

  test('the download popup on home', async ({ page, request }) => {
    await page.goto('/m/home');
    await closeHomePopups(page, request, 'demo');
    await checkDialog(
      page,
      page.getByRole('button', { name: vi('home.download'), exact: true }),
      /./,
      'player-download',
    );
  });
});
