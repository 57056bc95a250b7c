// `npm run screenshots:content`: the content screens (promotions and detail, reward application,
// announcements and detail, help, terms, download) of demo (vi) and lotus (en) at 390x844, as a guest
// and as a member, into tests/screenshots/out/<merchant>-<screen>.png. Built renderer required.
// Set SCREENSHOT_BASE_URL to use a running server.
import { mkdirSync } from 'node:fs';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS, startApp } from '../bench/lighthouse';
import { t as tr } from '../../locales/node';
import { closePopups } from './account-support';
import { SAMPLE_PNG } from './content-support';
import { settled } from './settle';

const OUT = new URL('../screenshots/out/', import.meta.url).pathname;
const LANG: Record<string, string> = { demo: 'vi', lotus: 'en' };

async function shoot(page: Page, name: string, lang: string, keepPopup: boolean) {
  if (!keepPopup) await closePopups(page, lang);
  await settled(page);
  await page.screenshot({ path: `${OUT}${name}.png` });
  console.log(`${OUT}${name}.png`);
}

process.env.DEMO_OUTBOX = '1';
const app = process.env.SCREENSHOT_BASE_URL
  ? { base: process.env.SCREENSHOT_BASE_URL, stop: () => undefined }
  : await startApp();
process.env.E2E_BASE_URL = app.base;
const { signInMember } = await import('./lobby-support');
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: CHROMIUM_FLAGS.filter((f) => !f.startsWith('--headless')),
});
mkdirSync(OUT, { recursive: true });
const only = process.env.SCREENSHOT_ONLY?.split(',');
try {
  for (const code of ['demo', 'lotus'] as const) {
    const lang = LANG[code]!;
    const base = code === 'demo' ? app.base : app.base.replace('localhost', `${code}.localhost`);
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    page.on('pageerror', (e) => console.error(`[${code}] page error: ${e.message}`));
    await signInMember(page, context.request, code);
    const screens: [string, string, ((p: Page) => Promise<void>)?][] = [
      ['activity', '/m/activity'],
      ['activity-detail', '/m/activity?id=1'],
      [
        'apply-reward',
        '/m/applyReward?id=1',
        async (p) => {
          await p
            .getByRole('textbox', { name: tr(lang, 'content.apply.remarks') })
            .fill(lang === 'vi' ? 'Mã giao dịch 123456' : 'Transaction 123456');
          await p.locator('input[type=file]').setInputFiles([
            { name: 'receipt.png', mimeType: 'image/png', buffer: SAMPLE_PNG },
            { name: 'win.png', mimeType: 'image/png', buffer: SAMPLE_PNG },
          ]);
        },
      ],
      ['notice', '/m/notice?0'],
      ['notice-detail', '/m/notice'],
      ['help', '/m/help'],
      ['terms', '/m/help?tag=terms'],
      ['download', '/m/download'],
      ['live', '/m/live'],
    ];
    for (const [name, path, act] of screens) {
      if (only && !only.includes(name)) continue;
      if (name === 'notice-detail') {
        const res = await context.request.get(`${app.base}/api/content/notices`, {
          headers: { 'X-Merchant-Code': code },
        });
        const first = ((await res.json()) as { list: { id: number }[] }).list[0];
        await page.goto(`${base}/m/noticeDetail?id=${first?.id ?? 1}`);
      } else await page.goto(`${base}${path}`);
      await page.waitForLoadState('networkidle', { timeout: 3000 }).catch(() => undefined);
      if (act) {
        await closePopups(page, lang);
        await act(page);
      }
      await shoot(page, `${code}-content-${name}`, lang, name === 'activity-detail');
    }
    await context.close();
  }
} finally {
  await browser.close();
  app.stop();
}
