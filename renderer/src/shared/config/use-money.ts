import { useTranslation } from 'react-i18next';
import { currencyDigits, formatMoney } from '@core/money';
import { useMerchantConfig } from './config-store';

/**
 * Formats minor units in the merchant's currency and the reader's language (core/money.ts, the one
 * formatter): every money screen, the balance, rewards, limits and the agent's figures use it.
 */
export function useMoney() {
  const { i18n } = useTranslation();
  const { currency } = useMerchantConfig();
  const format = (minor: number) => formatMoney(currency, minor, i18n.language);
  return { format, digits: currencyDigits(currency) };
}
