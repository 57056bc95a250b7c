import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { findRoute } from '@core/routes';
import { EmptyState, Page } from '../../../shared/ui';
import { useCategoryGroups } from '../api/vendors';
import { GridSkeleton } from '../components/game-grid';
import { InfiniteSentinel } from '../components/infinite-sentinel';
import { VendorMark } from '../components/vendor-mark';
import { categoryPath } from '../model/category';
import '../games.css';

/**
 * Game centre (/m/gameCenter) and providers (/m/provider): every category of the merchant in its
 * grouped order, each with its vendors as cards that open the category filtered by that vendor.
 */
export default function GameCenterPage() {
  const { t } = useTranslation();
  const route = findRoute(useLocation().pathname);
  const { groups, isLoading, isError, refetch } = useCategoryGroups();
  const title = t(`titles.${route?.key ?? 'gameCenter'}`);
  return (
    <Page title={title} className="gm-page">
      {isLoading && <GridSkeleton count={9} />}
      {isError && (
        <InfiniteSentinel hasNext={false} loading={false} failed onMore={refetch} onRetry={refetch} />
      )}
      {!isLoading && !isError && groups.length === 0 && <EmptyState title={t('games.empty')} />}
      {groups
        .filter((g) => g.vendors.length > 0)
        .map((g) => (
          <section key={g.category} className="gm-section" aria-labelledby={`gc-${g.category}`}>
            <div className="gm-section__head">
              <h2 id={`gc-${g.category}`} className="gm-section__title">
                {t(`games.category.${g.category}`)}
              </h2>
              <Link className="gm-link" to={categoryPath(g.category)}>
                {t('games.more')}
              </Link>
            </div>
            <ul className="gm-vcards">
              {g.vendors.map((v) => (
                <li key={v.vassalage}>
                  <Link
                    className="gm-vcard"
                    to={`${categoryPath(g.category)}?vassalage=${encodeURIComponent(v.vassalage)}`}
                    aria-label={t('games.vendorCard', { name: v.displayName, count: v.gameCount })}
                  >
                    <VendorMark code={v.vassalage} size={44} />
                    <span className="gm-vcard__name">{v.displayName}</span>
                    <span className="gm-vcard__count">{t('games.gameCount', { count: v.gameCount })}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
    </Page>
  );
}
