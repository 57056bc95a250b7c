import { expect, test } from './fixtures';
import { baseOf, ROOT } from './lobby-support';
import { cashierUrl, chatUrl, gamePageUrl } from './look-support';

// Its own client address: failed logins elsewhere in the suite (one IP, 127.0.0.1) would raise
// the per-IP captcha threshold here (the app trusts the loopback proxy's X-Forwarded-For).
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.32.8.1' } });

/* Issue 32 item 21: /favicon.ico answers with the merchant's icon on every page, the site's and the demo pages. */
for (const code of ['demo', 'lotus'] as const) {
  test(`${code}: /favicon.ico is the merchant's icon on the cashier, game, chat and sign-in pages`, async ({
    page,
    request,
  }) => {
    // In the browser: only Chromium resolves lotus.localhost, and the host names the merchant.
    const ico = (await page.goto(`${baseOf(code)}/favicon.ico`))!;
    expect(ico.status()).toBe(200);
    expect(ico.headers()['content-type']).toMatch(/^image\//);
    const config = (await (await request.get(`${ROOT}/api/merchants/${code}/config`)).json()) as {
      theme: { icons: { favicon?: string; pwa96?: string } };
    };
    const own = await request.get(`${ROOT}${config.theme.icons.favicon ?? config.theme.icons.pwa96}`);
    expect(Buffer.compare(await ico.body(), await own.body()), 'the merchant’s own icon').toBe(0);

    const pages = [
      await cashierUrl(request, code),
      await gamePageUrl(request, code),
      chatUrl(code),
      `${baseOf(code)}/m/login`,
    ];
    for (const url of pages) {
      const failed: string[] = [];
      page.on('response', (r) => {
        if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
      });
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      // Every icon the page names loads.
      const icons = await page
        .locator('link[rel~="icon"]')
        .evaluateAll((ls) =>
          Promise.all(ls.map((l) => fetch((l as HTMLLinkElement).href).then((r) => `${r.status} ${r.url}`))),
        );
      for (const line of icons) expect(line).toMatch(/^200 /);
      expect(failed, url).toEqual([]);
      page.removeAllListeners('response');
    }
  });
}
