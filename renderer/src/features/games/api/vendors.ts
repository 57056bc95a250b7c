import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { orderCategories, type CategoryGroup, type VendorInfo } from '@core/vendor-grouping';
import { apiFetch, queryKeys } from '../../../shared/api';
import { useMerchantConfig } from '../../../shared/config';
import { useVendorName } from '../../../shared/i18n';
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

/** The vendors, each named in the page language where the catalogue's name is Vietnamese (issue 32 item 16). */
export function useVendors() {
  const q = useQuery(vendorsQuery());
  const name = useVendorName();
  const named = q.data?.map((v) => ({ ...v, displayName: name(v.vassalage, v.displayName) }));
  const key = named?.map((v) => v.displayName).join('|');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the names (key) and the list decide it
  const data = useMemo(() => named, [q.data, key]);
  return { ...q, data };
}

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
