import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FromSchema } from 'json-schema-to-ts';
import type {
  anchorsResponseSchema,
  chatLaunchBodySchema,
  chatLaunchResponseSchema,
} from '@schemas/api/content.schema';
import { apiFetch, queryKeys, requireUrl } from '../../../shared/api';
import { useSession } from '../../../shared/session';
import { useApiMutation } from '../../../shared/ui';

type Anchors = FromSchema<typeof anchorsResponseSchema>;
export type Anchor = Anchors['list'][number];
export type AnchorList = 'hot' | 'promo' | 'focus';
type ChatLaunch = FromSchema<typeof chatLaunchBodySchema>;
type ChatLaunchResponse = FromSchema<typeof chatLaunchResponseSchema>;

export const ANCHOR_PATHS = {
  list: '/api/content/anchors',
  focus: '/api/content/anchors/focus',
  chat: '/api/content/chat/launch',
} as const;
/** Spec §7: the anchor lists are never served from a cache. */
const NO_CACHE = 0;

/** Hot and promo lists for everyone; the followed list needs a session (its key carries it). */
export const anchorsQuery = (list: AnchorList, token: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.content.detail('anchors', list, list === 'focus' ? (token ?? '') : ''),
    queryFn: ({ signal }) =>
      apiFetch<Anchors>(list === 'focus' ? ANCHOR_PATHS.focus : ANCHOR_PATHS.list, {
        query: list === 'focus' ? undefined : { type: list },
        signal,
      }),
    select: (r) => r.list,
    staleTime: NO_CACHE,
  });

export function useAnchors(list: AnchorList) {
  const token = useSession()?.token;
  return useQuery({ ...anchorsQuery(list, token), enabled: list !== 'focus' || !!token });
}

/** Chat launch (spec §7: b2c 1, backUrl, headerColor, title, template v2): the answer is the room's address. */
export function useLaunchChat() {
  return useApiMutation({
    mutationFn: async (body: ChatLaunch) => {
      const r = await apiFetch<ChatLaunchResponse>(ANCHOR_PATHS.chat, { method: 'POST', body });
      requireUrl(r.chatUrl);
      return r;
    },
  });
}
