import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parseMerchantText } from '../core/config/validate';
import { t } from '../locales/node';
import type { MerchantConfig } from '../schemas';
import {
  APP_START_ID,
  BOOT_LOADER,
  BOOT_LOADER_CSP,
  bootLayoutOf,
  bootShell,
  deferAppStart,
  withFirstBanner,
} from './html';
import { CSP } from './security-headers';

const parsed = parseMerchantText(readFileSync(new URL('../merchants/demo.json', import.meta.url), 'utf8'));
if (!parsed.ok) throw new Error('demo merchant invalid');
const DEMO: MerchantConfig = parsed.config;

/** What Vite writes (renderer/index.html after a build) plus the first screen's preloads. */
const BUILT = `<!doctype html>
<html lang="vi">
  <head>
    <meta charset="utf-8" />
    <link rel="modulepreload" crossorigin href="/m/assets/home-route-1.js">
    <link rel="preload" as="style" crossorigin href="/m/assets/games-1.css">
    <script type="module" crossorigin src="/m/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/m/assets/jsx-runtime-1.js">
    <link rel="stylesheet" crossorigin href="/m/assets/index-1.css">
  </head>
  <body>
    <div id="root"><div class="boot"><div class="boot__body"><div class="boot__block boot__block--banner"></div></div></div></div>
  </body>
</html>`;

const appStart = (html: string) =>
  JSON.parse(
    new RegExp(`<script type="application/json" id="${APP_START_ID}">(.*?)</script>`).exec(html)![1]!,
  );

describe('issue 18: the app starts after the first screen has painted', () => {
  it('moves the entry script and the preloads out of the head into #app-start, keeps the stylesheet', () => {
    const html = deferAppStart(BUILT);
    const head = html.split('</head>')[0]!;
    expect(head).not.toContain('<script');
    expect(head).not.toContain('modulepreload');
    expect(head).not.toContain('rel="preload" as="style"');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/m/assets/index-1.css">');
    expect(appStart(html)).toEqual({
      entry: '/m/assets/index-1.js',
      modules: ['/m/assets/home-route-1.js', '/m/assets/jsx-runtime-1.js'],
      styles: ['/m/assets/games-1.css'],
    });
    // After the boot shell, so the loader finds the banner.
    expect(html.indexOf(`<script>${BOOT_LOADER}</script>`)).toBeGreaterThan(
      html.indexOf('boot__block--banner'),
    );
  });

  it('leaves a page without an entry script alone', () => {
    const plain = '<html><head></head><body><div id="root"></div></body></html>';
    expect(deferAppStart(plain)).toBe(plain);
  });

  it('the CSP allows the loader by its hash and no other inline script', () => {
    const hash = createHash('sha256').update(BOOT_LOADER).digest('base64');
    expect(BOOT_LOADER_CSP).toBe(`'sha256-${hash}'`);
    const scriptSrc = CSP.split('; ').find((d) => d.startsWith('script-src'));
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
  });

  it('the boot banner is painted at once (no async decoding) and names its group for the app', () => {
    const html = withFirstBanner(deferAppStart(BUILT), 7, {
      src: '/api/content/art/m-login-1.svg?lang=vi',
      alt: 'Join',
      group: 'm_login',
    });
    expect(html).toContain('<meta name="first-banner" content="m_login">');
    const img = /<img [^>]*data-boot-banner>/.exec(html)![0];
    expect(img).toContain('fetchpriority="high"');
    expect(img).not.toContain('decoding');
  });
});

describe('boot shell layouts (issue 18): the first banner where the screen puts it', () => {
  it('chooses the layout by route', () => {
    expect(
      ['/m', '/m/home', '/m/slot-games', '/m/hot-games', '/m/login', '/m/register', '/m/download'].map(
        bootLayoutOf,
      ),
    ).toEqual(['home', 'home', 'lobby', 'lobby', 'login', 'register', 'page']);
  });

  it("login and register: logo and welcome line; without a page banner the banner's box goes away", () => {
    const c = { ...DEMO, content: { ...DEMO.content, downloads: [] } };
    const login = bootShell(c, 'login');
    expect(login).toContain('class="boot boot--login"');
    expect(login).toContain(`<p>${t(c.defaultLanguage, 'account.loginSubtitle')}</p>`);
    expect(withFirstBanner(login, 1)).not.toContain('boot__block--banner');
    expect(withFirstBanner(bootShell(c, 'lobby'), 1)).toContain('boot__block--banner');
    expect(
      withFirstBanner(bootShell(c, 'register'), 1, { src: '/x.svg', alt: 'x', group: 'm_reg' }),
    ).toContain('<img src="/x.svg"');
  });

  it('home shows the download bar only when the merchant offers downloads', () => {
    expect(bootShell(DEMO, 'home')).toContain('data-boot-dlbar');
    expect(bootShell({ ...DEMO, content: { ...DEMO.content, downloads: [] } }, 'home')).not.toContain(
      'data-boot-dlbar',
    );
    expect(bootShell(DEMO, 'lobby')).not.toContain('data-boot-dlbar');
  });
});
