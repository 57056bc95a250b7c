import { IMAGE_CDN_PATTERN } from '../schemas/merchant-constants';

/**
 * Image CDN hosts (spec §3 status `imageCDNs`, §9 "default image CDN used when none given; CDN hosts
 * random"). A merchant may name its CDN hosts; without them the platform's default applies (the
 * IMAGE_CDN setting; none means this site serves its own pictures). Each site-relative picture is
 * fetched from one of the hosts, chosen at random per page load but the same for the same picture,
 * so re-renders and the boot HTML never download it twice.
 */

/** The hosts in force: the merchant's own, else the platform default (an empty list: this site). */
export function effectiveImageCdns(
  merchant: readonly string[] | undefined,
  platformDefault: readonly string[],
): string[] {
  return [...(merchant && merchant.length > 0 ? merchant : platformDefault)];
}

/** A platform default from a comma-separated setting (`IMAGE_CDN=https://a.cdn,https://b.cdn`). */
export function parseImageCdns(setting: string | undefined): string[] {
  const re = new RegExp(IMAGE_CDN_PATTERN);
  return (setting ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s && re.test(s));
}

/** The origin of an entry: a bare host takes the page's scheme and port (an alias of this site). */
export function cdnOrigin(entry: string, page: { protocol: string; port: string }): string {
  const clean = entry.replace(/\/+$/, '');
  if (/^https?:\/\//.test(clean)) return clean;
  return `${page.protocol}//${clean}${page.port && !/:\d+$/.test(clean) ? `:${page.port}` : ''}`;
}

/** FNV-1a of the picture's path: spreads pictures over the hosts. */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/**
 * The address of a picture on the CDN: site-relative paths only (`/api/…`, `/uploads/…`); absolute
 * and data addresses, and any picture when no host is given, are left as they are. `seed` is chosen
 * once per page load, so the host of a picture is random from one visit to the next.
 */
export function imageAddress(url: string, origins: readonly string[], seed: number): string {
  if (origins.length === 0 || !url.startsWith('/') || url.startsWith('//')) return url;
  const host = origins[(hash(url.split('?')[0]!) + seed) % origins.length]!;
  return `${host}${url}`;
}

/** The config players receive, with the image CDN hosts in force written in (the renderer reads them there). */
export function withImageCdns<T extends { imageCDNs?: readonly string[] }>(
  view: T,
  platformDefault: readonly string[],
): T {
  return { ...view, imageCDNs: effectiveImageCdns(view.imageCDNs, platformDefault) };
}
