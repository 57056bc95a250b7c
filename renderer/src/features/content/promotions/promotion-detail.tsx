import { useTranslation } from 'react-i18next';
import { promotionDetailImage } from '@core/content';
import { formatDate } from '@core/dates';
import { SafeHtml, useArtSrc } from '../../../shared/ui';
import type { Promotion } from '../api/promotions';
import { StatusAction } from './status-action';

/** Promotion detail (spec §2; the popup's heading is its title): picture, date line (long term when noExpiry), the HTML body, status. */
export function PromotionDetail({ promo }: { promo: Promotion }) {
  const { t, i18n } = useTranslation();
  const art = useArtSrc();
  const image = promotionDetailImage(promo.announcementImages);
  const date = (iso: string) => formatDate(iso, 'longDay', { language: i18n.language });
  const line =
    promo.noExpiry === 1
      ? t('content.longTerm')
      : promo.endDate
        ? t('content.period', { from: date(promo.startDate), to: date(promo.endDate) })
        : t('content.periodFrom', { from: date(promo.startDate) });
  return (
    <article className="ct-detail">
      {image && <img className="ct-detail__image" src={art(image)} alt="" width={358} height={150} />}
      <p className="ct-detail__date">{line}</p>
      <SafeHtml className="ct-html" html={promo.content} />
      <div className="ct-detail__action">
        <StatusAction promo={promo} block />
      </div>
    </article>
  );
}
