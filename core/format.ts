import type { MerchantConfig } from '../schemas';

/** An amount in the merchant's currency display (decimals from config: 2 by default, 0 for VND style). */
export function formatAmount(currency: MerchantConfig['currency'], amount: number, locale = 'en-US'): string {
  const n = new Intl.NumberFormat(locale, { minimumFractionDigits: currency.decimals, maximumFractionDigits: currency.decimals }).format(amount);
  return currency.symbolPosition === 'before' ? `${currency.symbol}${n}` : `${n} ${currency.symbol}`;
}

/** Unread badge text: '99+' above 99 (spec §9), nothing at 0. */
export const badgeText = (count: number): string => (count <= 0 ? '' : count > 99 ? '99+' : String(count));
