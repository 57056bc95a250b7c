import { expect, test } from './fixtures';
import { t as tr } from '../../locales/node';
import { apiLogin, bearer, consolePage } from './console-support';

/*
 * Issue 35 item 11: the Content page opens on the merchant the operator came from (Demo, not the
 * first merchant), and a promotion's body is formatted with the rich-text editor's toolbar: a word
 * made bold reaches players as <strong>.
 */
const cms = (key: string, params?: Record<string, unknown>) => tr('vi', `cms.${key}`, params);
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();

test('Content opened from Demo is on Demo; a word made bold with the toolbar reaches players as <strong>', async ({
  browser,
  request,
}) => {
  const op = await apiLogin(request);
  const title = `Thưởng đậm ${Date.now().toString(36)}`;
  const created = await request.post('/api/admin/merchants/demo/content/promotions', {
    headers: bearer(op),
    data: {
      texts: { vi: { title, content: '<p>Nhận thưởng mỗi tuần</p>' } },
      startDate: day(-1),
      endDate: day(7),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  try {
    const page = await consolePage(browser, op, 'vi', { ip: '10.35.11.7' });
    await page.goto('/admin/merchants/demo');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page
      .getByRole('navigation')
      .getByRole('link', { name: cms('nav') })
      .click();
    await expect(page.getByRole('heading', { name: cms('title'), exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/content\?merchant=demo$/);
    await expect(page.getByLabel(cms('merchant'))).toHaveValue('demo');

    await page
      .getByRole('row')
      .filter({ hasText: title })
      .getByRole('button', { name: cms('editLabel', { title }) })
      .click();
    const dialog = page.getByRole('dialog', { name: cms('edit.promotions') });
    const body = dialog.getByRole('textbox', { name: cms('fields.content') });
    await expect(body).toHaveAttribute('contenteditable', 'true');
    await body.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Control+Shift+ArrowLeft'); // the last word: “tuần”
    const bold = dialog.getByRole('toolbar', { name: cms('richText.toolbar') }).getByRole('button', {
      name: cms('richText.bold'),
    });
    await expect(bold).toHaveAttribute('aria-pressed', 'false');
    await bold.click();
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await expect(body.locator('strong')).toHaveText('tuần');
    await dialog.getByRole('button', { name: cms('actions.save') }).click();
    await expect(dialog).toBeHidden();

    const players = await request.get('/api/promotions?language=vi', {
      headers: { 'X-Merchant-Code': 'demo' },
    });
    const list = ((await players.json()) as { list: { id: number; content: string }[] }).list;
    expect(list.find((p) => p.id === id)?.content).toBe('<p>Nhận thưởng mỗi <strong>tuần</strong></p>');
  } finally {
    await request.delete(`/api/admin/merchants/demo/content/promotions/${id}`, { headers: bearer(op) });
  }
});
