import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMerchantConfig, useMoney } from '../../../shared/config';
import { useSession } from '../../../shared/session';
import { EmptyState, Page, Spinner } from '../../../shared/ui';
import { transactionsQuery } from '../api/records';
import { InfiniteMore } from '../components/infinite-more';
import { RecordFilters, type RecordFilterValue } from '../components/record-filters';
import { defaultRange } from '../model/record-range';
import '../money.css';

/** /m/transaction/record (TRANSREC3): every ledger movement with the balance after it. */
export default function TransactionRecordPage() {
  const { t, i18n } = useTranslation();
  const config = useMerchantConfig();
  const token = useSession()?.token;
  const money = useMoney();
  const [filter, setFilter] = useState<RecordFilterValue>(() => defaultRange(config.limits.recordDays));
  const q = useInfiniteQuery(
    transactionsQuery({ ...filter, pageSize: config.limits.pageSizeRecords }, token),
  );
  const rows = q.data?.pages.flatMap((p) => p.list) ?? [];
  const total = q.data?.pages[0]?.totalCount ?? 0;
  return (
    <Page title={t('titles.transactionRecord')} className="mn-page">
      <RecordFilters value={filter} onApply={setFilter} withType />
      {q.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : q.isError && rows.length === 0 ? (
        <InfiniteMore hasNext={false} loading={false} failed onMore={() => void q.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState icon="record" title={t('money.records.empty')} />
      ) : (
        <>
          <p className="mn-muted" role="status">
            {t('money.records.count', { count: total })}
          </p>
          <ul className="mn-records" aria-label={t('titles.transactionRecord')}>
            {rows.map((e) => (
              <li key={e.id} className="mn-record">
                <div className="mn-record__main">
                  <span className="mn-record__kind">{t(`money.kind.${e.kind}`)}</span>
                  <span
                    className={`mn-record__amount ${e.amount < 0 ? 'mn-neg' : e.amount > 0 ? 'mn-pos' : 'mn-zero'}`}
                  >
                    {e.amount > 0 ? '+' : ''}
                    {money.format(e.amount)}
                  </span>
                </div>
                <div className="mn-record__sub">
                  <time dateTime={e.createdAt}>{new Date(e.createdAt).toLocaleString(i18n.language)}</time>
                  {e.status && (
                    <span className={`mn-status mn-status--${e.status}`}>
                      {t(`money.status.${e.status}`)}
                    </span>
                  )}
                  <span>
                    {t('money.records.balanceAfter')}: <strong>{money.format(e.balanceAfter)}</strong>
                  </span>
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
