/** Platform API paths of the lobby (platform-api/API.md, game family). */
export const GAME_PATHS = {
  list: '/api/games',
  hot: '/api/games/hot',
  vendors: '/api/games/vendors',
  launch: '/api/games/launch',
  lotteryMenu: '/api/games/lottery/menu',
  favourites: '/api/games/favourites',
  recent: '/api/games/recent',
  banners: '/api/content/banners',
  winners: '/api/games/winners',
} as const;

/** Spec §9 / §7 constants of the game calls. */
export const PLATFORM = 'html5';
export const CLIENT_TYPE = 2;
export const HOT_IS_PLATFORM = 2;
export const VENDOR_TYPE_ID = 1;

/**
 * How long catalogue-like answers stay fresh in the client cache: vendors, hot games and banners
 * change with operator edits, not per request (spec §7: hot games and banners are cached).
 */
export const CATALOGUE_STALE_MS = 5 * 60_000;
/** The lottery menu (prize-mode mapping) changes even more rarely. */
export const LOTTERY_MENU_STALE_MS = 10 * 60_000;
/** The winners board refreshes this often while a category screen is open. */
export const WINNERS_REFRESH_MS = 60_000;
