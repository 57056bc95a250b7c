import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminKycList, AdminKycRequest, AdminKycReviewBody } from '@schemas';
import type { KycSide } from '@schemas/api';
import { api, apiBlob } from '../../shared/api';
import { queryKeys } from '../../shared/query-keys';

export type KycFilter = 'pending' | 'all';

/** The KYC queue's resources: the list (pending first), one picture, and the decision. */
export const kycQueries = {
  list: (code: string, filter: KycFilter) =>
    queryOptions({
      queryKey: queryKeys.kyc.list(code, filter),
      queryFn: () =>
        api<AdminKycList>(`/api/admin/merchants/${code}/kyc${filter === 'pending' ? '?status=pending' : ''}`),
    }),
  picture: (code: string, id: number, side: KycSide) =>
    queryOptions({
      queryKey: queryKeys.kyc.picture(code, id, side),
      queryFn: () => apiBlob(`/api/admin/merchants/${code}/kyc/${id}/${side}`),
      staleTime: Infinity,
    }),
};

export function useKycReview(code: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: AdminKycReviewBody }) =>
      api<{ request: AdminKycRequest }>(`/api/admin/merchants/${code}/kyc/${id}/review`, {
        method: 'POST',
        body,
      }).then((r) => r.request),
    onSettled: () => qc.invalidateQueries({ queryKey: queryKeys.kyc.of(code) }),
  });
}
