import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import type { Announcement, AnnouncementList } from '@schemas/api/content.schema';
import { NON_MEMBER_TYPE } from '@core/menus';
import { apiFetch, queryKeys, UNREAD_KEY_PREFIX } from '../../../shared/api';
import { useSession } from '../../../shared/session';
import { CONTENT_PATHS } from './paths';

export type { Announcement };
/** Spec §9: mark-read calls are throttled to one per 150 ms. */
export const MARK_READ_THROTTLE_MS = 150;
/** The detail page finds an announcement among every type (the home popups and ticker link there too). */
const ALL_TYPES = 'A,PL,B,PU,PR,H';

/** The player notices of /m/notice (read flags follow the session, so the key carries it). */
export const noticesQuery = (token: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.content.detail('notices', token ?? ''),
    queryFn: ({ signal }) => apiFetch<AnnouncementList>(CONTENT_PATHS.notices, { signal }),
    select: (r) => r.list,
  });

export const allAnnouncementsQuery = (token: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.content.detail('announcements', ALL_TYPES, token ?? ''),
    queryFn: ({ signal }) =>
      apiFetch<AnnouncementList>(CONTENT_PATHS.announcements, {
        query: { types: ALL_TYPES, platform: 'M' },
        signal,
      }),
    select: (r) => r.list,
  });

export const useNotices = () => useQuery(noticesQuery(useSession()?.token));
export function useAnnouncement(id: number | null) {
  const q = useQuery({ ...allAnnouncementsQuery(useSession()?.token), enabled: id !== null });
  return { ...q, announcement: useMemo(() => q.data?.find((a) => a.id === id), [q.data, id]) };
}

/**
 * Marks a notice read (spec §4): only with a session whose type is not 4, only unread notices, once
 * each, at most one call per 150 ms; then the notices and unread counts refetch.
 */
export function useMarkRead(): (a: Announcement) => void {
  const session = useSession();
  const qc = useQueryClient();
  const done = useRef(new Set<number>());
  const last = useRef(0);
  const m = useMutation({
    mutationFn: (id: number) => apiFetch(CONTENT_PATHS.markRead(id), { method: 'POST' }),
    // A failed mark stays unread: it may be marked again on the next tap.
    onError: (_e, id) => done.current.delete(id),
    onSettled: async () => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: queryKeys.content.all }),
        qc.invalidateQueries({ queryKey: UNREAD_KEY_PREFIX }),
      ]);
    },
  });
  return (a) => {
    if (!session || session.type === NON_MEMBER_TYPE || a.read || done.current.has(a.id)) return;
    const now = Date.now();
    if (now - last.current < MARK_READ_THROTTLE_MS) return;
    last.current = now;
    done.current.add(a.id);
    m.mutate(a.id);
  };
}
