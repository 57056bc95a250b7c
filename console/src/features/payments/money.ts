import type { MerchantConfig } from '@schemas';
import { formatMoney } from '@core/money';

/** Minor units in the merchant's currency (the API sends its code and digits), in the console's language. */
export const money = (currency: { code: string; digits: number }, minor: number, lang: string): string =>
  formatMoney(
    {
      code: currency.code,
      symbol: currency.code,
      decimals: currency.digits,
      symbolPosition: 'after',
    } as MerchantConfig['currency'],
    minor,
    lang,
  );
