import type { CategoryGroup } from './vendor-grouping';

/**
 * The game browser's rules (spec §4 "game browser data type", favourite, prize mode), as pure
 * reducer-style functions so the renderer's screens only wire them to queries and the rules are
 * unit-tested once.
 */

export const DATA_TYPES = ['ALL', 'HOT', 'FAV', 'RECENT', 'SEARCH', 'NEW'] as const;
export type DataType = (typeof DATA_TYPES)[number];

/** Categories shown as a plain game list (spec §9 list types); others show vendor cards. */
export const LIST_TYPES: readonly string[] = ['RNG', 'FISH', 'PVP'];
/** Classify keys that switch the data type instead of filtering the game list. */
export const TYPE_CLASSIFIES: readonly DataType[] = ['HOT', 'FAV', 'RECENT'];
export const CLASSIFY = { BINGO: 'BG', JACKPOT: 'JP', NEW: 'NEW' } as const;
/** Lottery categories: no favourite star, launched through the lottery launch with a prize mode. */
export const LOTTERY_TYPES: readonly string[] = ['LOTT', 'ELOTT'];
export const LOTTERY_VENDORS: readonly string[] = ['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT'];
export const HOME_CATEGORY = 'HOME';

export interface BrowserFilters {
  /** Vendor picked in the selector; '' = every vendor. */
  vendor: string;
  /** Vendors the route restricts to (INHOUSE); empty = no restriction. */
  vendorSet: readonly string[];
  classify: string;
  keyword: string;
  minBet: number | null;
  minLine: number | null;
}

export interface BrowserState extends BrowserFilters {
  /** Category of the route (BINGO, ESPORTS…), for titles and the banner. */
  category: string;
  /** Platform game type the requests use (BINGO → RNG, ESPORTS → SPORTS…). */
  gameType: string;
  dataType: DataType;
  pageNum: number;
}

export interface RouteQuery {
  vassalage?: string | null;
  gameClassify?: string | null;
  dataType?: string | null;
}

export interface FirstLoadContext {
  /** The merchant's grouped categories (core/vendor-grouping), for "first vendor" rules. */
  groups: readonly CategoryGroup[];
  inHouseVendors: readonly string[];
}

const isDataType = (v: string | null | undefined): v is DataType =>
  (DATA_TYPES as readonly string[]).includes(v ?? '');

const blank = (category: string, gameType: string): BrowserState => ({
  category,
  gameType,
  dataType: 'ALL',
  pageNum: 1,
  vendor: '',
  vendorSet: [],
  classify: '',
  keyword: '',
  minBet: null,
  minLine: null,
});

/** The first vendor of a category after grouping (ESPORTS and COCKFIGHT load their first vendor). */
export function firstVendor(groups: readonly CategoryGroup[], category: string): string {
  return groups.find((g) => g.category === category)?.vendors[0]?.vassalage ?? '';
}

const groupVendors = (groups: readonly CategoryGroup[], category: string): string[] =>
  groups.find((g) => g.category === category)?.vendors.map((v) => v.vassalage) ?? [];

/** Spec §4 first-load rules, then the route's query (vassalage, gameClassify, dataType) on top. */
export function initialBrowserState(
  category: string,
  query: RouteQuery,
  ctx: FirstLoadContext,
): BrowserState {
  let s: BrowserState;
  switch (category) {
    case 'BINGO':
      s = { ...blank(category, 'RNG'), classify: CLASSIFY.BINGO };
      break;
    case 'INHOUSE':
      s = { ...blank(category, 'RNG'), vendorSet: [...ctx.inHouseVendors] };
      break;
    case 'JACKPOT':
      s = { ...blank(category, 'RNG'), classify: CLASSIFY.JACKPOT };
      break;
    case 'NEW':
      s = { ...blank(category, ''), classify: CLASSIFY.NEW, dataType: 'NEW' };
      break;
    // Their vendors report as SPORTS: the first vendor is picked, and "all" means all of this group's.
    case 'ESPORTS':
    case 'COCKFIGHT':
      s = {
        ...blank(category, 'SPORTS'),
        vendor: firstVendor(ctx.groups, category),
        vendorSet: groupVendors(ctx.groups, category),
      };
      break;
    case 'HOT':
      s = { ...blank(category, ''), dataType: 'HOT' };
      break;
    case 'FAV':
      s = { ...blank(category, ''), dataType: 'FAV' };
      break;
    case 'RECENT':
      s = { ...blank(category, ''), dataType: 'RECENT' };
      break;
    default:
      s = blank(category, category);
  }
  if (query.vassalage) s = { ...s, vendor: query.vassalage };
  if (query.gameClassify) s = setClassify(s, query.gameClassify);
  if (isDataType(query.dataType)) s = { ...s, dataType: query.dataType };
  return s;
}

/** Picking a vendor, searching or changing classify: data type ALL, list cleared, page 1. */
const reset = (s: BrowserState, patch: Partial<BrowserState>): BrowserState => ({
  ...s,
  ...patch,
  dataType: 'ALL',
  pageNum: 1,
  // A type-switching classify (HOT/FAV/RECENT) means nothing once the type is ALL again.
  classify: patch.classify ?? (TYPE_CLASSIFIES.includes(s.classify as DataType) ? '' : s.classify),
});

export const pickVendor = (s: BrowserState, vendor: string): BrowserState => reset(s, { vendor });
export const search = (s: BrowserState, keyword: string): BrowserState =>
  reset(s, { keyword: keyword.trim() });

/** Classify HOT, FAV, RECENT switch the data type; any other classify filters with type ALL. */
export function setClassify(s: BrowserState, classify: string): BrowserState {
  if (TYPE_CLASSIFIES.includes(classify as DataType))
    return { ...s, classify, dataType: classify as DataType, pageNum: 1 };
  return reset(s, { classify });
}

/** Tabs (all, hot, favourites, recent) set the data type. */
export function setTab(s: BrowserState, dataType: DataType): BrowserState {
  return {
    ...s,
    dataType,
    pageNum: 1,
    classify: TYPE_CLASSIFIES.includes(dataType)
      ? dataType
      : TYPE_CLASSIFIES.includes(s.classify as DataType)
        ? ''
        : s.classify,
  };
}

export const setFilters = (s: BrowserState, minBet: number | null, minLine: number | null): BrowserState => ({
  ...s,
  minBet,
  minLine,
  pageNum: 1,
});

/** Clear filters resets vendor, classify, min bet and min line. */
export const clearFilters = (s: BrowserState): BrowserState => ({
  ...s,
  vendor: '',
  classify: '',
  minBet: null,
  minLine: null,
  dataType: s.dataType === 'NEW' ? 'NEW' : 'ALL',
  pageNum: 1,
});

export type Chip = { kind: 'vendor' | 'classify' | 'minBet' | 'minLine'; value: string };

/** Removable chips for the active filters. */
export function chipsOf(s: BrowserState): Chip[] {
  const chips: Chip[] = [];
  if (s.vendor) chips.push({ kind: 'vendor', value: s.vendor });
  if (s.classify) chips.push({ kind: 'classify', value: s.classify });
  if (s.minBet !== null) chips.push({ kind: 'minBet', value: String(s.minBet) });
  if (s.minLine !== null) chips.push({ kind: 'minLine', value: String(s.minLine) });
  return chips;
}

export function removeChip(s: BrowserState, kind: Chip['kind']): BrowserState {
  if (kind === 'vendor') return pickVendor(s, '');
  if (kind === 'classify') return setClassify(s, '');
  return setFilters(s, kind === 'minBet' ? null : s.minBet, kind === 'minLine' ? null : s.minLine);
}

export interface Paging {
  pageSize: number;
  pageSizeFavourites: number;
}

export interface GameListParams {
  gameType: string;
  pageNo: number;
  pageSize: number;
  vassalage: string;
  gameClassify: string;
  gameName: string;
  minBet: number | null;
  minLine: number | null;
  isNew: '1' | '';
}

/** Which source a data type reads and with what parameters (spec §7 game calls). */
export type ListRequest =
  | { source: 'games'; params: GameListParams }
  | { source: 'hot'; filter: HotFilter }
  | { source: 'favourites'; params: { pageNo: number; pageSize: number; gameType: string; vendor: string } }
  | { source: 'recent'; params: { page: number; pageSize: number; gameType: string; vendor: string } };

export function listRequest(s: BrowserState, paging: Paging): ListRequest {
  const vendor = s.vendor || s.vendorSet.join(',');
  switch (s.dataType) {
    case 'HOT':
      return { source: 'hot', filter: { gameType: s.gameType, vendor, keyword: s.keyword } };
    // Favourites and recent filter by one vendor (the platform takes a single code there).
    case 'FAV':
      return {
        source: 'favourites',
        params: {
          pageNo: s.pageNum,
          pageSize: paging.pageSizeFavourites,
          gameType: s.gameType,
          vendor: s.vendor,
        },
      };
    case 'RECENT':
      return {
        source: 'recent',
        params: {
          page: s.pageNum,
          pageSize: paging.pageSizeFavourites,
          gameType: s.gameType,
          vendor: s.vendor,
        },
      };
    default: {
      const isNew = s.dataType === 'NEW' || s.classify === CLASSIFY.NEW;
      return {
        source: 'games',
        params: {
          gameType: s.gameType,
          pageNo: s.pageNum,
          pageSize: paging.pageSize,
          vassalage: vendor,
          gameClassify: isNew ? '' : s.classify,
          gameName: s.keyword,
          minBet: s.minBet,
          minLine: s.minLine,
          isNew: isNew ? '1' : '',
        },
      };
    }
  }
}

export interface PageResult<T> {
  items: readonly T[];
  pageNum: number;
  totalPages: number;
}

/** More pages exist while pageNum < totalPages. */
export const hasMore = (p: Pick<PageResult<unknown>, 'pageNum' | 'totalPages'>): boolean =>
  p.pageNum < p.totalPages;

/** Load more appends a later page; page 1 (a new query) replaces the list. */
export function mergePage<T>(list: readonly T[], page: PageResult<T>): T[] {
  return page.pageNum > 1 ? [...list, ...page.items] : [...page.items];
}

export interface GameLike {
  nodeId: string | number;
  gameType: string;
  vassalage: string;
  gameName: string;
}
export interface HotFilter {
  gameType: string;
  vendor: string;
  keyword: string;
}

/** The hot list is filtered locally: by type, by vendor (or vendor set) and by lowercase name. */
export function filterHot<T extends GameLike>(list: readonly T[], f: HotFilter): T[] {
  const vendors = f.vendor ? f.vendor.split(',') : [];
  const needle = f.keyword.trim().toLowerCase();
  return list.filter(
    (g) =>
      (!f.gameType || g.gameType === f.gameType) &&
      (vendors.length === 0 || vendors.includes(g.vassalage)) &&
      (!needle || g.gameName.toLowerCase().includes(needle)),
  );
}

export const hotTotalPages = (count: number, pageSize: number): number =>
  Math.max(1, Math.ceil(count / pageSize));
/** Hot paging ("change batch") wraps to page 1 after the last page. */
export const nextHotPage = (page: number, totalPages: number): number => (page >= totalPages ? 1 : page + 1);
export const hotPage = <T>(list: readonly T[], page: number, pageSize: number): T[] =>
  list.slice((page - 1) * pageSize, page * pageSize);
/** Home shows at most hotMax hot games. */
export const homeHot = <T>(list: readonly T[], hotMax: number): T[] => list.slice(0, hotMax);

/** What the game entrance shows for a category (spec §2 Home game entrance / Game list centre). */
export type EntranceView = 'hot' | 'list' | 'fav' | 'recent' | 'vendors';
export function entranceView(category: string): EntranceView {
  if (category === HOME_CATEGORY || category === 'HOT') return 'hot';
  if (LIST_TYPES.includes(category)) return 'list';
  if (category === 'FAV') return 'fav';
  if (category === 'RECENT') return 'recent';
  return 'vendors';
}
/** FAV and RECENT need a session (guests go to /m/login). */
export const needsSession = (category: string): boolean => category === 'FAV' || category === 'RECENT';

/** What tapping a game does: log in first, nothing (maintenance), ask real or free, or launch. */
export type PlayAction = 'login' | 'none' | 'choose' | 'free' | 'real';
/**
 * Spec §4: launch needs a session (guests go to /m/login); games with free play ask how to play.
 * With the merchant flag `guestFreePlay` a guest may try a game that supports free play, in free
 * mode only (real play moves money and needs an account); other games still send guests to log in.
 */
export function playAction(
  game: { maintenance: boolean; supportPlay: number },
  hasSession: boolean,
  guestFreePlay: boolean,
): PlayAction {
  if (!hasSession) return guestFreePlay && game.supportPlay === 1 && !game.maintenance ? 'free' : 'login';
  if (game.maintenance) return 'none';
  return game.supportPlay === 1 ? 'choose' : 'real';
}

/** Entrance menu: HOME first, then the merchant's grouped categories (HOT is HOME's list). */
export const entranceCategories = (groups: readonly CategoryGroup[]): string[] => [
  HOME_CATEGORY,
  ...groups.map((g) => g.category).filter((c) => c !== 'HOT'),
];

/** Prize mode for a lottery launch: ELOTT when the mapping gives ELOTT for TCG_LOTTO_VN or LOTT. */
export function prizeMode(
  mapping: Readonly<Record<string, string | readonly string[] | undefined>>,
): 'ELOTT' | 'LOTT' {
  // The platform maps a vendor to one category or to the list of categories it serves.
  const has = (v: string | readonly string[] | undefined) =>
    typeof v === 'string' ? v === 'ELOTT' : (v ?? []).includes('ELOTT');
  return has(mapping.TCG_LOTTO_VN) || has(mapping.LOTT) ? 'ELOTT' : 'LOTT';
}
export const isLotteryGame = (g: Pick<GameLike, 'gameType' | 'vassalage'>): boolean =>
  LOTTERY_TYPES.includes(g.gameType) || LOTTERY_VENDORS.includes(g.vassalage);
/** The favourite star is not shown on LOTT and ELOTT games. */
export const canFavourite = (g: Pick<GameLike, 'gameType'>): boolean => !LOTTERY_TYPES.includes(g.gameType);

export interface FavouriteState<T> {
  ids: readonly string[];
  list: readonly T[];
}
const idOf = (g: GameLike) => String(g.nodeId);

/** Adding a favourite already present changes nothing (and the caller skips the call). */
export function addFavourite<T extends GameLike>(s: FavouriteState<T>, game: T): FavouriteState<T> {
  if (s.ids.includes(idOf(game))) return s;
  return { ids: [...s.ids, idOf(game)], list: [game, ...s.list] };
}
/** Removing updates ids and list at once; the server call follows. */
export function removeFavourite<T extends GameLike>(
  s: FavouriteState<T>,
  nodeId: string | number,
): FavouriteState<T> {
  const id = String(nodeId);
  return { ids: s.ids.filter((x) => x !== id), list: s.list.filter((g) => idOf(g) !== id) };
}

/** Search runs only when the text is longer than 2 characters (config limits.searchMinChars = 3). */
export const shouldSearch = (text: string, minChars: number): boolean => text.trim().length >= minChars;
