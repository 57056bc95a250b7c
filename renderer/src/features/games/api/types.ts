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
  RecentResponse,
  /** Lottery providers with the game groups they serve (the LOTT and ELOTT screens' menu). */
  LotteryMenuResponse,
} from '@schemas/api/games.schema';

export type Banner = BannersResponse['list'][number];
