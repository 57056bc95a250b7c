import { queryOptions } from '@tanstack/react-query';
import type { NumeroResponse, VnLotteryResponse } from '@schemas/api/longtail.schema';
import { apiFetch, queryKeys } from '../../../shared/api';
import type { GameItem } from '../api/types';

/** Spec §7 lottery calls of the LOTT and ELOTT screens (platform-api/API.md). */
export const LOTTERY_PATHS = {
  vn: '/api/games/lottery/vn',
  numero: '/api/games/lottery/numero',
  list: '/api/games/lottery',
} as const;
/** The VN results change once a day per region; numero every minute. */
const VN_REFRESH_MS = 60_000;
const NUMERO_REFRESH_MS = 15_000;

export const vnLotteryQuery = () =>
  queryOptions({
    queryKey: queryKeys.games.detail('lottery-vn'),
    queryFn: ({ signal }) => apiFetch<VnLotteryResponse>(LOTTERY_PATHS.vn, { signal }),
    staleTime: VN_REFRESH_MS,
    refetchInterval: VN_REFRESH_MS,
  });

export const numeroQuery = () =>
  queryOptions({
    queryKey: queryKeys.games.detail('lottery-numero'),
    queryFn: ({ signal }) => apiFetch<NumeroResponse>(LOTTERY_PATHS.numero, { signal }),
    refetchInterval: NUMERO_REFRESH_MS,
  });

/** The lottery list call: the games of one lottery category (and vendor). */
export const lotteryListQuery = (gameType: 'LOTT' | 'ELOTT', vendor?: string) =>
  queryOptions({
    queryKey: queryKeys.games.detail('lottery-list', gameType, vendor ?? ''),
    queryFn: ({ signal }) =>
      apiFetch<{ list: GameItem[] }>(LOTTERY_PATHS.list, {
        query: { gameType, ...(vendor ? { vendor } : {}) },
        signal,
      }),
    select: (r) => r.list,
  });
