import type { MerchantConfig } from '../schemas';

/*
 * Money rules shared by the browser and the server. Every amount is an integer in the currency's
 * minor unit (VND: đồng, no decimals; USD: cents); no float ever carries money.
 */

type Currency = MerchantConfig['currency'];

/** Minor-unit digits of a currency: ISO 4217 through Intl (VND 0, USD 2); the config's `decimals` for codes Intl does not know. */
export function currencyDigits(currency: Pick<Currency, 'code' | 'decimals'>): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency: currency.code }).resolvedOptions()
        .maximumFractionDigits ?? currency.decimals
    );
  } catch {
    return currency.decimals;
  }
}

/**
 * A config amount in major units (the operator writes 100000 for 100,000 ₫, 12.5 for $12.50) as an
 * integer of minor units, read from its decimal text so no binary fraction creeps in; digits past the
 * minor unit are cut.
 */
export function toMinor(major: number, digits: number): number {
  const [int = '0', frac = ''] = Math.abs(major)
    .toFixed(Math.min(digits + 2, 20))
    .split('.');
  const minor = Number(int + frac.padEnd(digits, '0').slice(0, digits));
  return major < 0 ? -minor : minor;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** One money formatter for every screen and server text: the currency's own convention in the reader's language. */
export function formatMoney(currency: Currency, minor: number, locale = 'vi'): string {
  const digits = currencyDigits(currency);
  const key = `${locale}|${currency.code}|${digits}`;
  let f = formatters.get(key);
  if (!f) {
    try {
      f = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: currency.code,
        currencyDisplay: 'narrowSymbol',
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });
    } catch {
      f = new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
    }
    formatters.set(key, f);
  }
  const negative = minor < 0;
  const abs = Math.abs(minor);
  const scale = 10 ** digits;
  // Integer part and fraction apart, then joined as a decimal string: exact for every safe integer.
  const text =
    digits === 0 ? String(abs) : `${Math.floor(abs / scale)}.${String(abs % scale).padStart(digits, '0')}`;
  const out = f.format(text as unknown as number);
  const signed = negative ? `-${out}` : out;
  if (f.resolvedOptions().style === 'currency') return signed;
  return currency.symbolPosition === 'before'
    ? `${currency.symbol}${signed}`
    : `${signed} ${currency.symbol}`;
}

/** A money amount typed by a person (`100.000`, `100000`, `12.50`) as minor units; undefined when it is not one. */
export function parseMoneyInput(text: string, digits: number): number | undefined {
  const t = text.trim().replace(/[\s_]/g, '');
  if (digits === 0) {
    const plain = t.replace(/[.,](?=\d{3}(\D|$))/g, '');
    return /^\d{1,15}$/.test(plain) ? Number(plain) : undefined;
  }
  const m = /^(\d{1,13})(?:[.,](\d{1,20}))?$/.exec(t.replace(/,(?=\d{3}(\D|$))/g, ''));
  if (!m) return undefined;
  if ((m[2] ?? '').length > digits) return undefined;
  return Number(m[1]! + (m[2] ?? '').padEnd(digits, '0'));
}

/** First-deposit bonus (spec §1, +10% by default) of a deposit, in minor units, rounded down and capped. */
export function firstDepositBonus(
  rule: MerchantConfig['payments']['firstDepositBonus'],
  amount: number,
  digits: number,
): number {
  if (!rule.enabled) return 0;
  const basisPoints = BigInt(Math.round(rule.percent * 100));
  const bonus = Number((BigInt(amount) * basisPoints) / 10000n);
  return rule.maxBonus === undefined ? bonus : Math.min(bonus, toMinor(rule.maxBonus, digits));
}

/** A deposit channel's limits in minor units. */
export interface ChannelLimits {
  code: string;
  kind: string;
  min: number;
  max: number;
  presets: number[];
}

export function depositChannels(config: Pick<MerchantConfig, 'payments' | 'currency'>): ChannelLimits[] {
  const d = currencyDigits(config.currency);
  return config.payments.depositChannels
    .filter((c) => c.enabled !== false)
    .map((c) => {
      const min = toMinor(c.min, d);
      const max = toMinor(c.max, d);
      const presets = (c.presets ?? []).map((v) => toMinor(v, d)).filter((v) => v >= min && v <= max);
      return { code: c.code, kind: c.kind, min, max, presets };
    });
}

/**
 * Withdrawal requests a day at VIP level `level` (issue 32 item 10: one source, the merchant JSON):
 * the level's entry of dailyCountByVipLevel, else dailyCount (also for a member without a level).
 */
export function withdrawDailyCount(
  rule: Pick<MerchantConfig['payments']['withdraw'], 'dailyCount' | 'dailyCountByVipLevel'>,
  level?: number,
): number {
  return (level === undefined ? undefined : rule.dailyCountByVipLevel?.[level]) ?? rule.dailyCount;
}

/** Withdrawal limits in minor units, with the daily count (of the member's VIP level) and the payment-password lock. */
export function withdrawLimits(config: Pick<MerchantConfig, 'payments' | 'currency'>, vipLevel?: number) {
  const d = currencyDigits(config.currency);
  const w = config.payments.withdraw;
  return {
    min: toMinor(w.min, d),
    max: toMinor(w.max, d),
    dailyCount: withdrawDailyCount(w, vipLevel),
    requirePaymentPassword: w.requirePaymentPassword,
  };
}

/** Payee rule (spec §5): the holder's real name in Latin letters, without diacritics. */
export const PAYEE_NAME_PATTERN = /^[A-Za-z]+(?: [A-Za-z]+)*$/;
export const isPayeeName = (name: string): boolean =>
  name.length >= 2 && name.length <= 64 && PAYEE_NAME_PATTERN.test(name.trim());

/** An amount is a positive whole number of minor units no larger than `max`. */
export const isMinorAmount = (n: unknown): n is number =>
  typeof n === 'number' && Number.isSafeInteger(n) && n > 0;

/** Bounds of the record date pickers (spec §9: 2000 to 2030). */
export const RECORD_DATE_MIN = '2000-01-01';
export const RECORD_DATE_MAX = '2030-12-31';

/** A record filter's date range: both inside the picker bounds, from not after to. */
export function recordRangeValid(from?: string, to?: string): boolean {
  const inside = (d?: string) => d === undefined || (d >= RECORD_DATE_MIN && d <= RECORD_DATE_MAX);
  return inside(from) && inside(to) && (from === undefined || to === undefined || from <= to);
}

/** Stakes of the demo slot: 1, 5 and 10 of the currency's everyday unit (1,000 ₫ for currencies without minor digits). */
export function demoStakes(digits: number): number[] {
  const unit = digits === 0 ? 1000 : 10 ** digits;
  return [1, 5, 10].map((n) => n * unit);
}

/** The demo slot's symbols and pay table: three of a kind pays 5× (7s 20×), two of a kind returns the stake. */
export const SLOT_SYMBOLS = ['heart', 'diamond', 'club', 'star', 'seven'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];
export function slotWin(reels: readonly SlotSymbol[], bet: number): number {
  const [a, b, c] = reels;
  if (a === b && b === c) return bet * (a === 'seven' ? 20 : 5);
  if (a === b || b === c || a === c) return bet;
  return 0;
}

/** A payout account as the player types it (the body of `POST /api/payments/payout-accounts`). */
export interface PayoutAccountDraft {
  bankName: string;
  accountNumber: string;
  holderName: string;
}

/** The account number rule of the API (schemas/api payoutAccountBodySchema). */
export const PAYOUT_ACCOUNT_DIGITS = { min: 6, max: 20 } as const;
const ACCOUNT_NUMBER = new RegExp(`^[0-9]{${PAYOUT_ACCOUNT_DIGITS.min},${PAYOUT_ACCOUNT_DIGITS.max}}$`);

/** What breaks the API's payout-account rules, as locale keys per field (none: the draft may be sent). */
export function payoutAccountProblems(
  v: PayoutAccountDraft,
): Partial<Record<keyof PayoutAccountDraft, string>> {
  return {
    ...(v.bankName.trim().length < 2 ? { bankName: 'validation.required' } : {}),
    ...(!ACCOUNT_NUMBER.test(v.accountNumber) ? { accountNumber: 'validation.pattern_digits' } : {}),
    ...(!isPayeeName(v.holderName.trim()) ? { holderName: 'validation.pattern_latinName' } : {}),
  };
}
