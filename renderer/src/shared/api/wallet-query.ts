import { queryOptions } from '@tanstack/react-query';
import type { Wallets } from '@schemas/api/member.schema';
import { apiFetch } from './client';
import { MEMBER_PATHS } from './paths';
import { queryKeys } from './query-keys';

/**
 * The member's wallets (balance in minor units): the balance widget and every money screen read it;
 * a money movement invalidates `queryKeys.wallet.all`, so they all refresh.
 */
export const walletQuery = (token: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.wallet.detail('balance', token),
    queryFn: () => apiFetch<Wallets>(MEMBER_PATHS.wallet),
    enabled: !!token,
  });
