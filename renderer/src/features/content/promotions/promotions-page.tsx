import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/api';
import { Button, EmptyState, Page, Popup } from '../../../shared/ui';
import { usePromotion, usePromotionCategories, usePromotions } from '../api/promotions';
import { LoadFailed, LoadingBlocks } from '../lib/load-state';
import { ScrollTabs } from '../lib/scroll-tabs';
import { PromotionCard } from './promotion-card';
import { PromotionDetail } from './promotion-detail';
import '../content.css';

const ALL = 'all';
const LIST_ID = 'promotion-list';

/**
 * Promotions /m/activity (spec §2): scrollable category tabs, cards; ?id= opens the detail directly
 * (also /m/activityDetail?id=) and closing it returns to /m/activity.
 */
export default function PromotionsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const idParam = params.get('id');
  const id = idParam && /^\d+$/.test(idParam) ? Number(idParam) : null;
  const [tab, setTab] = useState(ALL);
  const categories = usePromotionCategories();
  const promotions = usePromotions();
  const detail = usePromotion(id);
  const [closing, setClosing] = useState(false);

  const tabs = useMemo(
    () => [
      { key: ALL, label: t('content.allCategories') },
      ...(categories.data ?? []).map((c) => ({ key: String(c.id), label: c.title })),
    ],
    [categories.data, t],
  );
  const shown = useMemo(
    () =>
      (promotions.data ?? []).filter(
        (p) => tab === ALL || p.promoAnnouncementCategoryIds.includes(Number(tab)),
      ),
    [promotions.data, tab],
  );
  const fromList = id !== null ? promotions.data?.find((p) => p.id === id) : undefined;
  const open = detail.data ?? fromList;
  // An id that names no promotion is said, with the way to the list (issue 32 item 13), not ignored.
  const missing =
    !open && idParam !== null && (id === null || (isApiError(detail.error) && detail.error.status === 404));
  const toList = () => setClosing(true);

  return (
    <Page title={t('titles.activity')} className="ct-page">
      <ScrollTabs
        items={tabs}
        value={tab}
        onChange={setTab}
        label={t('content.categories')}
        controls={LIST_ID}
      />
      <div id={LIST_ID} role="tabpanel" aria-label={tabs.find((x) => x.key === tab)?.label}>
        {promotions.isPending ? (
          <LoadingBlocks rows={3} height={230} />
        ) : promotions.isError ? (
          <LoadFailed onRetry={() => void promotions.refetch()} />
        ) : shown.length === 0 ? (
          <EmptyState icon="gift" title={t('content.noPromotions')} />
        ) : (
          <ul className="ct-cards">
            {shown.map((p) => (
              <PromotionCard key={p.id} promo={p} />
            ))}
          </ul>
        )}
      </div>
      <Popup
        open={id !== null && !!open && !closing}
        title={open?.title ?? t('titles.activityDetail')}
        onClose={() => setClosing(true)}
        onClosed={() => {
          setClosing(false);
          navigate('/m/activity', { replace: true });
        }}
      >
        {open && <PromotionDetail promo={open} />}
      </Popup>
      <Popup
        open={missing && !closing}
        title={t('content.promotionNotFound')}
        onClose={toList}
        onClosed={() => {
          setClosing(false);
          navigate('/m/activity', { replace: true });
        }}
      >
        <EmptyState icon="gift" title={t('content.promotionNotFoundText')} />
        <Button variant="primary" block onClick={toList}>
          {t('content.allPromotions')}
        </Button>
      </Popup>
    </Page>
  );
}
