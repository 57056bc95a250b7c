import { queryOptions } from '@tanstack/react-query';
import type { FromSchema } from 'json-schema-to-ts';
import type { unreadResponseSchema } from '@schemas/api/member.schema';
import { apiFetch } from './client';
import { MEMBER_PATHS } from './paths';
import { queryKeys } from './query-keys';

export type Unread = FromSchema<typeof unreadResponseSchema>;

/**
 * Spec §7: the unread GETs are throttled to 250 ms: a screen that shows a count asks again when it
 * mounts (a message may have arrived), never more than once per 250 ms however many badges mount.
 */
export const UNREAD_STALE_MS = 250;

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
