import { expect, test } from './fixtures';
import { readFileSync } from 'node:fs';
import { seriousViolations } from './axe';
import { apiLogin, consolePage, createMerchant } from './console-support';
import { registerMember, ROOT } from './lobby-support';

/*
 * Issue 34, Reports: an operator opens the Reports page from the console's navigation, picks a range
 * (a bad one is named and not sent), sees the figures of a merchant nobody else writes to (a fresh
 * copy of demo: one registration, two paid deposits today) in the table and a chart, downloads the
 * CSV, and its totals are the table's. axe finds nothing serious. LOOK_SHOTS: a 1366×900 screenshot.
 */

const ZONE = 'Asia/Ho_Chi_Minh';
const isoDay = (ms: number) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(ms));
/** A formatted figure as a number (en: "₫400,000" → 400000, "12" → 12). */
const numberOf = (text: string) => Number(text.replace(/[^0-9.-]/g, ''));

test('an operator reads a merchant’s days in a table and a chart, and the CSV totals are the table’s', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const m = await createMerchant(request, {
    code: `rpt${Date.now().toString(36).slice(-6)}`,
    name: 'Reports E2E',
  });
  try {
    const member = await registerMember(request, m.code);
    const headers = { Authorization: `Bearer ${member.token}`, 'X-Merchant-Code': m.code };
    for (const amount of [150_000, 250_000]) {
      const order = await request.post(`${ROOT}/api/payments/deposits`, {
        headers: { ...headers, 'Idempotency-Key': `rpt-${Date.now()}-${amount}` },
        data: { channel: 'BANK', amount },
      });
      expect(order.status(), await order.text()).toBe(200);
      const ref = new URL(((await order.json()) as { payUrl: string }).payUrl, ROOT).searchParams.get('o')!;
      const paid = await request.post(`${ROOT}/demo/cashier`, {
        form: { o: ref, lang: 'en', status: 'paid' },
        maxRedirects: 0,
      });
      expect(paid.status()).toBe(303);
    }

    const page = await consolePage(browser, await apiLogin(request), 'en', {
      ip: '10.42.0.34',
      bypassCSP: true,
    });
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/admin/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reports' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    await page.getByLabel('Merchant').selectOption(m.code);

    // A range backwards is named and not sent.
    const today = isoDay(Date.now());
    const weekAgo = isoDay(Date.now() - 6 * 86_400_000);
    const range = page.getByRole('form', { name: 'Days' });
    await range.getByLabel('From', { exact: true }).fill(today);
    await range.getByLabel('To', { exact: true }).fill(weekAgo);
    await expect(range.getByRole('alert')).toHaveText('Pick a start day on or before the end day.');
    await expect(range.getByRole('button', { name: 'Show' })).toBeDisabled();
    await range.getByLabel('From', { exact: true }).fill(weekAgo);
    await range.getByLabel('To', { exact: true }).fill(today);
    await range.getByRole('button', { name: 'Show' }).click();

    const dmy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
    const table = page.getByRole('table', { name: `Figures per day, ${dmy(weekAgo)} to ${dmy(today)}` });
    await expect(table.getByRole('row')).toHaveCount(1 + 7 + 1);
    const headerCells = await table.getByRole('columnheader').allInnerTexts();
    const col = (name: string) => headerCells.indexOf(name);
    const totalRow = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Total' }) });
    const totals = await totalRow.getByRole('cell').allInnerTexts();
    // Cells after the row header: the column index less one.
    const total = (name: string) => totals[col(name) - 1]!;
    expect(total('Registrations')).toBe('1');
    expect(total('Deposits')).toBe('2');
    expect(total('First deposits')).toBe('1');
    expect(numberOf(total('Deposit amount'))).toBe(400_000);
    expect(total('Deposit amount')).toContain('₫');
    expect(numberOf(total('First deposit amount'))).toBe(150_000);
    await expect(
      table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: dmy(today) }) }),
    ).toContainText('₫400,000');
    await expect(page.getByText(`Days from midnight to midnight in ${ZONE}; amounts in VND.`)).toBeVisible();

    // The chart: a drawn canvas with a label that says what it shows.
    const chart = page.getByRole('img', { name: /^Chart of deposits, withdrawals and GGR per day/ });
    await expect(chart).toBeVisible();
    await expect(chart.locator('canvas')).not.toHaveCount(0);
    await expect(chart).toHaveAccessibleName(/Deposit amount: ₫400,000/);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`report-${m.code}-${weekAgo}-${today}.csv`);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const rows = csv
      .slice(1)
      .trimEnd()
      .split('\r\n')
      .map((l) => l.split(','));
    expect(rows).toHaveLength(1 + 7 + 1);
    expect(rows[0]![0]).toBe('Day');
    expect(rows[8]![0]).toBe('Total');
    // Every total of the file is the table's, column by column.
    const names = headerCells.slice(1);
    names.forEach((name, i) => expect(numberOf(rows[8]![i + 1]!), name).toBe(numberOf(totals[i]!)));
    expect(rows[7]![0]).toBe(dmy(today));

    expect(await seriousViolations(page)).toEqual([]);
    if (process.env.LOOK_SHOTS)
      await page.screenshot({ path: `${process.env.LOOK_SHOTS}/console-reports.png` });
  } finally {
    m.remove();
  }
});
