import { expect, test } from './fixtures';
import { apiLogin, bearer, consolePage, createMerchant, OPERATOR } from './console-support';

/*
 * Issue 35, "compare any two versions": on a merchant's history, an operator picks two versions and
 * reads what changes for players between them in words (a renamed merchant, live chat turned off),
 * in either direction; the pair is kept in the address so the comparison can be sent to someone.
 */

test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.35.21.1' } });

test('two versions compared on the history page, in words', async ({ browser, request }) => {
  const id = Date.now().toString(36);
  const m = await createMerchant(request, { code: `cmp-${id}`, name: `Compare before ${id}` });
  try {
    const a = await apiLogin(request, OPERATOR);
    const save = async (edit: (doc: Record<string, unknown>) => Record<string, unknown>) => {
      const cur = (await (
        await request.get(`/api/admin/merchants/${m.code}/config`, { headers: bearer(a) })
      ).json()) as { version: number; document: Record<string, unknown> };
      const res = await request.put(`/api/admin/merchants/${m.code}/config`, {
        headers: { ...bearer(a), 'If-Match': `"${cur.version}"` },
        data: edit(cur.document),
      });
      expect(res.status(), await res.text()).toBe(200);
      return { before: cur.version, after: ((await res.json()) as { version: number }).version };
    };
    const renamed = await save((d) => ({ ...d, name: `Compare after ${id}` }));
    const chatOff = await save((d) => ({ ...d, flags: { ...(d.flags as object), CBS3: false } }));
    const first = renamed.before;

    const page = await consolePage(browser, a, 'en', { ip: '10.35.21.2' });
    await page.goto(`/admin/merchants/${m.code}/history`);
    const compare = page.getByRole('region', { name: 'Compare two versions' });
    await compare.getByRole('combobox', { name: 'From', exact: true }).selectOption(String(first));
    await compare.getByRole('combobox', { name: 'To', exact: true }).selectOption(String(chatOff.after));
    await expect(compare).toContainText(`Name: “Compare before ${id}” → “Compare after ${id}”`);
    await expect(compare).toContainText('Live chat (CBS3) off');
    await expect(page).toHaveURL(new RegExp(`from=${first}&to=${chatOff.after}`));

    // The last save alone: the name is the same on both sides.
    await compare.getByRole('combobox', { name: 'From', exact: true }).selectOption(String(renamed.after));
    await expect(compare).toContainText('Live chat (CBS3) off');
    await expect(compare).not.toContainText('Name:');

    // Backwards: from the newest to the first, the chat comes back on.
    await compare.getByRole('combobox', { name: 'From', exact: true }).selectOption(String(chatOff.after));
    await compare.getByRole('combobox', { name: 'To', exact: true }).selectOption(String(first));
    await expect(compare).toContainText('Live chat (CBS3) on');
    await expect(compare).toContainText(`Name: “Compare after ${id}” → “Compare before ${id}”`);

    // The same version twice: nothing to compare, said so.
    await compare.getByRole('combobox', { name: 'To', exact: true }).selectOption(String(chatOff.after));
    await expect(compare).toContainText('Pick two different versions to compare.');
  } finally {
    m.remove();
  }
});
