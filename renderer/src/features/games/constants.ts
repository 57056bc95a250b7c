/**
 * Lobby sizes and choices that are not merchant config (spec timings and page sizes come from
 * config.limits). Named here so no component holds a bare number.
 */
/** Columns of the game grid on a phone; tiles keep a fixed aspect ratio so pictures never shift layout. */
export const GRID_COLUMNS = 3;
/** Intrinsic size given to game pictures (square art), so the browser reserves the box before load. */
export const TILE_IMAGE_PX = 200;
/** Tiles rendered in the first frame of a list: what a phone shows of the grid below the page head (2 rows); the rest follow in a transition. */
export const FIRST_PAINT_TILES = GRID_COLUMNS * 2;
/** Tiles whose pictures load at once, at high priority: the two rows a phone shows first (the largest paint). */
export const EAGER_TILES = GRID_COLUMNS * 2;
/** Skeleton tiles shown while a page loads: two screens' worth of the final tile size. */
export const SKELETON_TILES = 12;
/** Games shown per category on the home entrance before "more". */
export const ENTRANCE_LIST_MAX = 9;
/** Filter panel choices (spec: min bet, min line). */
export const MIN_BET_OPTIONS: readonly number[] = [1, 5, 10, 50, 100];
export const MIN_LINE_OPTIONS: readonly number[] = [5, 10, 25, 50, 100];
/** Fraction of the strip width scrolled by the vendor strip's arrow buttons. */
export const STRIP_SCROLL_FRACTION = 0.8;
/** Game types whose list can be narrowed by min bet / min line (slot-like games). */
export const FILTERABLE_TYPES: readonly string[] = ['RNG', 'FISH', 'PVP'];
