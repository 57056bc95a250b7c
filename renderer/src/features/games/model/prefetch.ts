import { initialBrowserState, listRequest } from '@core/game-browser';
import { findRoute } from '@core/routes';
import { queryClient } from '../../../shared/api';
import { getMerchantConfig } from '../../../shared/config';
import { artSrcNow } from '../../../shared/ui';
import { BANNER_GROUP_BY_TYPE, bannersQuery, HOME_BANNER_GROUP } from '../api/banners';
import { hotGamesQuery } from '../api/hot-games';
import { gameListQuery } from '../api/game-list';
import { vendorsQuery } from '../api/vendors';
import type { GameItem } from '../api/types';
import { EAGER_TILES } from '../constants';

/** Categories whose first load needs the grouped vendors (their first vendor): no early guess. */
const NEEDS_GROUPS = ['ESPORTS', 'COCKFIGHT'];

/**
 * Starts the requests a category page needs as soon as its code arrives, before React renders it:
 * the first page of games, the vendors and the banner. The largest paint of a list page is a game
 * picture, which cannot start before the list, so every round trip saved shows on screen. The keys
 * are the ones the page's queries use, so the page picks the answers up from the cache.
 */
export function prefetchCategory(location: Pick<Location, 'pathname' | 'search'>): void {
  // The language is set (app/bootstrap.ts) before any screen's code runs: requests carry it from the first.
  const route = findRoute(location.pathname);
  if (!route?.category) return;
  const config = getMerchantConfig();
  void queryClient.prefetchQuery(vendorsQuery());
  if (NEEDS_GROUPS.includes(route.category)) return;
  const params = new URLSearchParams(location.search);
  const state = initialBrowserState(
    route.category,
    {
      vassalage: params.get('vassalage') ?? route.query?.vassalage,
      gameClassify: params.get('gameClassify') ?? route.query?.gameClassify,
      dataType: params.get('dataType') ?? route.query?.dataType,
    },
    { groups: [], inHouseVendors: config.games.inHouseVendors },
  );
  const banner = BANNER_GROUP_BY_TYPE[state.gameType];
  if (banner) void queryClient.prefetchQuery(bannersQuery(banner));
  const req = listRequest(state, {
    pageSize: config.limits.pageSizeBrowser,
    pageSizeFavourites: config.limits.pageSizeFavourites,
  });
  if (req.source !== 'games') return;
  const { pageNo: _first, ...q } = req.params;
  void queryClient
    .prefetchInfiniteQuery(gameListQuery(q))
    .then(() => preloadPictures(queryClient.getQueryData(gameListQuery(q).queryKey)?.pages[0]?.items));
}

/**
 * Starts the download of the first rows' pictures (the largest paint of a lobby screen is one of
 * them), at the address their tiles will show (`artSrcNow`, the same as GameTile's `useArtSrc`): any
 * other address is a second download of the same picture.
 */
export function preloadPictures(games: readonly GameItem[] | undefined): void {
  for (const g of (games ?? []).slice(0, EAGER_TILES)) {
    const src = g.mobileLargeIcon || g.img;
    if (src) new Image().src = artSrcNow(src);
  }
}

/** Home's game data (hot list, vendors, the m_home banners), started as soon as the home code arrives. */
export function prefetchHome(): void {
  void queryClient
    .prefetchQuery(hotGamesQuery())
    .then(() => preloadPictures(queryClient.getQueryData(hotGamesQuery().queryKey)?.list));
  void queryClient.prefetchQuery(vendorsQuery());
  void queryClient.prefetchQuery(bannersQuery(HOME_BANNER_GROUP));
}
