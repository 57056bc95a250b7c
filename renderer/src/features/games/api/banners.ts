import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, queryKeys } from '../../../shared/api';
import { CATALOGUE_STALE_MS, GAME_PATHS } from './paths';
import type { Banner, BannersResponse } from './types';

export { BANNER_GROUP_BY_TYPE, HOME_BANNER_GROUP } from '@core/banners';

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
