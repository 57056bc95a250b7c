import { AGENT_JOIN_FIELDS, type AgentJoinField, type MerchantConfig } from '../schemas';
import { AFFILIATE_LINK_PARAM, type ContractKind } from './member-types';
import { checkField, type FieldError } from './register-fields';

/*
 * The agent (affiliate) programme's rules, the same in the browser and on the server: the join
 * form's fields and checks, the KPI periods, and the commission an agent's contracts pay.
 */

type ProgrammeConfig = Pick<MerchantConfig, 'agentProgramme'>;
export type JoinValues = Partial<Record<AgentJoinField, string>>;

/** The application form's fields (enabled ones, in the schema's order) with their rules. */
export function joinFields(config: ProgrammeConfig) {
  const rules = config.agentProgramme.joinFields;
  return AGENT_JOIN_FIELDS.filter((name) => rules[name].enabled).map((name) => ({ name, rule: rules[name] }));
}

/** Field errors of an application (empty when it may be sent); fields not asked for are refused. */
export function validateJoin(
  config: ProgrammeConfig,
  values: Record<string, unknown>,
): Partial<Record<string, FieldError>> {
  const errors: Partial<Record<string, FieldError>> = {};
  const fields = joinFields(config);
  for (const { name, rule } of fields) {
    const err = checkField(rule, values[name]);
    if (err) errors[name] = err;
  }
  for (const k of Object.keys(values))
    if (!fields.some((f) => f.name === k)) errors[k] = { key: 'agent.join.unknownField' };
  return errors;
}

/** Trimmed, non-empty values of the asked-for fields (what an application stores). */
export function joinValues(config: ProgrammeConfig, values: Record<string, unknown>): JoinValues {
  const out: JoinValues = {};
  for (const { name } of joinFields(config)) {
    const v = values[name];
    if (typeof v === 'string' && v.trim()) out[name] = v.trim();
  }
  return out;
}

/* ---------- KPI periods (UTC days, like the records) ---------- */

export const AGENT_PERIODS = ['today', 'yesterday', 'week', 'month'] as const;
export type AgentPeriod = (typeof AGENT_PERIODS)[number];
/** The longest range the team report answers (days). */
export const AGENT_RANGE_MAX_DAYS = 93;
const DAY_MS = 86_400_000;
const day = (d: Date) => d.toISOString().slice(0, 10);

/** Inclusive UTC days of a period preset: today, yesterday, the last 7 days, this calendar month. */
export function periodRange(period: AgentPeriod, now = new Date()): { from: string; to: string } {
  const today = day(now);
  switch (period) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const y = day(new Date(now.getTime() - DAY_MS));
      return { from: y, to: y };
    }
    case 'week':
      return { from: day(new Date(now.getTime() - 6 * DAY_MS)), to: today };
    case 'month':
      return { from: `${today.slice(0, 8)}01`, to: today };
  }
}

/** A valid report range: real YYYY-MM-DD days, from ≤ to, at most AGENT_RANGE_MAX_DAYS days. */
export function rangeValid(from: string, to: string): boolean {
  const re = /^\d{4}-\d{2}-\d{2}$/;
  if (!re.test(from) || !re.test(to)) return false;
  const a = Date.parse(`${from}T00:00:00Z`);
  const b = Date.parse(`${to}T00:00:00Z`);
  if (Number.isNaN(a) || Number.isNaN(b) || day(new Date(a)) !== from || day(new Date(b)) !== to)
    return false;
  return a <= b && (b - a) / DAY_MS < AGENT_RANGE_MAX_DAYS;
}

/** The half-open instant range [start, end) of inclusive UTC days. */
export function rangeInstants(from: string, to: string): { start: Date; end: Date } {
  return {
    start: new Date(`${from}T00:00:00Z`),
    end: new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS),
  };
}

/* ---------- Contracts and commission ---------- */

/**
 * Contract terms: `rateBp` basis points (1/100 of a percent) and the active players a day (salary),
 * an hour (hourly salary) or the period (dividend) needs before it pays.
 * - daily salary: rate × the team's bets of each UTC day with at least `minActive` active players;
 * - hourly salary: the same per UTC hour;
 * - dividend: rate × the team's net loss (bets − wins) over the period, when positive.
 */
export interface ContractTerms {
  rateBp: number;
  minActive: number;
}
export const RATE_BP_MAX = 10_000;
/** Team play in one bucket (a day, an hour or the whole period): minor units and distinct players. */
export interface PlayBucket {
  bets: number;
  wins: number;
  active: number;
}

/** A share in basis points of a minor-unit amount, rounded down (never pays a fraction of a unit). */
export const share = (amount: number, rateBp: number): number =>
  amount <= 0 ? 0 : Math.floor((amount * rateBp) / RATE_BP_MAX);

export type Commission = Record<ContractKind, number> & { total: number };

/** The commission of the accepted contracts over a period, from the team's play by day, hour and period. */
export function commissionFor(
  contracts: readonly { kind: ContractKind; terms: ContractTerms }[],
  play: { days: readonly PlayBucket[]; hours: readonly PlayBucket[]; period: PlayBucket },
): Commission {
  const out: Commission = { salary: 0, dividend: 0, hour: 0, total: 0 };
  for (const { kind, terms } of contracts) {
    if (kind === 'dividend') {
      if (play.period.active >= terms.minActive)
        out.dividend += share(play.period.bets - play.period.wins, terms.rateBp);
    } else {
      const buckets = kind === 'salary' ? play.days : play.hours;
      for (const b of buckets) if (b.active >= terms.minActive) out[kind] += share(b.bets, terms.rateBp);
    }
  }
  out.total = out.salary + out.dividend + out.hour;
  return out;
}

/** The register link an agent shares: the register page with the affiliate code. */
export function affiliateLink(origin: string, code: string): string {
  return `${origin.replace(/\/$/, '')}/m/register?${AFFILIATE_LINK_PARAM}=${encodeURIComponent(code)}`;
}
