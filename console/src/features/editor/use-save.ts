import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api';
import type { SaveReply } from '../../shared/types';
import { queryKeys } from '../../shared/query-keys';

/** PUT the draft with If-Match: the version it was edited from (a newer one answers 412). */
export function useSave(code: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ doc, version }: { doc: Record<string, unknown>; version: number }) =>
      api<SaveReply>(`/api/admin/merchants/${code}/config`, {
        method: 'PUT',
        body: doc,
        headers: { 'If-Match': `"${version}"` },
      }),
    onSuccess: async () => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: queryKeys.merchants.all }),
        qc.invalidateQueries({ queryKey: queryKeys.versions.of(code) }),
        qc.invalidateQueries({ queryKey: queryKeys.audit.all }),
      ]);
    },
  });
}
