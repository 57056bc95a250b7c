import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { GameListParams } from '@core/game-browser';
import { apiFetch, queryKeys } from '../../../shared/api';
import { CLIENT_TYPE, GAME_PATHS, PLATFORM } from './paths';
import type { GameListResponse } from './types';
import { nextPageParam, type GamePage } from './paging';

export type GameListQuery = Omit<GameListParams, 'pageNo'>;

export async function fetchGameList(
  q: GameListQuery,
  pageNo: number,
  signal?: AbortSignal,
): Promise<GamePage> {
  const r = await apiFetch<GameListResponse>(GAME_PATHS.list, {
    query: { ...q, pageNo, platform: PLATFORM, clientType: CLIENT_TYPE },
    signal,
  });
  return { items: r.games, pageNum: r.pageNum, totalPages: r.totalPages, totalCount: r.totalCount };
}

/** The game list, page by page (infinite scroll appends, a new query starts at page 1). */
export const gameListQuery = (q: GameListQuery) =>
  infiniteQueryOptions({
    queryKey: queryKeys.games.detail('list', q),
    queryFn: ({ pageParam, signal }) => fetchGameList(q, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });

export const useGameList = (q: GameListQuery, enabled = true) =>
  useInfiniteQuery({ ...gameListQuery(q), enabled });
