/* Money is formatted by formatMoney in money.ts (minor units, the currency's own convention). */

/** Unread badge text: '99+' above 99 (spec §9), nothing at 0. */
export const badgeText = (count: number): string => (count <= 0 ? '' : count > 99 ? '99+' : String(count));
