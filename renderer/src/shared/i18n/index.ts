export { initI18n, i18next, loadMoreTexts, withMoreTexts, withTexts } from './i18n';
export { useMoreTexts } from './use-more-texts';
export {
  applyLanguage,
  changeLanguage,
  initialLanguage,
  useLanguage,
  getLanguage,
  useLanguageStore,
  LANGUAGE_KEY,
  setLanguagePersistence,
} from './language';
export { useRevalidateOnLanguage } from './use-revalidate-on-language';
export { useVendorName } from './vendor-name';
