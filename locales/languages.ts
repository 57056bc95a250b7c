import type { LanguageCode } from '../schemas';

/** The 26-code language table (spec §1) with each language's own name, for language pickers. */
export const LANGUAGE_NAMES: Readonly<Record<LanguageCode, string>> = {
  'zh-cn': '简体中文',
  en: 'English',
  ja: '日本語',
  th: 'ไทย',
  vi: 'Tiếng Việt',
  my: 'မြန်မာ',
  es: 'Español',
  hi: 'हिन्दी',
  id: 'Bahasa Indonesia',
  km: 'ខ្មែរ',
  ko: '한국어',
  ms: 'Bahasa Melayu',
  pt: 'Português',
  ta: 'தமிழ்',
  'zh-tw': '繁體中文',
  ur: 'اردو',
  'tl-ph': 'Filipino',
  tr: 'Türkçe',
  ar: 'العربية',
  'pt-br': 'Português (Brasil)',
  bn: 'বাংলা',
  uz: 'Oʻzbek',
  ru: 'Русский',
  fa: 'فارسی',
  lo: 'ລາວ',
};

/** Languages with translations in this folder; others fall back to English. */
export const TRANSLATED_LANGUAGES = ['vi', 'en'] as const;
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: TranslatedLanguage = 'en';
