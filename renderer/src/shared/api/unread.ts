import { queryOptions } from '@tanstack/react-query';
import type { FromSchema } from 'json-schema-to-ts';
import type { unreadResponseSchema } from '@schemas/api/member.schema';
import { apiFetch } from './client';
import { MEMBER_PATHS } from './paths';
import { queryKeys } from './query-keys';

export type Unread = FromSchema<typeof unreadResponseSchema>;

/** Unread counts change when the player reads: refetch about once a minute, not on every render. */
export const UNREAD_STALE_MS = 60_000;

/** Unread counts (menu badges, announcements): one query for every screen that shows them. */
export const unreadQuery = (token: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.member.detail('unread', token),
    queryFn: ({ signal }) => apiFetch<Unread>(MEMBER_PATHS.unread, { signal }),
    enabled: !!token,
    staleTime: UNREAD_STALE_MS,
  });

/** Every cached unread count (after a notice is marked read). */
export const UNREAD_KEY_PREFIX = queryKeys.member.detail('unread');
