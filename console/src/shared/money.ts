import type { MerchantConfig } from '@schemas';
import { formatMoney } from '@core/money';

/** Minor units in a merchant's currency as the admin API sends it (code and digits), in the console's language. */
export const formatMinor = (
  currency: { code: string; digits: number },
  minor: number,
  lang: string,
): string =>
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
