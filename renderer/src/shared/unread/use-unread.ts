import { useQuery } from '@tanstack/react-query';
import { NON_MEMBER_TYPE } from '@core/menus';
import { unreadQuery } from '../api';
import { useMerchantConfig } from '../config';
import { useSession } from '../session';

/**
 * Unread counts for the menu badges (spec §3, §4): only with a session; session type 4 skips chat and
 * inbox (the platform leaves them out); chat only when CBS3 is on.
 */
export function useUnread(): { chat: number; announcements: number; inbox: number } {
  const session = useSession();
  const cbs3 = useMerchantConfig().flags.CBS3;
  const nonMember = session?.type === NON_MEMBER_TYPE;
  // Spec §4: session type 4 skips the chat and inbox unread fetch (its notice count is 0 anyway).
  const q = useQuery({ ...unreadQuery(session?.token), enabled: !!session && !nonMember });
  return {
    chat: cbs3 && !nonMember ? (q.data?.chat?.unReadCount ?? 0) : 0,
    announcements: q.data?.announcements ?? 0,
    inbox: nonMember ? 0 : (q.data?.inbox ?? 0),
  };
}

/** The unread count a menu entry carries: the inbox entry shows unread messages (99+ above 99). */
export function entryUnread(path: string | undefined, unread: ReturnType<typeof useUnread>): number {
  return path === INBOX_PATH ? unread.inbox : 0;
}
const INBOX_PATH = '/m/inbox';
