import { useTranslation } from 'react-i18next';
import { formatMoney } from '@core/money';
import { useMerchantConfig } from '../../../shared/config';

/** Formats minor units in the merchant's currency and the reader's language (core/money.ts). */
export function useMoneyFormat() {
  const { i18n } = useTranslation();
  const { currency } = useMerchantConfig();
  return (minor: number) => formatMoney(currency, minor, i18n.language);
}
