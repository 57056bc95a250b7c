import { infiniteQueryOptions, queryOptions, useQuery } from '@tanstack/react-query';
import { filterHot, hotPage, type HotFilter } from '@core/game-browser';
import { apiFetch, queryClient, queryKeys } from '../../../shared/api';
import { getLanguage, useLanguage } from '../../../shared/i18n';
import { nextPageParam, type GamePage } from './paging';
import { CATALOGUE_STALE_MS, CLIENT_TYPE, GAME_PATHS, HOT_IS_PLATFORM, PLATFORM } from './paths';
import type { HotGamesResponse } from './types';

/**
 * Hot games are one cached list per language, filtered and paged on the client (spec §4, §7
 * "cached"). The language is in the address too: a browser-cached answer is never another language's.
 */
export const hotGamesQuery = (language: string = getLanguage()) =>
  queryOptions({
    queryKey: queryKeys.games.detail('hot', language),
    queryFn: ({ signal }) =>
      apiFetch<HotGamesResponse>(GAME_PATHS.hot, {
        query: { isPlatform: HOT_IS_PLATFORM, platform: PLATFORM, clientType: CLIENT_TYPE, language },
        signal,
      }),
    select: (r) => r.list,
    staleTime: CATALOGUE_STALE_MS,
  });

export const useHotGames = (enabled = true) => useQuery({ ...hotGamesQuery(useLanguage()), enabled });

/**
 * The hot list as pages, like every other game list: filtered and paged on the client from the one
 * cached hot list. A new filter is a new key, so paging starts again at page 1.
 */
export const hotPagesQuery = (filter: HotFilter, pageSize: number, language: string = getLanguage()) =>
  infiniteQueryOptions({
    queryKey: queryKeys.games.detail('hot-pages', filter, pageSize, language),
    queryFn: async ({ pageParam }): Promise<GamePage> => {
      const all = filterHot((await queryClient.ensureQueryData(hotGamesQuery(language))).list, filter);
      return {
        items: hotPage(all, pageParam, pageSize),
        pageNum: pageParam,
        totalPages: Math.ceil(all.length / pageSize),
        totalCount: all.length,
      };
    },
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    staleTime: CATALOGUE_STALE_MS,
  });
