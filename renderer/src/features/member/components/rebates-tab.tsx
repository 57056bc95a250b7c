import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../shared/config';
import { useSession } from '../../../shared/session';
import { Button, EmptyState, Spinner } from '../../../shared/ui';
import { rebatesQuery } from '../api/member-area';
import { shortDate } from './dates';

/** Rebates shown per page (the API pages with page + size). */
export const REBATES_PAGE_SIZE = 20;

/** The reward centre's rebates tab: paid and pending rebates per period (issue 20's `GET /api/rebates`). */
export function RebatesTab() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const q = useQuery(rebatesQuery(1, REBATES_PAGE_SIZE, session?.token));
  const money = useMoney().format;
  const category = (c: string) =>
    i18n.exists(`member.rebates.category.${c}`) ? t(`member.rebates.category.${c}`) : c;
  if (q.isPending) return <Spinner label={t('common.loading')} />;
  if (q.isError)
    return (
      <EmptyState icon="warning" title={t('errors.LOAD_FAILED')}>
        <Button variant="secondary" onClick={() => void q.refetch()}>
          {t('member.retry')}
        </Button>
      </EmptyState>
    );
  if (q.data.list.length === 0) return <EmptyState icon="gift" title={t('member.rebates.empty')} />;
  return (
    <ul className="mb-rewards" aria-label={t('member.rebates.title')}>
      {q.data.list.map((r) => (
        <li key={r.id} className="mb-reward">
          <span className="mb-reward__icon mb-reward__icon--rebate" aria-hidden="true">
            %
          </span>
          <div className="mb-reward__body">
            <p className="mb-reward__title">{t('member.rebates.line', { category: category(r.category) })}</p>
            <p className="mb-reward__meta">
              {t('member.rebates.period', {
                from: shortDate(r.periodStart),
                to: shortDate(r.periodEnd),
              })}
            </p>
            <p className="mb-reward__meta">
              {t('member.rebates.detail', {
                bet: money(r.validBet),
                rate: (r.ratePermille / 10).toLocaleString(i18n.language),
              })}
            </p>
          </div>
          <div className="mb-reward__side">
            <span className="mb-reward__amount">+{money(r.amount)}</span>
            <span className={`mb-status ${r.paidAt ? 'mb-status--claimed' : 'mb-status--pending'}`}>
              {r.paidAt ? t('member.rebates.paid') : t('member.rebates.pending')}
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
