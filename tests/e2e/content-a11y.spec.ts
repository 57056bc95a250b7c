import { expect, test, type Page } from './fixtures';
import { t as tr } from '../../locales/node';
import { closePopups } from './account-support';
import { SAMPLE_PNG } from './content-support';
import { baseOf, configOf, signInMember } from './lobby-support';
import { settled } from './settle';
import { seriousViolations } from './axe';

/* axe-core on every content screen (issue 11): no serious or critical violation, demo and lotus. */
// axe is injected as an inline script, which the site's CSP (rightly) refuses.
test.use({ bypassCSP: true });

for (const code of ['demo', 'lotus'] as const) {
  test(`${code}: no serious or critical axe violation on the content screens`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const lang = (await configOf(request, code)).defaultLanguage;
    await signInMember(page, request, code);
    const screens: [string, (p: Page) => Promise<void>][] = [
      [
        '/m/activity',
        async (p) => {
          await expect(p.getByRole('tablist').first()).toBeVisible();
        },
      ],
      [
        '/m/activity?id=1',
        async (p) => {
          await expect(p.getByRole('dialog')).toBeVisible();
        },
      ],
      [
        '/m/applyReward?id=1',
        async (p) => {
          await p
            .getByLabel(tr(lang, 'content.apply.addPicture'))
            .setInputFiles({ name: 'a.png', mimeType: 'image/png', buffer: SAMPLE_PNG });
          await expect(
            p.getByRole('img', { name: tr(lang, 'content.apply.picture', { index: 1 }) }),
          ).toBeVisible();
        },
      ],
      [
        '/m/notice?index=0',
        async (p) => {
          await expect(p.getByRole('list', { name: tr(lang, 'content.notice.list') })).toBeVisible();
        },
      ],
      [
        '/m/noticeDetail?id=1',
        async (p) => {
          await expect(p.getByRole('main')).toBeVisible();
        },
      ],
      [
        '/m/help?tag=terms',
        async (p) => {
          await expect(p.getByRole('tabpanel')).toBeVisible();
        },
      ],
      [
        '/m/download',
        async (p) => {
          await expect(p.getByRole('heading', { level: 2 })).toBeVisible();
        },
      ],
      [
        '/m/live',
        async (p) => {
          await expect(p.getByRole('tabpanel').getByRole('button').first()).toBeVisible();
        },
      ],
    ];
    const found: string[] = [];
    for (const [path, ready] of screens) {
      await page.goto(`${baseOf(code)}${path}`);
      if (!path.includes('?id=1') || path.startsWith('/m/applyReward')) await closePopups(page, lang);
      await ready(page);
      await settled(page);
      for (const v of await seriousViolations(page)) found.push(`${path} ${v}`);
    }
    expect(found).toEqual([]);
  });
}
