import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { promotionCover } from '@core/content';
import { formatDate } from '@core/dates';
import { useArtSrc } from '../../../shared/ui';
import type { Promotion } from '../api/promotions';
import { StatusAction } from './status-action';

/** A promotion card (spec §2): cover (sequence 1), title, date line, read more, the player's status. */
export function PromotionCard({ promo }: { promo: Promotion }) {
  const { t } = useTranslation();
  const art = useArtSrc();
  const cover = promotionCover(promo.announcementImages);
  const to = `/m/activity?id=${promo.id}`;
  return (
    <li className="ct-card">
      <Link to={to} className="ct-card__cover" tabIndex={-1} aria-hidden="true">
        {cover ? (
          <img src={art(cover)} alt="" loading="lazy" width={358} height={150} />
        ) : (
          <span className="ct-card__placeholder" />
        )}
      </Link>
      <div className="ct-card__body">
        <h3 className="ct-card__title">{promo.title}</h3>
        <p className="ct-card__date">
          {promo.noExpiry === 1
            ? t('content.longTerm')
            : promo.endDate
              ? t('content.period', {
                  from: formatDate(promo.startDate, 'slashDay'),
                  to: formatDate(promo.endDate, 'slashDay'),
                })
              : t('content.periodFrom', { from: formatDate(promo.startDate, 'slashDay') })}
        </p>
        <div className="ct-card__row">
          <Link
            to={to}
            className="ct-card__more"
            aria-label={t('content.readMoreOf', { title: promo.title })}
          >
            {t('content.readMore')}
          </Link>
          <StatusAction promo={promo} />
        </div>
      </div>
    </li>
  );
}
