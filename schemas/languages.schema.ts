/**
 * The interface language table of the platform (spec §1): 26 codes as the spec counts them, KO and KR
 * being two spellings of `ko` (normalised in core/i18n).
 */
export const LANGUAGE_CODES = [
  'zh-cn',
  'en',
  'ja',
  'th',
  'vi',
  'my',
  'es',
  'hi',
  'id',
  'km',
  'ko',
  'ms',
  'pt',
  'ta',
  'zh-tw',
  'ur',
  'tl-ph',
  'tr',
  'ar',
  'pt-br',
  'bn',
  'uz',
  'ru',
  'fa',
  'lo',
] as const;

export type LanguageCode = (typeof LANGUAGE_CODES)[number];

export const languageCodeSchema = {
  type: 'string',
  enum: LANGUAGE_CODES,
  description: 'An interface language code from the 26-code table of the platform.',
} as const;
