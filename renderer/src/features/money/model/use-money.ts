import { useTranslation } from 'react-i18next';
import { currencyDigits, formatMoney } from '@core/money';
import { useMerchantConfig } from '../../../shared/config';

/** Formats minor units in the merchant's currency and the reader's language (core/money.ts, one formatter). */
export function useMoney() {
  const { i18n } = useTranslation();
  const { currency } = useMerchantConfig();
  const format = (minor: number) => formatMoney(currency, minor, i18n.language);
  return { format, digits: currencyDigits(currency) };
}
