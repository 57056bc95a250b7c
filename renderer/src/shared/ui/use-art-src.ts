import { useCallback } from 'react';
import { artAddress, themeArtKey } from '@core/art';
import { useMerchantConfig } from '../config';
import { useLanguage } from '../i18n';

/**
 * Generated art (game pictures, banners, promotion covers) in the player's language and the
 * merchant's theme: its address names both, so the art caches immutably and follows a theme edit.
 */
export function useArtSrc(): (url: string) => string {
  const colours = useMerchantConfig().theme.colors;
  const lang = useLanguage();
  const key = themeArtKey(colours);
  return useCallback((url: string) => artAddress(url, lang, key), [lang, key]);
}
