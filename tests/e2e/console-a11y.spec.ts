import { expect, test, type Page } from './fixtures';
import { seriousViolations } from './axe';

/* Every control of every console screen has an accessible name (read from Chromium's accessibility tree). */
test.use({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false });

const CONTROL_ROLES = new Set([
  'button',
  'textbox',
  'combobox',
  'checkbox',
  'switch',
  'spinbutton',
  'listbox',
  'link',
  'tab',
  'slider',
  'searchbox',
  'radio',
]);

async function unnamedControls(page: Page): Promise<string[]> {
  const { unnamed, total } = await controls(page);
  // The tree must hold the screen's controls, else the check would pass on an empty page.
  expect(total).toBeGreaterThan(5);
  return unnamed;
}

async function controls(page: Page): Promise<{ unnamed: string[]; total: number }> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: {
      ignored: boolean;
      role?: { value: string };
      name?: { value: string };
      backendDOMNodeId?: number;
    }[];
  };
  await cdp.detach();
  const all = nodes.filter((n) => !n.ignored && CONTROL_ROLES.has(n.role?.value ?? ''));
  return {
    total: all.length,
    unnamed: all
      .filter((n) => !(n.name?.value ?? '').trim())
      .map((n) => `${n.role!.value}#${n.backendDOMNodeId}`),
  };
}

test('every console control has an accessible name, on every screen and editor section', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const login = await (
    await request.post('/api/admin/login', {
      data: { username: 'e2e-operator', password: 'e2e-operator-password-1' },
    })
  ).json();
  await page.addInitScript(
    (s) => {
      sessionStorage.setItem('console.session', JSON.stringify(s));
      localStorage.setItem('console.language', 'en');
    },
    { token: login.token, user: login.user },
  );

  await page.goto('/admin/merchants/demo');
  const tabs = page.getByRole('tab');
  await expect(tabs.first()).toBeVisible();
  for (const name of await tabs.allInnerTexts()) {
    await page.getByRole('tab', { name: name.trim() }).click();
    await expect(page.getByRole('tabpanel')).toBeVisible();
    expect(await unnamedControls(page), name).toEqual([]);
  }
  for (const [url, ready] of [
    ['/admin/', 'Merchants'],
    ['/admin/merchants/demo/history', 'History of demo'],
    ['/admin/preview/demo', 'Preview'],
    ['/admin/audit', 'Audit log'],
    ['/admin/users', 'Console users'],
  ] as const) {
    await page.goto(url);
    await expect(page.getByRole('heading', { name: ready, exact: true })).toBeVisible();
    if (url.includes('preview')) await page.getByText(/^Overrides/).click();
    expect(await unnamedControls(page), url).toEqual([]);
  }
});

test.describe('axe', () => {
  // axe is injected as an inline script, which the console's CSP (rightly) refuses.
  test.use({ bypassCSP: true, viewport: { width: 1440, height: 900 } });

  for (const lang of ['en', 'vi'] as const)
    test(`no serious or critical axe violation on the console screens (${lang})`, async ({
      page,
      request,
    }) => {
      test.setTimeout(180_000);
      const login = await (
        await request.post('/api/admin/login', {
          data: { username: 'e2e-operator', password: 'e2e-operator-password-1' },
        })
      ).json();
      await page.addInitScript(
        ({ s, l }) => {
          sessionStorage.setItem('console.session', JSON.stringify(s));
          localStorage.setItem('console.language', l);
        },
        { s: { token: login.token, user: login.user }, l: lang },
      );
      await page.goto('/admin/merchants/lotus');
      const tabs = page.getByRole('tab');
      await expect(tabs.first()).toBeVisible();
      const names = await tabs.allInnerTexts();
      for (const name of names) {
        await page.getByRole('tab', { name: name.trim(), exact: true }).click();
        await expect(page.getByRole('tabpanel')).toBeVisible();
        expect(await seriousViolations(page), name).toEqual([]);
      }
      for (const url of ['/admin/', '/admin/merchants/lotus/history', '/admin/audit', '/admin/users']) {
        await page.goto(url);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        expect(await seriousViolations(page), url).toEqual([]);
      }
    });
});
