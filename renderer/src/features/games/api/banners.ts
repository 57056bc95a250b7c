import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, queryKeys } from '../../../shared/api';
import { CATALOGUE_STALE_MS, GAME_PATHS } from './paths';
import type { Banner, BannersResponse } from './types';

/** Banner groups (spec §3 banner types): home, and one per game type for the game list centre. */
export const BANNER_GROUP_BY_TYPE: Readonly<Record<string, string>> = {
  RNG: 'm_rng',
  SPORTS: 'm_sports',
  PVP: 'm_pvp',
  LIVE: 'm_live',
  FISH: 'm_fish',
  LOTT: 'm_lott',
  ELOTT: 'm_elott',
};
export const HOME_BANNER_GROUP = 'm_home';

export const bannersQuery = (group: string) =>
  queryOptions({
    queryKey: queryKeys.content.detail('banners', group),
    queryFn: ({ signal }) =>
      apiFetch<BannersResponse>(GAME_PATHS.banners, { query: { type: group }, signal }),
    select: (r): Banner[] => r.list,
    staleTime: CATALOGUE_STALE_MS,
  });

export const useBanners = (group: string | undefined) =>
  useQuery({ ...bannersQuery(group ?? ''), enabled: !!group });
