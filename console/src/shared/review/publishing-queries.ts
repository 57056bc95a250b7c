import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeCommentRow, ChangeRow, Notified } from '@schemas';
import { api } from '../api';
import type { PublishChoice } from './publish-controls';
import { queryKeys } from '../query-keys';

export type { ChangeCommentRow, ChangeRow, Notified };

export const publishingQueries = {
  /** Every merchant's changes the user may see (drafts, pending, scheduled and the latest decided). */
  all: () =>
    queryOptions({
      queryKey: queryKeys.changes.all,
      queryFn: () => api<ChangeRow[]>('/api/admin/changes?limit=100'),
      refetchInterval: 5000,
    }),
  one: (code: string, id: number) =>
    queryOptions({
      queryKey: queryKeys.changes.one(code, id),
      queryFn: () => api<ChangeRow & { document: unknown }>(`/api/admin/merchants/${code}/changes/${id}`),
    }),
  /** The comments on a change, oldest first (asked again while shown: another person may write). */
  comments: (code: string, id: number) =>
    queryOptions({
      queryKey: queryKeys.changes.comments(code, id),
      queryFn: () => api<ChangeCommentRow[]>(`/api/admin/merchants/${code}/changes/${id}/comments`),
      refetchInterval: 5000,
    }),
};

/** A comment on a change; the answer says who was told by mail. */
export function useAddComment(code: string, id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      api<{ comment: ChangeCommentRow; notified: Notified }>(
        `/api/admin/merchants/${code}/changes/${id}/comments`,
        { method: 'POST', body: { text } },
      ),
    onSuccess: () =>
      Promise.all(
        [queryKeys.changes.comments(code, id), queryKeys.changes.all].map((k) =>
          qc.invalidateQueries({ queryKey: k }),
        ),
      ),
  });
}

const invalidateAll = (qc: ReturnType<typeof useQueryClient>, code?: string) =>
  Promise.all(
    [
      queryKeys.changes.all,
      queryKeys.merchants.all,
      queryKeys.audit.all,
      ...(code ? [queryKeys.versions.of(code), queryKeys.config.of(code)] : []),
    ].map((k) => qc.invalidateQueries({ queryKey: k })),
  );

/** A new change from the editor: published now, scheduled, sent for approval, or a draft. */
export function useCreateChange(code: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({
      doc,
      version,
      choice,
    }: {
      doc: Record<string, unknown>;
      version: number;
      choice: PublishChoice;
    }) =>
      api<ChangeRow>(`/api/admin/merchants/${code}/changes`, {
        method: 'POST',
        body: {
          document: doc,
          baseVersion: version,
          ...(choice.reason ? { reason: choice.reason } : {}),
          ...(choice.publishAt ? { publishAt: choice.publishAt } : {}),
          ...(choice.draft ? { draft: true } : {}),
        },
      }),
    onSuccess: () => invalidateAll(qc, code),
  });
}

/**
 * A saved draft reopened in the editor (issue 16): saved again in place, then, unless the operator
 * keeps it a draft, published the way any draft is (now, at a time, or for approval).
 */
export function useUpdateDraft(code: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      doc,
      version,
      choice,
    }: {
      id: number;
      doc: Record<string, unknown>;
      version: number;
      choice: PublishChoice;
    }) => {
      const saved = await api<ChangeRow>(`/api/admin/merchants/${code}/changes/${id}`, {
        method: 'PUT',
        body: { document: doc, baseVersion: version, ...(choice.reason ? { reason: choice.reason } : {}) },
      });
      if (choice.draft) return saved;
      return api<ChangeRow>(`/api/admin/merchants/${code}/changes/${id}/submit`, {
        method: 'POST',
        body: { reason: choice.reason, ...(choice.publishAt ? { publishAt: choice.publishAt } : {}) },
      });
    },
    onSuccess: () => invalidateAll(qc, code),
  });
}

type Action = 'approve' | 'reject' | 'cancel' | 'submit';
/** Approve, reject, withdraw, or publish a draft (with its reason and time). */
export function useChangeAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ c, action, body }: { c: ChangeRow; action: Action; body?: Record<string, unknown> }) =>
      api<ChangeRow>(`/api/admin/merchants/${c.merchant}/changes/${c.id}/${action}`, {
        method: 'POST',
        body: body ?? {},
      }),
    onSuccess: (_r, v) => invalidateAll(qc, v.c.merchant),
  });
}
