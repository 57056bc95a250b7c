import type { UseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';
import type { GamePage } from '../api/paging';
import type { GameItem } from '../api/types';

/** What a game grid needs from any source: items, totals, paging and failure state. */
export interface BrowserList {
  items: GameItem[];
  total: number;
  isLoading: boolean;
  /** The first page failed. */
  isError: boolean;
  hasNext: boolean;
  isFetchingNext: boolean;
  /** A later page failed: the grid shows tap-to-retry. */
  isNextError: boolean;
  fetchNext: () => void;
  retry: () => void;
}

/** Adapts an infinite game query to what BrowserResults shows. */
export function toBrowserList(q: UseInfiniteQueryResult<InfiniteData<GamePage>>): BrowserList {
  const pages = q.data?.pages ?? [];
  return {
    items: pages.flatMap((p) => p.items),
    total: pages[0]?.totalCount ?? 0,
    isLoading: q.isLoading,
    isError: q.isError && pages.length === 0,
    hasNext: q.hasNextPage,
    isFetchingNext: q.isFetchingNextPage,
    isNextError: q.isFetchNextPageError,
    fetchNext: () => void q.fetchNextPage(),
    retry: () => void (pages.length === 0 ? q.refetch() : q.fetchNextPage()),
  };
}
