import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { initialBrowserState } from '@core/game-browser';
import { findRoute } from '@core/routes';
import { useMerchantConfig } from '../../../shared/config';
import { EmptyState, Page } from '../../../shared/ui';
import { BANNER_GROUP_BY_TYPE } from '../api/banners';
import { useCategoryGroups } from '../api/vendors';
import { BannerCarousel } from '../components/banner-carousel';
import { GameBrowser } from '../components/game-browser';
import { GridSkeleton } from '../components/game-grid';
import { PlayChoice } from '../components/play-choice';
import { WinnersBoard } from '../components/winners-board';
import { CATEGORY_ICONS } from '../model/category';
import { prefetchCategory } from '../model/prefetch';
import '../games.css';

/** The lottery screens' menu and boards: fetched on those screens only (issue 29). */
const LotteryArea = lazy(() => import('../lottery/lottery-area'));

// Runs when this page's code arrives (before its first render): see prefetchCategory.
prefetchCategory(window.location);

/** Categories whose first load needs the merchant's grouped vendors (their first vendor). */
const NEEDS_GROUPS = ['ESPORTS', 'COCKFIGHT'];

/**
 * Game list centre: one page for every category route. The category comes from the route table
 * (core/routes.ts), the route's own query and the URL's vassalage, gameClassify and dataType.
 */
export default function GameListPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const config = useMerchantConfig();
  const route = findRoute(pathname);
  const category = route?.category ?? 'RNG';
  const { groups, isLoading } = useCategoryGroups();
  const query = useMemo(
    () => ({
      vassalage: params.get('vassalage') ?? route?.query?.vassalage,
      gameClassify: params.get('gameClassify') ?? route?.query?.gameClassify,
      dataType: params.get('dataType') ?? route?.query?.dataType,
    }),
    [params, route],
  );
  const grouped = NEEDS_GROUPS.includes(category) && !query.vassalage;
  const waiting = grouped && isLoading;
  // A grouped category whose rule moves no vendor there (merchant's vendorRules) has no games of its
  // own: say so, instead of listing every game of the vendors' reported type (issue 32: cockfight
  // listed all sports and e-sports games).
  const none = grouped && !isLoading && !groups.some((g) => g.category === category && g.vendors.length > 0);
  const initial = useMemo(
    () =>
      waiting
        ? null
        : initialBrowserState(category, query, { groups, inHouseVendors: config.games.inHouseVendors }),
    [waiting, category, query, groups, config.games.inHouseVendors],
  );
  const title = t(`titles.${route?.key ?? 'slot-games'}`);
  const typeLabel = t(`games.category.${category}`);
  if (!route) return <Navigate to="/m/home" replace />;
  return (
    <Page title={title} className="gm-page">
      <BannerCarousel group={BANNER_GROUP_BY_TYPE[initial?.gameType ?? category]} />
      {(category === 'LOTT' || category === 'ELOTT') && (
        <Suspense fallback={null}>
          <LotteryArea category={category} path={route.path} />
        </Suspense>
      )}
      <WinnersBoard category={category} />
      {none ? (
        <EmptyState icon={CATEGORY_ICONS[category] ?? 'bet'} title={t('games.categoryEmpty')}>
          <Link className="ui-btn ui-btn--secondary" to="/m/home">
            {t('games.categoryEmptyHome')}
          </Link>
        </EmptyState>
      ) : initial ? (
        <GameBrowser key={`${pathname}?${params.toString()}`} initial={initial} typeLabel={typeLabel} />
      ) : (
        <GridSkeleton />
      )}
      <PlayChoice />
    </Page>
  );
}
