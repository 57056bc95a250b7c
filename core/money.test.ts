import { describe, expect, it } from 'vitest';
import { createMerchantConfig } from '../tests/support/merchant-factory';
import {
  currencyDigits,
  payoutAccountProblems,
  depositChannels,
  firstDepositBonus,
  formatMoney,
  isPayeeName,
  parseMoneyInput,
  recordRangeValid,
  slotWin,
  toMinor,
  withdrawDailyCount,
  withdrawLimits,
} from './money';

const VND = createMerchantConfig({
  currency: { code: 'VND', symbol: '₫', decimals: 2, symbolPosition: 'after' },
}).currency;
const USD = createMerchantConfig({
  currency: { code: 'USD', symbol: '$', decimals: 2, symbolPosition: 'before' },
}).currency;

describe('money', () => {
  it('minor digits come from the ISO code (VND 0, USD 2), the config only for other codes', () => {
    expect(currencyDigits(VND)).toBe(0);
    expect(currencyDigits(USD)).toBe(2);
    expect(currencyDigits({ code: 'USDT', decimals: 4 })).toBe(4);
  });
  it('config amounts become minor units without binary fractions', () => {
    expect(toMinor(12.34, 2)).toBe(1234);
    expect(toMinor(0.29, 2)).toBe(29);
    expect(toMinor(100000, 0)).toBe(100000);
    expect(toMinor(1.005, 2)).toBe(100);
  });
  it('one formatter: VND without decimals and . grouping in vi, USD with 2 decimals, exact for large amounts', () => {
    expect(formatMoney(VND, 100_000, 'vi')).toBe('100.000\u00a0₫');
    expect(formatMoney(VND, -5_000, 'vi')).toBe('-5.000\u00a0₫');
    expect(formatMoney(USD, 1_234_56, 'en')).toBe('$1,234.56');
    expect(formatMoney(USD, 5, 'en')).toBe('$0.05');
    expect(formatMoney(USD, 9_007_199_254_740_991, 'en')).toBe('$90,071,992,547,409.91');
  });
  it('typed amounts parse to minor units or nothing', () => {
    expect(parseMoneyInput('100.000', 0)).toBe(100_000);
    expect(parseMoneyInput('100000', 0)).toBe(100_000);
    expect(parseMoneyInput('12.5', 2)).toBe(1250);
    expect(parseMoneyInput('12.345', 2)).toBeUndefined();
    expect(parseMoneyInput('-5', 0)).toBeUndefined();
    expect(parseMoneyInput('abc', 2)).toBeUndefined();
  });
  it('first-deposit bonus: percent of the amount, rounded down, capped, none when off', () => {
    expect(firstDepositBonus({ enabled: true, percent: 10 }, 100_000, 0)).toBe(10_000);
    expect(firstDepositBonus({ enabled: true, percent: 15, maxBonus: 500 }, 1_000_000, 2)).toBe(50_000);
    expect(firstDepositBonus({ enabled: true, percent: 12.5 }, 999, 0)).toBe(124);
    expect(firstDepositBonus({ enabled: false, percent: 10 }, 100_000, 0)).toBe(0);
  });
  it('channel and withdrawal limits in minor units, presets inside the limits only', () => {
    const c = createMerchantConfig({
      currency: USD,
      payments: {
        depositChannels: [{ code: 'CARD', kind: 'card', min: 10, max: 5000, presets: [5, 10, 50.5, 9000] }],
        withdraw: { min: 20, max: 10000 },
      },
    });
    expect(depositChannels(c)).toEqual([
      { code: 'CARD', kind: 'card', min: 1000, max: 500_000, presets: [1000, 5050] },
    ]);
    expect(withdrawLimits(c)).toMatchObject({ min: 2000, max: 1_000_000, dailyCount: 10 });
  });
  it("withdrawals a day: the VIP level's figure of the merchant rule, else dailyCount (issue 32 item 10)", () => {
    const rule = { dailyCount: 7, dailyCountByVipLevel: [3, 5, 8] };
    expect([0, 1, 2, 3, 9].map((l) => withdrawDailyCount(rule, l))).toEqual([3, 5, 8, 7, 7]);
    expect(withdrawDailyCount(rule)).toBe(7);
    expect(withdrawDailyCount({ dailyCount: 4 }, 2)).toBe(4);
    const c = createMerchantConfig({
      payments: { withdraw: { dailyCount: 6, dailyCountByVipLevel: [2, 4] } },
    });
    expect(withdrawLimits(c, 1).dailyCount).toBe(4);
    expect(withdrawLimits(c, 5).dailyCount).toBe(6);
    expect(withdrawLimits(c).dailyCount).toBe(6);
  });
  it('payee name: Latin letters without diacritics', () => {
    expect(isPayeeName('Nguyen Van A')).toBe(true);
    expect(isPayeeName('Nguyễn Văn A')).toBe(false);
    expect(isPayeeName('A1')).toBe(false);
  });
  it('record date range: inside the picker bounds, from ≤ to', () => {
    expect(recordRangeValid('2024-01-01', '2024-01-31')).toBe(true);
    expect(recordRangeValid('2024-02-01', '2024-01-31')).toBe(false);
    expect(recordRangeValid('1999-12-31')).toBe(false);
  });
  it('slot pays 5× for three of a kind, 20× for sevens, the stake back for a pair', () => {
    expect(slotWin(['seven', 'seven', 'seven'], 100)).toBe(2000);
    expect(slotWin(['club', 'club', 'club'], 100)).toBe(500);
    expect(slotWin(['club', 'star', 'club'], 100)).toBe(100);
    expect(slotWin(['club', 'star', 'diamond'], 100)).toBe(0);
  });
});

describe('payoutAccountProblems', () => {
  it('names each field that breaks the API rule, and nothing for a good draft', () => {
    expect(
      payoutAccountProblems({ bankName: 'VCB', accountNumber: '0123456789', holderName: 'NGUYEN VAN A' }),
    ).toEqual({});
    expect(
      payoutAccountProblems({ bankName: ' V ', accountNumber: '12345', holderName: 'Nguyễn Văn A' }),
    ).toEqual({
      bankName: 'validation.required',
      accountNumber: 'validation.pattern_digits',
      holderName: 'validation.pattern_latinName',
    });
    expect(
      payoutAccountProblems({ bankName: 'VCB', accountNumber: '1'.repeat(21), holderName: 'AN' }),
    ).toEqual({
      accountNumber: 'validation.pattern_digits',
    });
  });
});
