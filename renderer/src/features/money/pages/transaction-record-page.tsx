import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../shared/config';
import { Page } from '../../../shared/ui';
import { transactionsQuery } from '../api/records';
import { RecordFilters } from '../components/record-filters';
import { RecordList, RecordRow, useRecordFilter } from '../components/record-list';
import '../money.css';
import { formatDate } from '@core/dates';

/** /m/transaction/record (TRANSREC3): every ledger movement with the balance after it. */
export default function TransactionRecordPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const { filter, setFilter, pageSize, token } = useRecordFilter();
  const q = useInfiniteQuery(transactionsQuery({ ...filter, pageSize }, token));
  const total = q.data?.pages[0]?.totalCount ?? 0;
  return (
    <Page title={t('titles.transactionRecord')} className="mn-page">
      <RecordFilters value={filter} onApply={setFilter} withType />
      <RecordList query={q} emptyIcon="record">
        {(rows) => (
          <>
            <p className="mn-muted" role="status">
              {t('money.records.count', { count: total })}
            </p>
            <ul className="mn-records" aria-label={t('titles.transactionRecord')}>
              {rows.map((e) => (
                <RecordRow key={e.id} kind={t(`money.kind.${e.kind}`)} amount={e.amount} plus>
                  <time dateTime={e.createdAt}>{formatDate(e.createdAt, 'dayTime')}</time>
                  {e.status && (
                    <span className={`mn-status mn-status--${e.status}`}>
                      {t(`money.status.${e.status}`)}
                    </span>
                  )}
                  <span>
                    {t('money.records.balanceAfter')}: <strong>{money.format(e.balanceAfter)}</strong>
                  </span>
                </RecordRow>
              ))}
            </ul>
          </>
        )}
      </RecordList>
    </Page>
  );
}
