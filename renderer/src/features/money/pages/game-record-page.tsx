import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../shared/config';
import { Page } from '../../../shared/ui';
import { roundsQuery } from '../api/records';
import { RecordFilters } from '../components/record-filters';
import { RecordList, RecordRow, useRecordFilter } from '../components/record-list';
import '../money.css';
import { formatDate } from '@core/dates';

/** /m/gameRecord (TRANSBETREPMEM3): game rounds with bet and win, and the totals of the range. */
export default function GameRecordPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const { filter, setFilter, pageSize, token } = useRecordFilter();
  const q = useInfiniteQuery(roundsQuery({ from: filter.from, to: filter.to, pageSize }, token));
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
      <RecordList query={q} emptyIcon="bet">
        {(rows) => (
          <>
            <ul className="mn-records" aria-label={t('titles.gameRecord')}>
              {rows.map((r) => (
                <RecordRow key={r.id} kind={r.game} amount={r.win - r.bet}>
                  <span>{r.vendor}</span>
                  <span>
                    {t('money.records.bet')}: {money.format(r.bet)}
                  </span>
                  <span>
                    {t('money.records.win')}: {money.format(r.win)}
                  </span>
                  <time dateTime={r.createdAt}>{formatDate(r.createdAt, 'dayTime')}</time>
                </RecordRow>
              ))}
            </ul>
          </>
        )}
      </RecordList>
    </Page>
  );
}
