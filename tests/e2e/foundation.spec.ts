import { expect, test } from './fixtures';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

test('each merchant is served at /m by host, with its brand in the page', async ({ page }) => {
  await page.goto('/m/home');
  await expect(page).toHaveTitle('Demo Club');
  await page.goto(process.env.E2E_BASE_URL!.replace('localhost', 'lotus.localhost') + '/m/home');
  await expect(page).toHaveTitle('Lotus Palace');
  const lang = await page.locator('html').getAttribute('lang');
  expect(lang).toBe('en');
});

test('a merchant file edit is served within 1 s', async ({ request }) => {
  const file = join(process.env.E2E_MERCHANTS_DIR!, 'basic.json');
  const original = readFileSync(file, 'utf8');
  try {
    const doc = JSON.parse(original);
    doc.name = 'Basic Bet Edited';
    const before = Date.now();
    writeFileSync(file, JSON.stringify(doc, null, 2));
    await expect
      .poll(async () => (await (await request.get('/api/merchants/basic/config')).json()).name, {
        timeout: 1000,
        intervals: [50],
      })
      .toBe('Basic Bet Edited');
    expect(Date.now() - before).toBeLessThan(1000);
  } finally {
    writeFileSync(file, original);
  }
});
