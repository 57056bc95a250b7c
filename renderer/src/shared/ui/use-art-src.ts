import { useCallback, useMemo } from 'react';
import { artAddress, themeArtKey } from '@core/art';
import { cdnOrigin, imageAddress } from '@core/images';
import { IMAGE_SEED_META } from '@core/page-embed';
import type { MerchantConfig } from '@schemas';
import { getMerchantConfig, useMerchantConfig } from '../config';
import { getLanguage, useLanguage } from '../i18n';

/**
 * Chosen once per page load: which CDN host serves which picture is random from one visit to the
 * next. The server chose it for this page (`<meta name="image-seed">`) when it put the first banner
 * in the boot shell, so the app asks for that picture at the same address.
 */
const PAGE_SEED =
  Number(document.querySelector<HTMLMetaElement>(`meta[name="${IMAGE_SEED_META}"]`)?.content) ||
  Math.floor(Math.random() * 0x7fffffff);

const originsOf = (hosts: readonly string[] | undefined) =>
  (hosts ?? []).map((h) => cdnOrigin(h, window.location));

const addressOf = (url: string, lang: string, key: string, origins: readonly string[]) =>
  imageAddress(artAddress(url, lang, key), origins, PAGE_SEED);

/**
 * Every picture address of the player site (game pictures, banners, promotion covers, popups):
 * generated art in the player's language and the merchant's theme (its address names both, so it
 * caches immutably and follows a theme edit), fetched from one of the merchant's image CDN hosts
 * (spec §9: the default when none is given, a random host otherwise; the same host for the same
 * picture within a page load).
 */
export function useArtSrc(): (url: string) => string {
  const config = useMerchantConfig();
  const lang = useLanguage();
  const key = themeArtKey(config.theme.colors);
  const hosts = config.imageCDNs;
  const origins = useMemo(
    () => originsOf(hosts),
    // The list's content, not its identity (a live config update makes a new array).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [(hosts ?? []).join(',')],
  );
  return useCallback((url: string) => addressOf(url, lang, key, origins), [lang, key, origins]);
}

/**
 * The address `useArtSrc` gives for `url` now, outside a component: for a picture fetched before its
 * screen renders (a preload must ask for the very address the screen will show, or it is fetched twice).
 */
export function artSrcNow(url: string, config: MerchantConfig = getMerchantConfig()): string {
  return addressOf(url, getLanguage(), themeArtKey(config.theme.colors), originsOf(config.imageCDNs));
}
