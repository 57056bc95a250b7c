import { formatDate } from '@core/dates';

/** Date and time in the console (operators read local time): DD/MM/YYYY HH:mm:ss in both languages. */
export const formatTime = (iso: string | undefined, lang: string): string =>
  formatDate(iso, 'dayTimeSeconds', { language: lang });
