import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderResponse, PayoutAccountBody, PayoutAccountDto, WithdrawBody } from '@schemas/api';
import type { Order } from '@schemas/api';
import { apiFetch, queryKeys } from '../../../shared/api';
import { MONEY_PATHS } from './paths';

export const payoutAccountsQuery = (token: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.wallet.detail('payout-accounts', token ?? ''),
    queryFn: ({ signal }) =>
      apiFetch<{ list: PayoutAccountDto[] }>(MONEY_PATHS.payoutAccounts, { signal }).then((r) => r.list),
    enabled: !!token,
  });

export const ordersQuery = (
  kind: 'deposit' | 'withdraw',
  status: Order['status'] | undefined,
  token: string | undefined,
) =>
  queryOptions({
    queryKey: queryKeys.wallet.detail('orders', kind, status ?? 'all', token ?? ''),
    queryFn: ({ signal }) =>
      apiFetch<{ list: Order[] }>(kind === 'deposit' ? MONEY_PATHS.deposits : MONEY_PATHS.withdrawals, {
        query: { status },
        signal,
      }).then((r) => r.list),
    enabled: !!token,
  });

export function useAddPayoutAccount() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PayoutAccountBody) =>
      apiFetch<{ account: PayoutAccountDto }>(MONEY_PATHS.payoutAccounts, { method: 'POST', body }).then(
        (r) => r.account,
      ),
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.wallet.detail('payout-accounts') }),
  });
}

/** A withdrawal: the amount is held at once; the balance widget and the lists refresh after it. */
export function useWithdraw() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: WithdrawBody; key: string }) =>
      apiFetch<OrderResponse>(MONEY_PATHS.withdrawals, {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': key },
      }),
    onSettled: () => qc.invalidateQueries({ queryKey: queryKeys.wallet.all }),
  });
}
