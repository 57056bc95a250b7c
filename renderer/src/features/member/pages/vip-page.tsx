import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { VipResponse } from '@schemas/api';
import { useMoney } from '../../../shared/config';
import { useSession } from '../../../shared/session';
import { EmptyState, Icon, Page, Spinner } from '../../../shared/ui';
import { vipQuery } from '../api/member-area';
import { vipPercent, vipTowards, VipProgressBar } from '../components/vip-progress';
import '../member.css';

type Level = VipResponse['levels'][number];

function Benefits({ level }: { level: Level }) {
  const { t, i18n } = useTranslation();
  const money = useMoney().format;
  const b = level.benefits;
  const rows = [
    b.upgradeBonus ? t('member.vip.benefit.upgradeBonus', { amount: money(b.upgradeBonus) }) : undefined,
    b.birthdayBonus ? t('member.vip.benefit.birthdayBonus', { amount: money(b.birthdayBonus) }) : undefined,
    b.rebatePermille
      ? t('member.vip.benefit.rebate', { rate: (b.rebatePermille / 10).toLocaleString(i18n.language) })
      : undefined,
    b.dailyWithdrawals ? t('member.vip.benefit.dailyWithdrawals', { count: b.dailyWithdrawals }) : undefined,
    b.personalManager ? t('member.vip.benefit.personalManager') : undefined,
  ].filter((x): x is string => !!x);
  return (
    <ul className="mb-benefits">
      {rows.map((r) => (
        <li key={r}>
          <Icon name="check" size={16} />
          {r}
        </li>
      ))}
    </ul>
  );
}

/** /m/member/benefits: where the member stands, what the next level needs, and every level's benefits. */
export default function VipPage() {
  const { t } = useTranslation();
  const session = useSession();
  const q = useQuery(vipQuery(session?.token));
  const money = useMoney().format;
  const vip = q.data;
  const current = vip?.levels.find((l) => l.level === vip.current);
  const next = vip?.levels.find((l) => l.level === vip.next);
  const percent = vipPercent(vip);
  return (
    <Page title={t('titles.vip')} className="mb-page">
      {q.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : !vip ? (
        <EmptyState icon="warning" title={t('errors.LOAD_FAILED')} />
      ) : (
        <>
          <section className="mb-vip-hero" aria-labelledby="vip-level">
            <span className="mb-vip-hero__crown" aria-hidden="true">
              <Icon name="crown" size={30} />
            </span>
            <p className="mb-vip-hero__caption">{t('member.vip.yourLevel')}</p>
            <h2 id="vip-level" className="mb-vip-hero__level" data-testid="vip-level">
              {current?.labelId ?? t('member.vip.none')}
            </h2>
            <VipProgressBar percent={percent} hero />
            <p className="mb-vip-hero__ratio" data-testid="vip-ratio">
              {vipTowards(t, vip, next?.labelId)}
            </p>
          </section>
          {next && (
            <section className="mb-card" aria-labelledby="vip-next">
              <h3 id="vip-next" className="mb-card__title">
                {t('member.vip.nextNeeds', { level: next.labelId })}
              </h3>
              <ul className="mb-conditions">
                {vip.conditions.map((c) => (
                  <li key={c.kind} className={c.done ? 'is-done' : undefined}>
                    <span className="mb-conditions__head">
                      <span>{t(`member.vip.condition.${c.kind}`)}</span>
                      <span className="mb-conditions__state">
                        {c.done ? (
                          <>
                            <Icon name="check" size={16} /> {t('member.vip.done')}
                          </>
                        ) : (
                          t('member.vip.missing', { amount: money(c.missing) })
                        )}
                      </span>
                    </span>
                    <span className="mb-conditions__values">
                      {money(c.current)} / {money(c.required)}
                    </span>
                    <span className="mb-vip__bar" aria-hidden="true">
                      <span
                        className="mb-vip__fill"
                        style={{ width: `${Math.min(100, Math.round((c.current / c.required) * 100))}%` }}
                      />
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <section aria-labelledby="vip-ladder">
            <h3 id="vip-ladder" className="mb-section-title">
              {t('member.vip.ladder')}
            </h3>
            <ol className="mb-ladder">
              {vip.levels.map((l) => (
                <li
                  key={l.level}
                  className={`mb-level ${l.level === vip.current ? 'is-current' : ''} ${
                    vip.current !== undefined && l.level < vip.current ? 'is-passed' : ''
                  }`}
                  aria-current={l.level === vip.current ? 'true' : undefined}
                >
                  <div className="mb-level__head">
                    <span className="mb-level__label">{l.labelId}</span>
                    {l.level === vip.current && (
                      <span className="mb-tag mb-tag--gold">{t('member.vip.current')}</span>
                    )}
                  </div>
                  <p className="mb-level__req">
                    {l.minDeposit || l.minBet
                      ? t('member.vip.requirement', { deposit: money(l.minDeposit), bet: money(l.minBet) })
                      : t('member.vip.entry')}
                  </p>
                  <Benefits level={l} />
                </li>
              ))}
            </ol>
          </section>
        </>
      )}
    </Page>
  );
}
