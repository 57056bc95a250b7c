import { hasMore } from '@core/game-browser';
import type { GameItem } from './types';

/** One page of any game list (games, favourites, recent), normalised. */
export interface GamePage {
  items: GameItem[];
  pageNum: number;
  totalPages: number;
  totalCount: number;
}

/** Next page while pageNum < totalPages (spec §4), else no more. */
export const nextPageParam = (last: GamePage): number | undefined =>
  hasMore(last) ? last.pageNum + 1 : undefined;
