import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeRow, PromotionPreview, StagingState, StagingVersionMeta } from '@schemas';
import { api } from '../api';
import { LIVE_POLL_MS } from '../queries';
import { queryKeys } from '../query-keys';

export type { PromotionPreview, StagingState, StagingVersionMeta };

const base = (code: string) => `/api/admin/merchants/${encodeURIComponent(code)}/staging`;
const keys = {
  all: ['staging'] as const,
  state: (code: string) => ['staging', code, 'state'] as const,
  promotion: (code: string) => ['staging', code, 'promotion'] as const,
  versions: (code: string) => ['staging', code, 'versions'] as const,
};

/** The staging copy of a merchant (issue 35, environments): its document, versions and promotion. */
export const stagingQueries = {
  /** The copy (or `exists: false`), polled like the live version so an edit made elsewhere shows. */
  state: (code: string) =>
    queryOptions({
      queryKey: keys.state(code),
      queryFn: () => api<StagingState>(base(code)),
      refetchInterval: LIVE_POLL_MS,
      refetchOnWindowFocus: 'always',
    }),
  /** The copy's versions, newest first (its own history). */
  versions: (code: string) =>
    queryOptions({
      queryKey: keys.versions(code),
      queryFn: () => api<StagingVersionMeta[]>(`${base(code)}/versions?limit=50`),
    }),
  promotion: (code: string) =>
    queryOptions({
      queryKey: keys.promotion(code),
      queryFn: () => api<PromotionPreview>(`${base(code)}/promotion`),
      staleTime: 0,
    }),
};

const invalidate = (qc: ReturnType<typeof useQueryClient>, code: string) =>
  Promise.all(
    [
      keys.state(code),
      keys.promotion(code),
      keys.versions(code),
      queryKeys.audit.all,
      queryKeys.changes.all,
    ].map((k) => qc.invalidateQueries({ queryKey: k })),
  );

/** Makes the staging copy from production (or copies production again over it: `replace`). */
export function useCreateStaging(code: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (replace: boolean) =>
      api<StagingVersionMeta>(base(code), { method: 'POST', body: { replace } }),
    onSuccess: () => invalidate(qc, code),
  });
}

/** Saves the staging copy (If-Match: the staging version edited). Production is not touched. */
export function useSaveStaging(code: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({
      doc,
      version,
      reason,
    }: {
      doc: Record<string, unknown>;
      version: number;
      reason: string;
    }) =>
      api<StagingVersionMeta>(`${base(code)}/config`, {
        method: 'PUT',
        body: { document: doc, reason },
        headers: { 'If-Match': `"${version}"` },
      }),
    onSuccess: () => invalidate(qc, code),
  });
}

/** Asks for staging to become production: a change waiting for another operator's approval. */
export function usePromote(code: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (b: { reason: string; productionVersion: number; stagingVersion: number }) =>
      api<ChangeRow>(`${base(code)}/promote`, { method: 'POST', body: b }),
    onSuccess: () => invalidate(qc, code),
  });
}
