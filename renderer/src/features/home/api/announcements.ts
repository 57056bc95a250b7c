import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Announcement, AnnouncementList } from '@schemas/api/content.schema';
import { apiFetch, queryClient, queryKeys } from '../../../shared/api';
import { getToken, useSession } from '../../../shared/session';

export const ANNOUNCEMENTS_PATH = '/api/content/announcements';
/** Spec §7: home asks for banners, player notices, popups, promotions and H in one call. */
export const HOME_ANNOUNCEMENT_TYPES = 'B,PL,PU,PR,H';

export const homeAnnouncementsQuery = (token: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.content.detail('announcements', HOME_ANNOUNCEMENT_TYPES, token ?? ''),
    queryFn: ({ signal }) =>
      apiFetch<AnnouncementList>(ANNOUNCEMENTS_PATH, {
        query: { types: HOME_ANNOUNCEMENT_TYPES, platform: 'M' },
        signal,
      }),
    select: (r) => r.list,
  });

/** Home announcements (read flags follow the session, so the key carries it). */
export function useHomeAnnouncements() {
  const token = useSession()?.token;
  return useQuery(homeAnnouncementsQuery(token));
}

export type { Announcement };

/**
 * Asked for as soon as the home code arrives. The player's language is set before any screen's code
 * runs (app/bootstrap.ts), so the notices come in it and the cached answer is the right one.
 */
export function prefetchHomeAnnouncements(): void {
  void queryClient.prefetchQuery(homeAnnouncementsQuery(getToken()));
}
