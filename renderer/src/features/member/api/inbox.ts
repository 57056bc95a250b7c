import { infiniteQueryOptions, useQueryClient } from '@tanstack/react-query';
import type { InboxResponse } from '@schemas/api';
import { apiFetch, queryKeys, UNREAD_KEY_PREFIX } from '../../../shared/api';
import { useApiMutation } from '../../../shared/ui';

/** The member inbox (schemas/api/inbox.schema.ts): newest first, page by page with `before`. */
export const INBOX_PATHS = { list: '/api/member/inbox', read: '/api/member/inbox/read' } as const;
const PAGE_SIZE = 20;

export const inboxQuery = (token: string | undefined) =>
  infiniteQueryOptions({
    queryKey: queryKeys.member.detail('inbox', token ?? ''),
    queryFn: ({ pageParam, signal }) =>
      apiFetch<InboxResponse>(INBOX_PATHS.list, {
        query: { limit: PAGE_SIZE, before: pageParam },
        signal,
      }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.more ? last.list.at(-1)?.id : undefined),
    enabled: !!token,
  });

/** Marks one message (or all, without an id) read; then the inbox and every unread badge refetch. */
export function useInboxRead() {
  const qc = useQueryClient();
  return useApiMutation({
    mutationFn: (id?: number) =>
      apiFetch<{ unread: number }>(INBOX_PATHS.read, {
        method: 'POST',
        body: id === undefined ? {} : { id },
      }),
    onSettled: async () => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: queryKeys.member.detail('inbox') }),
        qc.invalidateQueries({ queryKey: UNREAD_KEY_PREFIX }),
      ]);
    },
  });
}
