/*
 * The reward centre (spec REWCEN3): a reward granted to a member is claimable until it expires,
 * claimed once (the wallet is credited through the ledger), or expired. The status a player sees is
 * derived from the stored state and the clock, the same on the server and in the browser.
 */

export const REWARD_TABS = ['all', 'claimable', 'claimed', 'expired'] as const;
export type RewardTab = (typeof REWARD_TABS)[number];
export type RewardStatus = Exclude<RewardTab, 'all'>;

export const REWARD_SOURCES = ['welcome', 'vip', 'signIn', 'operator', 'promotion'] as const;
export type RewardSource = (typeof REWARD_SOURCES)[number];

/** The status of a stored reward at `now`: claimed stays claimed; unclaimed past its expiry is expired. */
export function rewardStatus(
  r: { claimedAt: string | null; expiresAt: string | null },
  now: number = Date.now(),
): RewardStatus {
  if (r.claimedAt) return 'claimed';
  if (r.expiresAt && Date.parse(r.expiresAt) <= now) return 'expired';
  return 'claimable';
}

/** Whether a reward belongs under a tab. */
export const inRewardTab = (status: RewardStatus, tab: RewardTab): boolean => tab === 'all' || tab === status;

/** Days left before a claimable reward expires (ceil), or undefined when it never expires. */
export function daysLeft(expiresAt: string | null, now: number = Date.now()): number | undefined {
  if (!expiresAt) return undefined;
  return Math.max(0, Math.ceil((Date.parse(expiresAt) - now) / 86_400_000));
}
