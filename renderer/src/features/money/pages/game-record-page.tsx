import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMerchantConfig, useMoney } from '../../../shared/config';
import { useSession } from '../../../shared/session';
import { EmptyState, Page, Spinner } from '../../../shared/ui';
import { roundsQuery } from '../api/records';
import { InfiniteMore } from '../components/infinite-more';
import { RecordFilters, type RecordFilterValue } from '../components/record-filters';
import { defaultRange } from '../model/record-range';
import '../money.css';

/** /m/gameRecord (TRANSBETREPMEM3): game rounds with bet and win, and the totals of the range. */
export default function GameRecordPage() {
  const { t, i18n } = useTranslation();
  const config = useMerchantConfig();
  const token = useSession()?.token;
  const money = useMoney();
  const [filter, setFilter] = useState<RecordFilterValue>(() => defaultRange(config.limits.recordDays));
  const q = useInfiniteQuery(
    roundsQuery({ from: filter.from, to: filter.to, pageSize: config.limits.pageSizeRecords }, token),
  );
  const rows = q.data?.pages.flatMap((p) => p.list) ?? [];
  const first = q.data?.pages[0];
  return (
    <Page title={t('titles.gameRecord')} className="mn-page">
      <RecordFilters value={filter} onApply={setFilter} />
      {first && (
        <dl className="mn-totals" aria-label={t('money.records.totals')}>
          <div>
            <dt>{t('money.records.bet')}</dt>
            <dd>{money.format(first.totals.bet)}</dd>
          </div>
          <div>
            <dt>{t('money.records.win')}</dt>
            <dd>{money.format(first.totals.win)}</dd>
          </div>
          <div>
            <dt>{t('money.records.net')}</dt>
            <dd className={first.totals.net < 0 ? 'mn-neg' : 'mn-pos'}>{money.format(first.totals.net)}</dd>
          </div>
        </dl>
      )}
      {q.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : q.isError && rows.length === 0 ? (
        <InfiniteMore hasNext={false} loading={false} failed onMore={() => void q.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState icon="bet" title={t('money.records.empty')} />
      ) : (
        <>
          <ul className="mn-records" aria-label={t('titles.gameRecord')}>
            {rows.map((r) => (
              <li key={r.id} className="mn-record">
                <div className="mn-record__main">
                  <span className="mn-record__kind">{r.game}</span>
                  <span
                    className={`mn-record__amount ${r.win - r.bet < 0 ? 'mn-neg' : r.win - r.bet > 0 ? 'mn-pos' : 'mn-zero'}`}
                  >
                    {money.format(r.win - r.bet)}
                  </span>
                </div>
                <div className="mn-record__sub">
                  <span>{r.vendor}</span>
                  <span>
                    {t('money.records.bet')}: {money.format(r.bet)}
                  </span>
                  <span>
                    {t('money.records.win')}: {money.format(r.win)}
                  </span>
                  <time dateTime={r.createdAt}>{new Date(r.createdAt).toLocaleString(i18n.language)}</time>
                </div>
              </li>
            ))}
          </ul>
          <InfiniteMore
            hasNext={!!q.hasNextPage}
            loading={q.isFetchingNextPage}
            failed={q.isFetchNextPageError}
            onMore={() => void q.fetchNextPage()}
          />
        </>
      )}
    </Page>
  );
}
