import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminApplication,
  AdminApplicationReviewBody,
  AdminApplications,
  AdminContractOffer,
  AdminContractOffers,
} from '@schemas';
import { api } from '../../shared/api';
import { queryKeys } from '../../shared/query-keys';

/** The Agents page's resource (applications, pending first) and the review mutation. */
export const agentQueries = {
  applications: (code: string) =>
    queryOptions({
      queryKey: queryKeys.agents.applications(code),
      queryFn: () => api<AdminApplications>(`/api/admin/merchants/${code}/agent-applications`),
    }),
  /** Contract offers the agents have not answered yet. */
  offers: (code: string) =>
    queryOptions({
      queryKey: queryKeys.agents.offers(code),
      queryFn: () => api<AdminContractOffers>(`/api/admin/merchants/${code}/agent-contracts`),
    }),
};

/** An operator withdraws an offer the agent has not answered. */
export function useWithdrawOffer(code: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api<{ contract: AdminContractOffer }>(`/api/admin/merchants/${code}/agent-contracts/${id}/withdraw`, {
        method: 'POST',
      }).then((r) => r.contract),
    onSettled: () => qc.invalidateQueries({ queryKey: queryKeys.agents.of(code) }),
  });
}

export function useReviewApplication(code: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: AdminApplicationReviewBody }) =>
      api<{ application: AdminApplication }>(`/api/admin/merchants/${code}/agent-applications/${id}/review`, {
        method: 'POST',
        body,
      }).then((r) => r.application),
    onSettled: () => qc.invalidateQueries({ queryKey: queryKeys.agents.of(code) }),
  });
}
