/* Money is formatted by formatMoney in money.ts (minor units, the currency's own convention). */

/** Unread badge text: '99+' above 99 (spec §9), nothing at 0. */
export const badgeText = (count: number): string => (count <= 0 ? '' : count > 99 ? '99+' : String(count));

/* Dates are formatted by formatDate in dates.ts (named formats of the spec, on dayjs). */

/** A duration in whole hours and minutes, e.g. { hours: 1, minutes: 5 } for 3,900 s. */
export const hoursMinutes = (seconds: number): { hours: number; minutes: number } => ({
  hours: Math.floor(seconds / 3600),
  minutes: Math.floor((seconds % 3600) / 60),
});
