/** Response shapes of the game calls: the platform API's schemas (schemas/api), one source of truth. */
import type { GameItem } from '@schemas/api/common.schema';
import type { BannersResponse } from '@schemas/api/content.schema';

export type { GameItem, BannersResponse };
export type {
  GameListResponse,
  FavouritesResponse,
  HotResponse as HotGamesResponse,
  VendorsResponse,
  LaunchResponse,
  WinnersResponse,
} from '@schemas/api/games.schema';

export interface RecentResponse {
  list: GameItem[];
  pageNum: number;
  totalPages: number;
}
export type Banner = BannersResponse['list'][number];
export interface LotteryMenuResponse {
  /** Lottery providers with the game groups they serve (the LOTT and ELOTT screens' menu). */
  menus: { gameType: string; vendor: string; displayName: string; groups: string[] }[];
  mapping: Record<string, string[]>;
}
