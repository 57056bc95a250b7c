import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminLedger,
  AdminOrder,
  AdminOrders,
  AdminReconcile,
  AdminReviewBody,
  AdminWithdrawalContext,
} from '@schemas';
import { api, apiBlob } from '../../shared/api';
import { queryKeys } from '../../shared/query-keys';

/** The Payments page's resources: one query-options factory each, and the review mutation. */
export const paymentQueries = {
  withdrawals: (code: string) =>
    queryOptions({
      queryKey: queryKeys.payments.withdrawals(code),
      queryFn: () => api<AdminOrders>(`/api/admin/merchants/${code}/withdrawals?status=pending`),
    }),
  deposits: (code: string) =>
    queryOptions({
      queryKey: queryKeys.payments.deposits(code),
      queryFn: () => api<AdminOrders>(`/api/admin/merchants/${code}/deposits`),
    }),
  ledger: (code: string, username: string) =>
    queryOptions({
      queryKey: queryKeys.payments.ledger(code, username),
      queryFn: () =>
        api<AdminLedger>(`/api/admin/merchants/${code}/ledger?username=${encodeURIComponent(username)}`),
      enabled: username !== '',
    }),
  /** What an operator looks at before approving withdrawal `id`. */
  context: (code: string, id: number) =>
    queryOptions({
      queryKey: queryKeys.payments.context(code, id),
      queryFn: () => api<AdminWithdrawalContext>(`/api/admin/merchants/${code}/withdrawals/${id}/context`),
      staleTime: 0,
    }),
  /** Deposit orders paid between two of the merchant's days against the ledger's credits (issue 34). */
  reconcile: (code: string, from: string, to: string) =>
    queryOptions({
      queryKey: queryKeys.payments.reconcile(code, from, to),
      queryFn: () => api<AdminReconcile>(`/api/admin/merchants/${code}/reconciliation?from=${from}&to=${to}`),
    }),
};

/** The reconciliation as a CSV file, its words in the console's language. */
export const reconcileCsv = (code: string, from: string, to: string, language: 'vi' | 'en'): Promise<Blob> =>
  apiBlob(`/api/admin/merchants/${code}/reconciliation.csv?from=${from}&to=${to}&language=${language}`);

/** The file name the server gives it (Content-Disposition), for the download link. */
export const reconcileFileName = (code: string, from: string, to: string): string =>
  `reconciliation-${code}-${from}-${to}.csv`;

export function useReview(code: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: AdminReviewBody }) =>
      api<{ order: AdminOrder }>(`/api/admin/merchants/${code}/withdrawals/${id}/review`, {
        method: 'POST',
        body,
      }).then((r) => r.order),
    onSettled: () => qc.invalidateQueries({ queryKey: queryKeys.payments.of(code) }),
  });
}
