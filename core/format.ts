/* Money is formatted by formatMoney in money.ts (minor units, the currency's own convention). */

/** Unread badge text: '99+' above 99 (spec §9), nothing at 0. */
export const badgeText = (count: number): string => (count <= 0 ? '' : count > 99 ? '99+' : String(count));

/** A date and time in the reader's language (Intl; no date library on the screens that need only this). */
export const formatDateTime = (at: string | number | Date, language: string, withTime = true): string =>
  new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
  }).format(new Date(at));

/** A duration in whole hours and minutes, e.g. { hours: 1, minutes: 5 } for 3,900 s. */
export const hoursMinutes = (seconds: number): { hours: number; minutes: number } => ({
  hours: Math.floor(seconds / 3600),
  minutes: Math.floor((seconds % 3600) / 60),
});
