import { infiniteQueryOptions, queryOptions, useQuery } from '@tanstack/react-query';
import { filterHot, hotPage, type HotFilter } from '../../../../../core/game-browser';
import { apiFetch, queryClient, queryKeys } from '../../../shared/api';
import { nextPageParam, type GamePage } from './paging';
import { CATALOGUE_STALE_MS, CLIENT_TYPE, GAME_PATHS, HOT_IS_PLATFORM, PLATFORM } from './paths';
import type { HotGamesResponse } from './types';

/** Hot games are one cached list, filtered and paged on the client (spec §4, §7 "cached"). */
export const hotGamesQuery = () =>
  queryOptions({
    queryKey: queryKeys.games.detail('hot'),
    queryFn: ({ signal }) =>
      apiFetch<HotGamesResponse>(GAME_PATHS.hot, {
        query: { isPlatform: HOT_IS_PLATFORM, platform: PLATFORM, clientType: CLIENT_TYPE },
        signal,
      }),
    select: (r) => r.list,
    staleTime: CATALOGUE_STALE_MS,
  });

export const useHotGames = (enabled = true) => useQuery({ ...hotGamesQuery(), enabled });

/**
 * The hot list as pages, like every other game list: filtered and paged on the client from the one
 * cached hot list. A new filter is a new key, so paging starts again at page 1.
 */
export const hotPagesQuery = (filter: HotFilter, pageSize: number) =>
  infiniteQueryOptions({
    queryKey: queryKeys.games.detail('hot-pages', filter, pageSize),
    queryFn: async ({ pageParam }): Promise<GamePage> => {
      const all = filterHot((await queryClient.ensureQueryData(hotGamesQuery())).list, filter);
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
