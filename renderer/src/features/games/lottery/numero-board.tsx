import { countdown } from '@core/dates';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLongtailStrings } from '../../../shared/i18n/longtail-strings';
import { Skeleton } from '../../../shared/ui';
import { lotteryListQuery, numeroQuery } from './lottery-api';
import { LotteryBoardFrame } from './lottery-board-frame';
import '../longtail.css';

const TICK_MS = 1000;

/** The seconds' tick of the countdowns (an effect: it synchronises with the clock). */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(id);
  }, []);
  return now;
}

/** The ELOTT screen's numero draws (spec §7 numero call): open issue with its countdown, latest results. */
export function NumeroBoard() {
  useLongtailStrings();
  const { t } = useTranslation();
  const q = useQuery(numeroQuery());
  const games = useQuery(lotteryListQuery('ELOTT'));
  const now = useNow();
  if (q.isPending) return <Skeleton height={160} style={{ display: 'block', margin: '12px 0' }} />;
  if (!q.data) return null;
  // Countdowns run on the server's clock: the offset is measured when the answer arrives.
  const offset = q.data.serverTime - q.dataUpdatedAt;
  const game = games.data?.find((g) => g.gameClassifyNew === 'FAST') ?? games.data?.[0];
  return (
    <LotteryBoardFrame
      className="lt-numero"
      titleId="lt-numero-title"
      title={t('longtail.numeroTitle')}
      game={game}
    >
      <ul className="lt-numero__list">
        {q.data.list.map((g) => {
          const last = g.recent[0];
          return (
            <li key={g.code} className="lt-numero__game">
              <div className="lt-numero__top">
                <strong>{t('longtail.numeroGame', { minutes: g.intervalMinutes })}</strong>
                <span className="lt-numero__clock" aria-live="off">
                  {t('longtail.numeroCloses', { time: countdown(g.closesAt - (now + offset)) })}
                </span>
              </div>
              <p className="lt-numero__issue">{t('longtail.numeroIssue', { issue: g.currentIssue })}</p>
              {last && (
                <p
                  className="lt-numero__balls"
                  aria-label={t('longtail.numeroResult', { issue: last.issue, numbers: last.numbers })}
                >
                  {[...last.numbers].map((d, i) => (
                    <span key={i} className="lt-numero__ball" aria-hidden="true">
                      {d}
                    </span>
                  ))}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </LotteryBoardFrame>
  );
}
