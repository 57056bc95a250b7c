import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Channels, DepositBody, OrderResponse } from '@schemas/api';
import { apiFetch, queryKeys } from '../../../shared/api';
import { MONEY_PATHS } from './paths';

/* Deposit channels (with the bonus and the withdrawal limits), one order, and the deposit call. */

export const channelsQuery = (token: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.wallet.detail('channels', token ?? ''),
    queryFn: ({ signal }) => apiFetch<Channels>(MONEY_PATHS.channels, { signal }),
    enabled: !!token,
  });

export const orderQuery = (id: number | undefined, token: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.wallet.detail('order', id, token ?? ''),
    queryFn: ({ signal }) => apiFetch<OrderResponse>(MONEY_PATHS.order(id!), { signal }),
    enabled: !!token && id !== undefined,
  });

/** Creates a deposit order; the caller sends the player to its payUrl (the provider's cashier). */
export function useDeposit() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: DepositBody; key: string }) =>
      apiFetch<OrderResponse>(MONEY_PATHS.deposits, {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': key },
      }),
    onSettled: () => qc.invalidateQueries({ queryKey: queryKeys.wallet.all }),
  });
}
