import type { Db } from '../../server/db/db';
import { currencyDigits } from '../../core/money';
import { vipStatus } from '../../core/vip';
import type { MerchantConfig } from '../../schemas';
import { claimReward, signInToday, vipLevels, vipTotals } from '../repositories/member-area-repository';

/**
 * The member's VIP level when the merchant's withdraw rule has a figure per level (issue 32 item 10),
 * else undefined (the rule's dailyCount applies to everyone, no need to read the ladder).
 */
export async function withdrawVipLevel(
  db: Db,
  m: Pick<MerchantConfig, 'code' | 'currency' | 'payments'>,
  memberId: number,
): Promise<number | undefined> {
  if (!m.payments.withdraw.dailyCountByVipLevel?.length) return undefined;
  return memberVipLevel(db, m, memberId);
}

/** The member's VIP level on the merchant's ladder (undefined: none reached), for segments (issue 35). */
export async function memberVipLevel(
  db: Db,
  m: Pick<MerchantConfig, 'code' | 'currency'>,
  memberId: number,
): Promise<number | undefined> {
  const currency = { code: m.currency.code, digits: currencyDigits(m.currency) };
  const [levels, totals] = await Promise.all([vipLevels(db, m.code, currency), vipTotals(db, memberId)]);
  return vipStatus(levels, totals).current?.level;
}

/** Claims a reward once: marked claimed and credited through the ledger, one transaction. */
export const claimRewardOnce = (db: Db, memberId: number, rewardId: number) =>
  db.transaction((tx) => claimReward(tx, memberId, rewardId));

/** Today's sign-in and its reward, credited through the ledger, once a day; one transaction. */
export const signInOnce = (db: Db, memberId: number, currency: Parameters<typeof signInToday>[2]) =>
  db.transaction((tx) => signInToday(tx, memberId, currency));
