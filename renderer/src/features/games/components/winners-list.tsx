import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../shared/config';
import { Icon } from '../../../shared/ui';
import { winnersQuery } from '../api/winners';

/** The winners board's list (winners-board.tsx): title, loading, retry, empty, the rows. */
export default function Board({ filter }: { filter: Parameters<typeof winnersQuery>[0] }) {
  const { t } = useTranslation();
  const money = useMoney().format;
  const { data, isError, isPending, refetch } = useQuery(winnersQuery(filter));
  return (
    <section className="gm-winners" aria-labelledby="gm-winners-title">
      <h2 id="gm-winners-title" className="gm-winners__title">
        <Icon name="trophy" size={18} aria-hidden="true" className="gm-winners__icon" />
        {t('money.winners.title')}
      </h2>
      {isPending ? (
        <p className="gm-winners__note" aria-busy="true">
          {t('money.winners.loading')}
        </p>
      ) : isError ? (
        <button type="button" className="gm-winners__note gm-winners__retry" onClick={() => void refetch()}>
          {t('games.loadFailedRetry')}
        </button>
      ) : data.length === 0 ? (
        <p className="gm-winners__note">{t('money.winners.empty')}</p>
      ) : (
        <ol className="gm-winners__list">
          {data.map((w, i) => (
            <li key={`${w.time}-${i}`} className="gm-winners__row">
              <span className={`gm-winners__rank gm-winners__rank--${Math.min(i + 1, 4)}`}>{i + 1}</span>
              <span className="gm-winners__who">
                <span className="gm-winners__name">{w.userName}</span>
                <span className="gm-winners__game">{w.gameName}</span>
              </span>
              <span className="gm-winners__amount">{money(w.winAmount)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
