/*
 * VIP levels (spec §3 rank progress, §4 "VIP progress = completedConditions / totalExpectedConditions
 * when labelId exists, else 1"). A level is reached when every requirement of it is met by the
 * member's totals (deposits paid and stakes placed, minor units); the conditions counted for the
 * progress are the requirements of the next level.
 */

export const VIP_CONDITIONS = ['deposit', 'bet'] as const;
export type VipCondition = (typeof VIP_CONDITIONS)[number];

export interface VipBenefits {
  /** Bonus paid once on reaching the level (minor units). */
  upgradeBonus?: number;
  /** Birthday bonus (minor units). */
  birthdayBonus?: number;
  /** Rebate rate in permille of the valid bet. */
  rebatePermille?: number;
  /** A dedicated account manager. */
  personalManager?: boolean;
}

export interface VipLevel {
  level: number;
  labelId: string;
  /** Requirements (minor units); 0 means none. */
  minDeposit: number;
  minBet: number;
  benefits: VipBenefits;
}

export type VipTotals = Record<VipCondition, number>;

export interface VipConditionState {
  kind: VipCondition;
  required: number;
  current: number;
  done: boolean;
  /** What is still missing (minor units, 0 when done). */
  missing: number;
}

export interface VipStatus {
  current: VipLevel | undefined;
  next: VipLevel | undefined;
  conditions: VipConditionState[];
  completedConditions: number;
  totalExpectedConditions: number;
  /** Spec §4: completed / total when a next level (label) exists, else 1. */
  ratio: number;
}

const requirement = (l: VipLevel, kind: VipCondition) => (kind === 'deposit' ? l.minDeposit : l.minBet);

const reached = (l: VipLevel, totals: VipTotals) =>
  VIP_CONDITIONS.every((k) => totals[k] >= requirement(l, k));

/** Spec §4 progress ratio: completed / total when a label exists, else 1; 0 conditions count as done. */
export function vipProgressRatio(p: {
  completedConditions: number;
  totalExpectedConditions: number;
  labelId?: string;
}): number {
  if (!p.labelId || p.totalExpectedConditions <= 0) return 1;
  return Math.min(1, Math.max(0, p.completedConditions / p.totalExpectedConditions));
}

/** Where a member stands on the ladder: the highest level reached in order, and what the next one needs. */
export function vipStatus(levels: readonly VipLevel[], totals: VipTotals): VipStatus {
  const ladder = [...levels].sort((a, b) => a.level - b.level);
  let current: VipLevel | undefined;
  for (const l of ladder) {
    if (!reached(l, totals)) break;
    current = l;
  }
  const next = ladder[current ? ladder.indexOf(current) + 1 : 0];
  const conditions: VipConditionState[] = next
    ? VIP_CONDITIONS.filter((k) => requirement(next, k) > 0).map((kind) => {
        const required = requirement(next, kind);
        const current = totals[kind];
        return {
          kind,
          required,
          current,
          done: current >= required,
          missing: Math.max(0, required - current),
        };
      })
    : [];
  const completedConditions = conditions.filter((c) => c.done).length;
  const totalExpectedConditions = conditions.length;
  return {
    current,
    next,
    conditions,
    completedConditions,
    totalExpectedConditions,
    ratio: vipProgressRatio({ completedConditions, totalExpectedConditions, labelId: next?.labelId }),
  };
}

/**
 * The default ladder a merchant starts with (withdrawals a day per level are not here: they are the
 * merchant JSON's payments.withdraw rule, the one the server enforces — issue 32 item 10), in major units of a reference currency (USD); the
 * platform seeds it per merchant in the merchant's currency (see `VIP_CURRENCY_SCALE`).
 */
export const DEFAULT_VIP_LADDER: readonly {
  labelId: string;
  deposit: number;
  bet: number;
  upgradeBonus: number;
  birthdayBonus: number;
  rebatePermille: number;
  personalManager: boolean;
}[] = [
  {
    labelId: 'VIP0',
    deposit: 0,
    bet: 0,
    upgradeBonus: 0,
    birthdayBonus: 0,
    rebatePermille: 3,
    personalManager: false,
  },
  {
    labelId: 'VIP1',
    deposit: 20,
    bet: 100,
    upgradeBonus: 2,
    birthdayBonus: 2,
    rebatePermille: 4,
    personalManager: false,
  },
  {
    labelId: 'VIP2',
    deposit: 100,
    bet: 1_000,
    upgradeBonus: 8,
    birthdayBonus: 5,
    rebatePermille: 5,
    personalManager: false,
  },
  {
    labelId: 'VIP3',
    deposit: 500,
    bet: 5_000,
    upgradeBonus: 30,
    birthdayBonus: 20,
    rebatePermille: 6,
    personalManager: false,
  },
  {
    labelId: 'VIP4',
    deposit: 2_000,
    bet: 20_000,
    upgradeBonus: 100,
    birthdayBonus: 60,
    rebatePermille: 8,
    personalManager: true,
  },
  {
    labelId: 'VIP5',
    deposit: 10_000,
    bet: 100_000,
    upgradeBonus: 400,
    birthdayBonus: 200,
    rebatePermille: 10,
    personalManager: true,
  },
];

/** Reference (USD) major units → a currency's major units, for seeding the default ladder. */
export const VIP_CURRENCY_SCALE: Readonly<Record<string, number>> = { USD: 1, VND: 25_000 };
