import { LANGUAGE_CODES, type LanguageCode } from '../../schemas';

/** Maps any spelling a client or an old config sends (VI, KR, zh_CN…) to a table code, else undefined. */
export function normaliseLanguage(input: string | null | undefined): LanguageCode | undefined {
  if (!input) return undefined;
  const lower = input.trim().toLowerCase().replace('_', '-');
  if (lower === 'kr') return 'ko';
  return (LANGUAGE_CODES as readonly string[]).includes(lower) ? (lower as LanguageCode) : undefined;
}

/** The language to use: the wanted one if the merchant offers it, else the merchant default (spec §4). */
export function pickLanguage(
  wanted: string | null | undefined,
  config: { languages: readonly LanguageCode[]; defaultLanguage: LanguageCode },
): LanguageCode {
  const code = normaliseLanguage(wanted);
  return code && config.languages.includes(code) ? code : config.defaultLanguage;
}
