import type { LanguageCode } from '@schemas';
import { translatedFor } from './i18n';

/** dayjs and its locales are loaded by the screen that formats a date, never on /m's first load. */
const LOCALES: Record<string, () => Promise<unknown>> = {
  vi: () => import('dayjs/locale/vi'),
  en: () => import('dayjs/locale/en'),
};

/**
 * Formats a date in the player's language (`format` is a dayjs pattern, e.g. `DD/MM/YYYY HH:mm`).
 * Async because dayjs and the locale load on first use.
 */
export async function formatDate(
  date: Date | string | number,
  format: string,
  language: LanguageCode,
): Promise<string> {
  const { default: dayjs } = await import('dayjs');
  const locale = translatedFor(language);
  await LOCALES[locale]?.();
  return dayjs(date).locale(locale).format(format);
}
