import { useTranslation } from 'react-i18next';

/**
 * A provider's name in the page language: the catalogue stores one display name a provider, and a
 * few are Vietnamese words ("TCG Xổ số VN"), which an English page names from `games.vendorName`
 * (issue 32 item 16). Providers without an entry keep their catalogue name (brand names).
 */
export function useVendorName(): (code: string, displayName: string) => string {
  const { t } = useTranslation();
  return (code, displayName) => t(`games.vendorName.${code}`, { defaultValue: displayName || code });
}
