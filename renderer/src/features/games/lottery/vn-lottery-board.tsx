import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLongtailStrings } from '../../../shared/i18n/longtail-strings';
import { Skeleton } from '../../../shared/ui';
import { lotteryListQuery, vnLotteryQuery } from './lottery-api';
import { LotteryBoardFrame } from './lottery-board-frame';
import '../longtail.css';
import { formatDate } from '@core/dates';

const VN_VENDOR = 'TCG_LOTTO_VN';
/** Draw days and times are Vietnam's, wherever the player is. */
const VN_TIME_ZONE = 'Asia/Ho_Chi_Minh';

/** The LOTT screen's Vietnam lottery results (spec §7 VN lottery call): one region at a time, by province. */
export function VnLotteryBoard() {
  useLongtailStrings();
  const { t } = useTranslation();
  const q = useQuery(vnLotteryQuery());
  const games = useQuery(lotteryListQuery('LOTT', VN_VENDOR));
  const [region, setRegion] = useState<'north' | 'central' | 'south'>('north');
  if (q.isPending) return <Skeleton height={220} style={{ display: 'block', margin: '12px 0' }} />;
  if (!q.data) return null;
  const current = q.data.regions.find((r) => r.region === region) ?? q.data.regions[0]!;
  const game = games.data?.[0];
  const tierName = (tier: string) =>
    tier === 'DB' ? t('longtail.vnSpecial') : t('longtail.vnPrize', { n: tier.slice(1) });
  return (
    <LotteryBoardFrame className="lt-vn" titleId="lt-vn-title" title={t('longtail.vnTitle')} game={game}>
      <div className="lt-vn__regions" role="tablist" aria-label={t('longtail.vnTitle')}>
        {q.data.regions.map((r) => (
          <button
            key={r.region}
            type="button"
            role="tab"
            aria-selected={r.region === current.region}
            className="lt-vn__region"
            onClick={() => setRegion(r.region)}
          >
            {t(`longtail.vnRegion.${r.region}`)}
          </button>
        ))}
      </div>
      <p className="lt-vn__meta">
        {t('longtail.vnDrawDate', {
          date: formatDate(current.drawnAt, 'day', { timeZone: VN_TIME_ZONE }),
        })}{' '}
        ·{' '}
        {t('longtail.vnNextDraw', {
          time: formatDate(current.nextDrawAt, 'dayMonthTime', { timeZone: VN_TIME_ZONE }),
        })}
      </p>
      <div className="lt-vn__draws" role="tabpanel" aria-label={t(`longtail.vnRegion.${current.region}`)}>
        {current.draws.map((d) => (
          <table key={d.province} className="lt-vn__table">
            {/* The North draws as one: named as the region, in the page language (issue 32 item 16). */}
            <caption>{current.region === 'north' ? t('longtail.vnRegion.north') : d.province}</caption>
            <thead className="sr-only">
              <tr>
                <th scope="col">{t('longtail.vnTier')}</th>
                <th scope="col">{t('longtail.vnNumbers')}</th>
              </tr>
            </thead>
            <tbody>
              {d.prizes.map((p) => (
                <tr key={p.tier} className={p.tier === 'DB' ? 'lt-vn__special' : undefined}>
                  <th scope="row">{tierName(p.tier)}</th>
                  <td>{p.numbers.join(' · ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
    </LotteryBoardFrame>
  );
}
