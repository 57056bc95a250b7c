import type { FastifyBaseLogger } from 'fastify';
import type { MerchantConfig } from '../../schemas';
import { currencyDigits, toMinor } from '../../core/money';
import { lastEndedPeriod, periodOf, type RebatePeriod } from '../../core/rebates';
import type { Db } from '../../server/db/db';
import { REBATE_FIRST_RUN_MS, REBATE_RUN_INTERVAL_MS } from '../lib/constants';
import { payRebates } from '../repositories/rebates-repository';

export interface RebateOutcome {
  period: RebatePeriod;
  paid: number;
  amount: number;
}

/**
 * Pays a merchant's rebates for one ended period: the last one at `now`, or the one containing
 * `day` (which must have ended). Nothing is paid twice, however often this runs.
 */
export async function runRebates(
  db: Db,
  merchant: MerchantConfig,
  now: Date,
  day?: string,
): Promise<RebateOutcome> {
  const scheme = merchant.payments.rebates;
  const period = day
    ? periodOf(scheme.period, new Date(`${day}T00:00:00Z`))
    : lastEndedPeriod(scheme.period, now);
  if (!scheme.enabled) return { period, paid: 0, amount: 0 };
  const out = await payRebates(db, {
    merchantCode: merchant.code,
    start: period.start,
    end: period.end,
    rates: scheme.rates,
    minPayout: toMinor(scheme.minPayout, currencyDigits(merchant.currency)),
  });
  return { period, ...out };
}

/** True when the period that contains `day` has ended at `now`. */
export const periodEnded = (merchant: MerchantConfig, day: string, now: Date): boolean =>
  Date.parse(`${periodOf(merchant.payments.rebates.period, new Date(`${day}T00:00:00Z`)).end}T00:00:00Z`) <=
  now.getTime();

/** The in-server scheduler: every merchant's last ended period, soon after start and then periodically. */
export function startRebateScheduler(
  db: Db,
  merchants: () => MerchantConfig[],
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  timing = { firstMs: REBATE_FIRST_RUN_MS, everyMs: REBATE_RUN_INTERVAL_MS },
): () => void {
  let running: Promise<void> | undefined;
  const tick = () => {
    running ??= (async () => {
      for (const m of merchants()) {
        try {
          const out = await runRebates(db, m, new Date());
          if (out.paid > 0) log.info({ merchant: m.code, ...out }, 'rebates paid');
        } catch (err) {
          log.warn({ merchant: m.code, err: (err as Error).message }, 'rebate run failed; retried later');
        }
      }
    })().finally(() => {
      running = undefined;
    });
  };
  const first = setTimeout(tick, timing.firstMs);
  const every = setInterval(tick, timing.everyMs);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
