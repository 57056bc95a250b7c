import { useQuery } from '@tanstack/react-query';
import type { FromSchema } from 'json-schema-to-ts';
import type { unreadResponseSchema } from '../../../../schemas/api/member.schema';
import { NON_MEMBER_TYPE } from '../../../../core/menus';
import { apiFetch, MEMBER_PATHS, queryKeys } from '../../shared/api';
import { useMerchantConfig } from '../../shared/config';
import { useSession } from '../../shared/session';

type Unread = FromSchema<typeof unreadResponseSchema>;

/** Unread counts change when the player reads: refetch about once a minute, not on every render. */
const UNREAD_STALE_MS = 60_000;

/**
 * Unread counts for the menu badges (spec §3, §4): only with a session; session type 4 skips chat and
 * inbox (the platform leaves them out); chat only when CBS3 is on.
 */
export function useUnread(): { chat: number; announcements: number } {
  const session = useSession();
  const cbs3 = useMerchantConfig().flags.CBS3;
  const q = useQuery({
    queryKey: queryKeys.member.detail('unread', session?.token),
    queryFn: () => apiFetch<Unread>(MEMBER_PATHS.unread),
    enabled: !!session,
    staleTime: UNREAD_STALE_MS,
  });
  const nonMember = session?.type === NON_MEMBER_TYPE;
  return { chat: cbs3 && !nonMember ? (q.data?.chat?.unReadCount ?? 0) : 0, announcements: q.data?.announcements ?? 0 };
}
