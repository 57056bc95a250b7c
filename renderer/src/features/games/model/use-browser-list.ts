import { useMemo, useState, useEffect } from 'react';
import { filterHot, hotPage, listRequest, type BrowserState, type GameListParams } from '../../../../../core/game-browser';
import { useMerchantConfig } from '../../../shared/config';
import { useFavourites } from '../api/favourites';
import { useGameList } from '../api/game-list';
import { useHotGames } from '../api/hot-games';
import { useRecent } from '../api/recent';
import type { GameItem } from '../api/types';
import { toBrowserList } from './to-browser-list';

/** What a game grid needs from any source: items, totals, paging and failure state. */
export interface BrowserList {
  items: GameItem[];
  total: number;
  isLoading: boolean;
  /** The first page failed. */
  isError: boolean;
  hasNext: boolean;
  isFetchingNext: boolean;
  /** A later page failed: the grid shows tap-to-retry. */
  isNextError: boolean;
  fetchNext: () => void;
  retry: () => void;
}

/**
 * Reads the source the data type implies (core listRequest): the game list, the hot list
 * (filtered and paged locally), favourites or recent games. Only the active source fetches.
 */
export function useBrowserList(state: BrowserState): BrowserList {
  const { limits } = useMerchantConfig();
  const paging = { pageSize: limits.pageSizeBrowser, pageSizeFavourites: limits.pageSizeFavourites };
  const req = listRequest(state, paging);
  // Hooks run in a fixed order, so every source gets its (disabled) query; the games one needs params.
  const gamesReq = req.source === 'games' ? req : listRequest({ ...state, dataType: 'ALL' }, paging);
  const { pageNo: _first, ...gq } = gamesReq.source === 'games' ? gamesReq.params : ({} as GameListParams);
  const games = useGameList(gq, req.source === 'games');
  const fq = req.source === 'favourites' ? req.params : { pageSize: limits.pageSizeFavourites, gameType: state.gameType, vendor: state.vendor };
  const fav = useFavourites({ pageSize: fq.pageSize, gameType: fq.gameType, vendor: fq.vendor }, req.source === 'favourites');
  const rec = useRecent({ pageSize: fq.pageSize, gameType: fq.gameType, vendor: fq.vendor }, req.source === 'recent');
  const hot = useHotGames(req.source === 'hot');
  const [hotPages, setHotPages] = useState(1);
  const hotKey = req.source === 'hot' ? JSON.stringify(req.filter) : '';
  useEffect(() => setHotPages(1), [hotKey]);
  const hotAll = useMemo(() => (req.source === 'hot' && hot.data ? filterHot(hot.data, req.filter) : []), [hot.data, hotKey]); // eslint-disable-line react-hooks/exhaustive-deps

  if (req.source === 'hot') {
    const shown = Array.from({ length: hotPages }, (_, i) => hotPage(hotAll, i + 1, limits.pageSizeBrowser)).flat();
    return {
      items: shown, total: hotAll.length, isLoading: hot.isLoading, isError: hot.isError,
      hasNext: shown.length < hotAll.length, isFetchingNext: false, isNextError: false,
      fetchNext: () => setHotPages((p) => p + 1), retry: () => void hot.refetch(),
    };
  }
  return toBrowserList(req.source === 'games' ? games : req.source === 'favourites' ? fav : rec);
}
