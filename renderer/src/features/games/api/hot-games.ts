import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, queryKeys } from '../../../shared/api';
import { CATALOGUE_STALE_MS, CLIENT_TYPE, GAME_PATHS, HOT_IS_PLATFORM, PLATFORM } from './paths';
import type { HotGamesResponse } from './types';

/** Hot games are one cached list, filtered and paged on the client (spec §4, §7 "cached"). */
export const hotGamesQuery = () =>
  queryOptions({
    queryKey: queryKeys.games.detail('hot'),
    queryFn: ({ signal }) => apiFetch<HotGamesResponse>(GAME_PATHS.hot, { query: { isPlatform: HOT_IS_PLATFORM, platform: PLATFORM, clientType: CLIENT_TYPE }, signal }),
    select: (r) => r.list,
    staleTime: CATALOGUE_STALE_MS,
  });

export const useHotGames = (enabled = true) => useQuery({ ...hotGamesQuery(), enabled });
