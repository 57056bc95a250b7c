import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch, queryKeys } from '../../../shared/api';
import { useSession } from '../../../shared/session';
import { nextPageParam, type GamePage } from './paging';
import { CLIENT_TYPE, GAME_PATHS } from './paths';
import type { RecentResponse } from './types';

export interface RecentQuery {
  pageSize: number;
  gameType: string;
  vendor: string;
}

async function fetchRecent(q: RecentQuery, page: number, signal?: AbortSignal): Promise<GamePage> {
  const r = await apiFetch<RecentResponse>(GAME_PATHS.recent, {
    query: { ...q, page, clientType: CLIENT_TYPE },
    signal,
  });
  // Recent games carry no total: the count shown is what has loaded.
  return { items: r.list, pageNum: r.pageNum, totalPages: r.totalPages, totalCount: r.list.length };
}

export const recentQuery = (q: RecentQuery, token: string | undefined) =>
  infiniteQueryOptions({
    queryKey: queryKeys.recent.detail('list', q, token ?? ''),
    queryFn: ({ pageParam, signal }) => fetchRecent(q, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });

export function useRecent(q: RecentQuery, enabled = true) {
  const token = useSession()?.token;
  return useInfiniteQuery({ ...recentQuery(q, token), enabled: enabled && !!token });
}
