import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMerchantConfig, useMoney } from '../../../shared/config';
import { useSession } from '../../../shared/session';
import { EmptyState, InfiniteMore } from '../../../shared/ui';
import { InfiniteList, type PagedQuery } from '../../../shared/ui/infinite-list';
import { defaultRange } from '../model/record-range';
import type { RecordFilterValue } from './record-filters';

/** A record screen's query inputs: its date range (and type), first the config's default range; page size; session. */
export function useRecordFilter() {
  const config = useMerchantConfig();
  const [filter, setFilter] = useState<RecordFilterValue>(() => defaultRange(config.limits.recordDays));
  return { filter, setFilter, pageSize: config.limits.pageSizeRecords, token: useSession()?.token };
}

/** A record screen's list: loading, a first page that failed (tap to retry), empty, the rows and the list end. */
export function RecordList<T>({
  query,
  emptyIcon,
  children,
}: {
  query: PagedQuery & { data?: { pages: { list: T[] }[] } };
  emptyIcon: string;
  /** The loaded rows' list. */
  children: (rows: T[]) => ReactNode;
}) {
  const { t } = useTranslation();
  const retryText = t('money.records.loadFailed');
  const rows = query.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <InfiniteList
      query={query}
      count={rows.length}
      failed={
        <InfiniteMore
          hasNext={false}
          loading={false}
          failed
          onMore={() => void query.refetch()}
          retryText={retryText}
          className="mn-more"
        />
      }
      empty={<EmptyState icon={emptyIcon} title={t('money.records.empty')} />}
      end={{ retryText, className: 'mn-more' }}
    >
      {children(rows)}
    </InfiniteList>
  );
}

/** One record: what it is and its amount (red below zero, green above; `plus` marks a gain), then its details. */
export function RecordRow({
  kind,
  amount,
  plus = false,
  children,
}: {
  kind: string;
  amount: number;
  plus?: boolean;
  children: ReactNode;
}) {
  const money = useMoney();
  return (
    <li className="mn-record">
      <div className="mn-record__main">
        <span className="mn-record__kind">{kind}</span>
        <span className={`mn-record__amount ${amount < 0 ? 'mn-neg' : amount > 0 ? 'mn-pos' : 'mn-zero'}`}>
          {plus && amount > 0 ? '+' : ''}
          {money.format(amount)}
        </span>
      </div>
      <div className="mn-record__sub">{children}</div>
    </li>
  );
}
