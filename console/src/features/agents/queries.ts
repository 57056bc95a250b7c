import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminApplication, AdminApplicationReviewBody, AdminApplications } from '@schemas';
import { api } from '../../shared/api';
import { queryKeys } from '../../shared/query-keys';

/** The Agents page's resource (applications, pending first) and the review mutation. */
export const agentQueries = {
  applications: (code: string) =>
    queryOptions({
      queryKey: queryKeys.agents.applications(code),
      queryFn: () => api<AdminApplications>(`/api/admin/merchants/${code}/agent-applications`),
    }),
};

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
