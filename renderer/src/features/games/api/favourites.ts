import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { useMemo } from 'react';
import { addFavourite, removeFavourite } from '@core/game-browser';
import { apiFetch, queryKeys } from '../../../shared/api';
import { useSession } from '../../../shared/session';
import { nextPageParam, type GamePage } from './paging';
import { GAME_PATHS } from './paths';
import type { FavouritesResponse, GameItem } from './types';

export interface FavouritesQuery {
  pageSize: number;
  gameType: string;
  vendor: string;
}

async function fetchFavourites(q: FavouritesQuery, pageNo: number, signal?: AbortSignal): Promise<GamePage> {
  const r = await apiFetch<FavouritesResponse>(GAME_PATHS.favourites, { query: { ...q, pageNo }, signal });
  return { items: r.content, pageNum: r.pageNum, totalPages: r.totalPages, totalCount: r.totalCount };
}

export const favouritesQuery = (q: FavouritesQuery, token: string | undefined) =>
  infiniteQueryOptions({
    queryKey: queryKeys.favourites.detail('list', q, token ?? ''),
    queryFn: ({ pageParam, signal }) => fetchFavourites(q, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });

export function useFavourites(q: FavouritesQuery, enabled = true) {
  const token = useSession()?.token;
  return useInfiniteQuery({ ...favouritesQuery(q, token), enabled: enabled && !!token });
}

/**
 * The ids of the player's favourites, to mark stars: the first `pageSize` favourites (200 on list
 * and recent pages, 100 on the home entrance, config.limits). Guests have none.
 */
export function useFavouriteIds(pageSize: number): ReadonlySet<string> {
  const token = useSession()?.token;
  const q = useQuery({
    queryKey: queryKeys.favourites.detail('ids', pageSize, token ?? ''),
    queryFn: ({ signal }) => fetchFavourites({ pageSize, gameType: '', vendor: '' }, 1, signal),
    enabled: !!token,
  });
  return useMemo(() => new Set((q.data?.items ?? []).map((g) => String(g.nodeId))), [q.data]);
}

/** Applies a favourite change to every cached favourites list and id set at once (optimistic). */
function patchCaches(
  qc: QueryClient,
  change: (
    ids: readonly string[],
    list: readonly GameItem[],
  ) => { ids: readonly string[]; list: readonly GameItem[] },
) {
  qc.setQueriesData<InfiniteData<GamePage> | GamePage>({ queryKey: queryKeys.favourites.all }, (data) => {
    if (!data) return data;
    if ('pages' in data) {
      const [first, ...rest] = data.pages;
      if (!first) return data;
      const all = data.pages.flatMap((p) => p.items);
      const next = change(
        all.map((g) => String(g.nodeId)),
        all,
      );
      const kept = new Set(next.list.map((g) => String(g.nodeId)));
      const added = next.list.filter((g) => !all.includes(g));
      return {
        ...data,
        pages: [
          { ...first, items: [...added, ...first.items.filter((g) => kept.has(String(g.nodeId)))] },
          ...rest.map((p) => ({ ...p, items: p.items.filter((g) => kept.has(String(g.nodeId))) })),
        ],
      };
    }
    const next = change(
      data.items.map((g) => String(g.nodeId)),
      data.items,
    );
    return { ...data, items: [...next.list] };
  });
}

/** Add skips games already there; remove updates the lists at once, then tells the server. */
export function useToggleFavourite() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ game, add }: { game: GameItem; add: boolean }) =>
      add
        ? apiFetch(GAME_PATHS.favourites, {
            method: 'POST',
            body: { nodeId: game.nodeId, vendor: game.vassalage },
          })
        : apiFetch(`${GAME_PATHS.favourites}/${encodeURIComponent(game.nodeId)}`, { method: 'DELETE' }),
    onMutate: async ({ game, add }) => {
      await qc.cancelQueries({ queryKey: queryKeys.favourites.all });
      patchCaches(qc, (ids, list) =>
        add ? addFavourite({ ids, list }, game) : removeFavourite({ ids, list }, game.nodeId),
      );
    },
    onSettled: () => qc.invalidateQueries({ queryKey: queryKeys.favourites.all }),
  });
}
