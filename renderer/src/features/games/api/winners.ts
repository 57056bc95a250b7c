import { queryOptions } from '@tanstack/react-query';
import { apiFetch, queryKeys } from '../../../shared/api';
import { GAME_PATHS, WINNERS_REFRESH_MS } from './paths';
import type { WinnersResponse } from './types';

export interface WinnersFilter {
  gameType: string;
  gameClassify?: string;
  limit: number;
}

/** The winners board of a category screen (spec §4), refreshed while it is open. */
export const winnersQuery = (f: WinnersFilter) =>
  queryOptions({
    queryKey: queryKeys.games.detail('winners', f),
    queryFn: ({ signal }) => apiFetch<WinnersResponse>(GAME_PATHS.winners, { query: { ...f }, signal }),
    select: (r) => r.list.map((w) => w.vo),
    staleTime: WINNERS_REFRESH_MS,
    refetchInterval: WINNERS_REFRESH_MS,
  });
