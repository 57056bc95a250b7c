import { expect, test } from './fixtures';
import { withMerchantEdit } from './account-support';
import { baseOf, ROOT } from './lobby-support';

/*
 * Image CDN hosts (spec §9: "CDN hosts random"): with two hosts in the merchant's config, the lobby's
 * pictures come from both, each picture from one of them, and they load. The two hosts here are
 * aliases of this server (Chromium resolves *.localhost to loopback; a bare host takes the page's
 * scheme and port). The page's CSP allows https: pictures; these aliases are plain http, so the test
 * bypasses it (a real CDN is https).
 */
test.use({ bypassCSP: true });

test('basic with two CDN hosts: lobby pictures come from both, and load', async ({ page, request }) => {
  const hosts = ['img1.basic.localhost', 'img2.basic.localhost'];
  await withMerchantEdit(
    'basic',
    (doc) => {
      doc.imageCDNs = hosts;
      // The aliases serve basic's own art (theme colours by host), as a CDN in front of the site would.
      doc.hosts = [...(doc.hosts as string[]), ...hosts];
    },
    async () => {
      await expect
        .poll(
          async () =>
            (
              (await (await request.get(`${ROOT}/api/merchants/basic/config`)).json()) as {
                imageCDNs?: string[];
              }
            ).imageCDNs,
        )
        .toEqual(hosts);
      await page.goto(`${baseOf('basic')}/m/slot-games`);
      const pictures = page.locator('main img[src*="/api/games/"]');
      await expect(pictures.first()).toBeVisible();
      const srcs = await pictures.evaluateAll((els) => els.map((e) => (e as HTMLImageElement).src));
      expect(srcs.length).toBeGreaterThan(5);
      const port = new URL(ROOT).port;
      const used = new Set(srcs.map((s) => new URL(s).host));
      expect([...used].sort()).toEqual(hosts.map((h) => `${h}:${port}`).sort());
      // The first pictures have loaded from their hosts.
      await expect
        .poll(() =>
          pictures.evaluateAll((els) =>
            els
              .slice(0, 4)
              .every((e) => (e as HTMLImageElement).complete && (e as HTMLImageElement).naturalWidth > 0),
          ),
        )
        .toBe(true);
    },
  );
});
