import { useInfiniteQuery, type InfiniteData, type UseInfiniteQueryOptions } from '@tanstack/react-query';
import { listRequest, type BrowserState, type ListRequest } from '@core/game-browser';
import type { QueryKey } from '../../../shared/api';
import { useMerchantConfig } from '../../../shared/config';
import { useLanguage } from '../../../shared/i18n';
import { useSession } from '../../../shared/session';
import { favouritesQuery } from '../api/favourites';
import { gameListQuery } from '../api/game-list';
import { hotPagesQuery } from '../api/hot-games';
import type { GamePage } from '../api/paging';
import { recentQuery } from '../api/recent';
import { toBrowserList, type BrowserList } from './to-browser-list';

export type { BrowserList } from './to-browser-list';

type PagedGames = UseInfiniteQueryOptions<GamePage, Error, InfiniteData<GamePage>, QueryKey, number>;

/** The one query of the source the data type implies (core listRequest); lists of a player need a session. */
export function browserListQuery(
  req: ListRequest,
  token: string | undefined,
  hotPageSize: number,
  language?: string,
): PagedGames {
  switch (req.source) {
    case 'hot':
      return hotPagesQuery(req.filter, hotPageSize, language);
    case 'favourites': {
      const { pageNo: _first, ...q } = req.params;
      return { ...favouritesQuery(q, token), enabled: !!token };
    }
    case 'recent': {
      const { page: _first, ...q } = req.params;
      return { ...recentQuery(q, token), enabled: !!token };
    }
    default: {
      const { pageNo: _first, ...q } = req.params;
      return gameListQuery(q);
    }
  }
}

/** Reads the source the data type implies: the game list, the hot list, favourites or recent games. */
export function useBrowserList(state: BrowserState): BrowserList {
  const { limits } = useMerchantConfig();
  const token = useSession()?.token;
  const language = useLanguage();
  const req = listRequest(state, {
    pageSize: limits.pageSizeBrowser,
    pageSizeFavourites: limits.pageSizeFavourites,
  });
  return toBrowserList(useInfiniteQuery(browserListQuery(req, token, limits.pageSizeBrowser, language)));
}
