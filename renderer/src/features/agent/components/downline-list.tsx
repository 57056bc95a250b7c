import { useInfiniteQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMerchantConfig, useMoney } from '../../../shared/config';
import { Button, EmptyState, Icon } from '../../../shared/ui';
import { InfiniteList } from '../../../shared/ui/infinite-list';
import { downlineQuery, type Range } from '../api/agent-api';
import { formatDate } from '@core/dates';

/** The agent's downline, newest first: searchable by account or nickname, paged with "load more". */
export function DownlineList({ range, token }: { range: Range; token: string | undefined }) {
  const { t } = useTranslation();
  const config = useMerchantConfig();
  const money = useMoney().format;
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const q = useInfiniteQuery(downlineQuery(range, search, config.limits.pageSizeRecords, token));
  const rows = q.data?.pages.flatMap((p) => p.list) ?? [];
  const total = q.data?.pages[0]?.totalCount ?? 0;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSearch(draft.trim());
  };
  return (
    <section className="ag-card" aria-labelledby="ag-downline-title">
      <h3 id="ag-downline-title" className="ag-card__title">
        {t('agent.downline.title')}
      </h3>
      <form className="ag-search" role="search" aria-label={t('agent.downline.search')} onSubmit={submit}>
        <input
          type="search"
          className="ag-input"
          aria-label={t('agent.downline.search')}
          placeholder={t('agent.downline.searchPlaceholder')}
          maxLength={40}
          value={draft}
          onChange={(e) => {
            setDraft(e.target.value);
            if (!e.target.value) setSearch('');
          }}
        />
        <Button type="submit" variant="secondary" aria-label={t('agent.downline.search')}>
          <Icon name="search" size={18} />
        </Button>
      </form>
      <InfiniteList
        query={q}
        count={rows.length}
        failed={
          <Button variant="secondary" onClick={() => void q.refetch()}>
            {t('agent.loadFailed')}
          </Button>
        }
        empty={
          <EmptyState icon="user" title={t(search ? 'agent.downline.noMatch' : 'agent.downline.empty')} />
        }
      >
        <p className="ag-muted" role="status">
          {t('agent.downline.count', { count: total })}
        </p>
        <ul className="ag-downline" aria-label={t('agent.downline.title')}>
          {rows.map((r) => (
            <li key={r.id} className="ag-member">
              <div className="ag-member__main">
                <span className="ag-member__name">{r.nickname || r.account}</span>
                {r.firstDepositAt && <span className="ag-badge">{t('agent.downline.deposited')}</span>}
              </div>
              <div className="ag-member__sub">
                {r.nickname && <span>{r.account}</span>}
                <span>
                  {t('agent.downline.joined')}{' '}
                  <time dateTime={r.joinedAt}>{formatDate(r.joinedAt, 'day')}</time>
                </span>
              </div>
              <div className="ag-member__figures">
                <span>
                  {t('agent.kpi.deposits')}: <strong>{money(r.deposits)}</strong>
                </span>
                <span>
                  {t('agent.kpi.bets')}: <strong>{money(r.bets)}</strong>
                </span>
              </div>
            </li>
          ))}
        </ul>
        {q.hasNextPage && (
          <Button
            variant="secondary"
            block
            loading={q.isFetchingNextPage}
            onClick={() => void q.fetchNextPage()}
          >
            {q.isFetchNextPageError ? t('agent.loadFailed') : t('agent.downline.more')}
          </Button>
        )}
      </InfiniteList>
    </section>
  );
}
