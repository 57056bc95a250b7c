import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { orderCategories, type CategoryGroup, type VendorInfo } from '@core/vendor-grouping';
import { apiFetch, queryKeys } from '../../../shared/api';
import { useMerchantConfig } from '../../../shared/config';
import { CATALOGUE_STALE_MS, GAME_PATHS, VENDOR_TYPE_ID } from './paths';
import type { VendorsResponse } from './types';

export type Vendor = VendorInfo & { maintenance?: boolean; isHot?: 0 | 1 };

export const vendorsQuery = () =>
  queryOptions({
    queryKey: queryKeys.games.detail('vendors'),
    queryFn: ({ signal }) =>
      apiFetch<VendorsResponse>(GAME_PATHS.vendors, { query: { typeId: VENDOR_TYPE_ID }, signal }),
    select: (r): Vendor[] => r.vendors,
    staleTime: CATALOGUE_STALE_MS,
  });

export const useVendors = () => useQuery(vendorsQuery());

/** The merchant's categories with their vendors, grouped and ordered by its rules (core/vendor-grouping). */
export function useCategoryGroups(): {
  groups: CategoryGroup[];
  isLoading: boolean;
  isError: boolean;
  refetch: () => void;
} {
  const config = useMerchantConfig();
  const q = useVendors();
  const groups = useMemo(() => (q.data ? orderCategories(config, q.data) : []), [config, q.data]);
  return { groups, isLoading: q.isLoading, isError: q.isError, refetch: () => void q.refetch() };
}
