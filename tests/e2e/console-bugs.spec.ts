import { expect, test, type APIRequestContext, type Browser, type Page } from './fixtures';
import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/*
 * Issue 16: the console bugs an operator meets, at a desktop size. Each test works on a merchant
 * of its own (a copy of demo in the e2e merchants folder), removed at the end.
 */
test.use({
  viewport: { width: 1440, height: 900 },
  deviceScaleFactor: 1,
  isMobile: false,
  hasTouch: false,
  extraHTTPHeaders: { 'x-forwarded-for': '10.16.0.1' },
});

const OPERATOR = { username: 'e2e-operator', password: 'e2e-operator-password-1' };
const BASE = process.env.E2E_BASE_URL!;
const dir = () => process.env.E2E_MERCHANTS_DIR!;

async function createMerchant(request: APIRequestContext, tag: string) {
  const code = `b-${tag}-${Date.now().toString(36)}`;
  const doc = JSON.parse(readFileSync(join(dir(), 'demo.json'), 'utf8')) as Record<string, unknown>;
  const file = join(dir(), `${code}.json`);
  const name = `Bugs ${tag}`;
  writeFileSync(
    file,
    JSON.stringify(
      {
        ...doc,
        code,
        name,
        hosts: [`${code}.localhost:${new URL(BASE).port}`],
        flags: { ...(doc.flags as object), CBS3: false },
      },
      null,
      2,
    ),
  );
  await expect
    .poll(async () => (await request.get(`/api/merchants/${code}/config`)).status(), { timeout: 5000 })
    .toBe(200);
  return { code, name, file, remove: () => unlinkSync(file) };
}

async function apiLogin(request: APIRequestContext, user = OPERATOR) {
  const res = await request.post('/api/admin/login', { data: user });
  expect(res.status()).toBe(200);
  return (await res.json()) as { token: string; user: { id: string; username: string; role: string } };
}

/** A console tab signed in the way the console keeps a session (shared by the tabs of the browser). */
async function consolePage(browser: Browser, session: { token: string; user: object }): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    extraHTTPHeaders: { 'x-forwarded-for': '10.16.0.1' },
  });
  await context.addInitScript((s) => {
    if (!localStorage.getItem('console.language')) {
      localStorage.setItem('console.session', JSON.stringify(s));
      localStorage.setItem('console.language', 'en');
    }
  }, session);
  return context.newPage();
}

const flagSwitch = (page: Page, name: string) => page.getByRole('switch', { name });

test('bug 1: unsaved edits survive preview and back, history and back, another merchant, and a reload', async ({
  browser,
  request,
}) => {
  const a = await createMerchant(request, 'draft');
  try {
    const page = await consolePage(browser, await apiLogin(request));
    await page.goto(`/admin/merchants/${a.code}`);
    await page.getByRole('tab', { name: 'Flags' }).click();
    const chat = flagSwitch(page, 'CBS3');
    await expect(chat).not.toBeChecked();
    await chat.check();
    const banner = page.getByRole('status').filter({ hasText: 'Unsaved draft.' });
    await expect(banner).toBeVisible();

    const again = async () => {
      await page.getByRole('tab', { name: 'Flags' }).click();
      await expect(flagSwitch(page, 'CBS3')).toBeChecked();
      await expect(banner).toBeVisible();
    };
    await page.getByRole('link', { name: 'Preview this draft' }).click();
    await expect(page.getByRole('heading', { name: 'Preview', exact: true })).toBeVisible();
    await page.goBack();
    await again();
    await page.getByRole('link', { name: 'History' }).click();
    await expect(page.getByRole('heading', { name: `History of ${a.code}` })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the editor' }).click();
    await again();
    await page.getByRole('link', { name: 'Merchants', exact: true }).click();
    await page.getByRole('link', { name: 'Edit Lotus Palace', exact: true }).click();
    await expect(page.getByRole('heading', { name: /\(lotus\)/ })).toBeVisible();
    await expect(banner).toHaveCount(0);
    await page.goto(`/admin/merchants/${a.code}`);
    await again();
    await page.reload();
    await again();
    // Discard: the live values again, and the draft is gone for good.
    await banner.getByRole('button', { name: 'Discard the draft' }).click();
    await expect(flagSwitch(page, 'CBS3')).not.toBeChecked();
    await page.reload();
    await page.getByRole('tab', { name: 'Flags' }).click();
    await expect(flagSwitch(page, 'CBS3')).not.toBeChecked();
    await expect(banner).toHaveCount(0);
    await page.context().close();
  } finally {
    a.remove();
  }
});

test('bug 2: an unknown flag typed in Raw JSON is listed, in the editor and in the Raw JSON tab, with its line', async ({
  browser,
  request,
}) => {
  const a = await createMerchant(request, 'raw');
  try {
    const page = await consolePage(browser, await apiLogin(request));
    await page.goto(`/admin/merchants/${a.code}`);
    await page.getByRole('tab', { name: 'Raw JSON' }).click();
    // The code editor (CodeMirror): numbered lines, the text replaced as an operator would paste it.
    const raw = page.getByRole('textbox', { name: /The merchant document as JSON/ });
    await expect(raw).toBeVisible();
    await expect(page.locator('.cm-lineNumbers')).toBeVisible();
    const doc = (await (await request.get(`/api/merchants/${a.code}/config`)).json()) as {
      flags: Record<string, boolean>;
    };
    const source = JSON.parse(readFileSync(a.file, 'utf8')) as { flags: Record<string, boolean> };
    source.flags = { ...source.flags, notARealFlag: true };
    expect(doc.flags).toBeTruthy();
    await raw.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.insertText(JSON.stringify(source, null, 2));
    const problems = page.getByRole('alert').filter({ hasText: 'This draft cannot be saved' });
    await expect(problems.getByRole('listitem')).toHaveCount(1);
    await expect(problems).toContainText('notARealFlag');
    const rawList = page.getByRole('list', { name: '1 problem(s)' }).last();
    await expect(rawList).toContainText('notARealFlag');
    await rawList.getByRole('button', { name: /Go to line \d+/ }).click();
    await expect(page.locator('.cm-activeLine')).toContainText('"notARealFlag": true');
    // The line is marked in the editor itself.
    await expect(page.locator('.cm-lint-marker-error')).toHaveCount(1);
    await page.context().close();
  } finally {
    a.remove();
  }
});

test('bug 3: maintenance lives in the danger zone; its review says what it does and asks for the merchant code', async ({
  browser,
  request,
}) => {
  const a = await createMerchant(request, 'danger');
  try {
    const page = await consolePage(browser, await apiLogin(request));
    await page.goto(`/admin/merchants/${a.code}`);
    await page.getByRole('tab', { name: 'Limits' }).click();
    await expect(page.getByRole('switch', { name: /maintenance/i })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Danger zone' }).click();
    await page.getByRole('switch', { name: /maintenance/i }).check();
    await page.getByRole('button', { name: 'Review and save' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Maintenance ON: every player sees the maintenance page');
    await expect(dialog).toContainText(`takes players of ${a.name} (${a.code}) off the site`);
    // Maintenance is a four-eyes area (issue 16): the review asks for approval, after the code is typed.
    await dialog.getByLabel('Reason (shown in history and audit)').fill('e2e: planned maintenance');
    const save = dialog.getByRole('button', { name: 'Submit for approval' });
    await expect(save).toBeDisabled();
    await dialog.getByLabel(`Type the merchant code ${a.code} to confirm`).fill(a.code);
    await save.click();
    await expect(page.getByRole('status').filter({ hasText: 'Sent for approval' })).toBeVisible();
    expect((await (await request.get(`/api/merchants/${a.code}/config`)).json()).status.maintenance).toBe(
      false,
    );
    await page.context().close();
  } finally {
    a.remove();
  }
});

test('bug 4: a rollback shows what changes for players first, and goes live only when confirmed', async ({
  browser,
  request,
}) => {
  const a = await createMerchant(request, 'rollback');
  try {
    const session = await apiLogin(request);
    const auth = { authorization: `Bearer ${session.token}` };
    const current = await (
      await request.get(`/api/admin/merchants/${a.code}/config`, { headers: auth })
    ).json();
    const saved = await request.put(`/api/admin/merchants/${a.code}/config`, {
      headers: { ...auth, 'if-match': `"${current.version}"` },
      data: { ...current.document, name: 'Renamed for the rollback' },
    });
    expect(saved.status()).toBe(200);
    const page = await consolePage(browser, session);
    await page.goto(`/admin/merchants/${a.code}/history`);
    await page.getByRole('button', { name: 'Roll back to version 1' }).click();
    const dialog = page.getByRole('dialog', { name: 'Roll back to version 1: what changes for players' });
    await expect(dialog).toContainText(`Name: “Renamed for the rollback” → “${a.name}”`);
    expect((await (await request.get(`/api/merchants/${a.code}/config`)).json()).name).toBe(
      'Renamed for the rollback',
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    expect((await (await request.get(`/api/merchants/${a.code}/config`)).json()).name).toBe(
      'Renamed for the rollback',
    );
    await page.getByRole('button', { name: 'Roll back to version 1' }).click();
    await dialog.getByLabel('Reason (shown in history and audit)').fill('e2e: checked change');
    await dialog.getByRole('button', { name: 'Roll back for players' }).click();
    await expect(page.getByRole('status')).toContainText('Version 1 restored as version 3');
    expect((await (await request.get(`/api/merchants/${a.code}/config`)).json()).name).toBe(a.name);
    await page.context().close();
  } finally {
    a.remove();
  }
});

test('bug 10: the new-user form is empty after a create; a console URL opened in a new tab stays logged in', async ({
  browser,
  request,
}) => {
  const page = await consolePage(browser, await apiLogin(request));
  await page.goto('/admin/users');
  const username = `tab-${Date.now().toString(36)}`;
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill('a-long-enough-password');
  await page.getByRole('button', { name: 'Create user' }).click();
  await expect(page.getByRole('status')).toContainText(`User ${username} created`);
  await expect(page.getByRole('rowheader', { name: username })).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveValue('');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  // Another tab of the same browser: no login asked.
  const tab = await page.context().newPage();
  await tab.goto('/admin/audit');
  await expect(tab.getByRole('heading', { name: 'Audit log' })).toBeVisible();
  await expect(tab.getByRole('button', { name: 'Log in' })).toHaveCount(0);
  // Disabling the user from the row ends their sessions.
  await page.getByRole('button', { name: `Disable ${username}` }).click();
  await expect(page.getByRole('status')).toContainText(`${username} is disabled and logged out.`);
  await page.getByRole('button', { name: `Delete ${username}` }).click();
  await page
    .getByRole('button', { name: `Delete ${username}` })
    .last()
    .click();
  await expect(page.getByRole('rowheader', { name: username })).toHaveCount(0);
  await page.context().close();
});

test('the raw JSON editor completes property names from the merchant schema, with their labels, and enum values', async ({
  browser,
  request,
}) => {
  const a = await createMerchant(request, 'complete');
  try {
    const page = await consolePage(browser, await apiLogin(request));
    await page.goto(`/admin/merchants/${a.code}`);
    await page.getByRole('tab', { name: 'Raw JSON' }).click();
    const raw = page.getByRole('textbox', { name: /The merchant document as JSON/ });
    await expect(raw).toBeVisible();
    // A new document typed from scratch: the first property name is offered with its label.
    await raw.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.insertText('{\n  "imag');
    const list = page.getByRole('listbox');
    const option = list.getByRole('option', { name: /"imageCDNs"/ });
    await expect(option).toBeVisible();
    await expect(option).toContainText('Image CDN hosts');
    await option.click();
    await expect(page.locator('.cm-line').nth(1)).toHaveText('  "imageCDNs": ');
    // A value: the enum's values.
    await page.keyboard.press('Control+A');
    await page.keyboard.insertText('{\n  "ageLimit": ');
    await page.keyboard.press('Control+Space');
    await expect(list.getByRole('option')).toHaveText(['18Minimum age (default)', '21Minimum age']);
    await page.context().close();
  } finally {
    a.remove();
  }
});
