import { describe, expect, it } from 'vitest';
import {
  addFavourite,
  canFavourite,
  chipsOf,
  clearFilters,
  entranceCategories,
  entranceView,
  filterHot,
  hasMore,
  homeHot,
  hotPage,
  hotTotalPages,
  initialBrowserState,
  isLotteryGame,
  listRequest,
  mergePage,
  needsSession,
  nextHotPage,
  pickVendor,
  playAction,
  prizeMode,
  removeChip,
  removeFavourite,
  search,
  setClassify,
  setFilters,
  setTab,
  shouldSearch,
  type BrowserState,
  type FirstLoadContext,
  type GameLike,
} from './game-browser';
import type { CategoryGroup, VendorInfo } from './vendor-grouping';

const v = (vassalage: string, gameType: string): VendorInfo => ({
  vassalage,
  displayName: vassalage,
  gameType,
  gameCount: 5,
});
const groups: CategoryGroup[] = [
  { category: 'HOT', vendors: [] },
  { category: 'RNG', vendors: [v('JILI', 'RNG'), v('PP', 'RNG')] },
  { category: 'COCKFIGHT', vendors: [v('SV3', 'SPORTS'), v('DS88', 'SPORTS')] },
  { category: 'ESPORTS', vendors: [v('IA', 'SPORTS'), v('TF', 'SPORTS')] },
];
const ctx: FirstLoadContext = { groups, inHouseVendors: ['PP', 'PT'] };
const paging = { pageSize: 36, pageSizeFavourites: 200 };
const init = (category: string, query = {}) => initialBrowserState(category, query, ctx);
const games = (s: BrowserState) => {
  const r = listRequest(s, paging);
  if (r.source !== 'games') throw new Error(`expected games, got ${r.source}`);
  return r.params;
};

describe('first-load rules (spec §4)', () => {
  it('BINGO loads RNG with classify BG', () => {
    expect(games(init('BINGO'))).toMatchObject({
      gameType: 'RNG',
      gameClassify: 'BG',
      pageNo: 1,
      pageSize: 36,
    });
  });
  it('INHOUSE loads RNG restricted to the in-house vendors', () => {
    expect(games(init('INHOUSE'))).toMatchObject({ gameType: 'RNG', vassalage: 'PP,PT' });
    expect(games(pickVendor(init('INHOUSE'), 'PT'))).toMatchObject({ vassalage: 'PT' });
    expect(listRequest(setTab(init('INHOUSE'), 'HOT'), paging)).toEqual({
      source: 'hot',
      filter: { gameType: 'RNG', vendor: 'PP,PT', keyword: '' },
    });
  });
  it('JACKPOT loads RNG with classify JP', () => {
    expect(games(init('JACKPOT'))).toMatchObject({ gameType: 'RNG', gameClassify: 'JP' });
  });
  it('NEW sets the new classify', () => {
    const s = init('NEW');
    expect(s.classify).toBe('NEW');
    expect(games(s)).toMatchObject({ isNew: '1', gameType: '' });
  });
  it('ESPORTS and COCKFIGHT load SPORTS with the first vendor of the grouped category', () => {
    expect(games(init('ESPORTS'))).toMatchObject({ gameType: 'SPORTS', vassalage: 'IA' });
    expect(games(init('COCKFIGHT'))).toMatchObject({ gameType: 'SPORTS', vassalage: 'SV3' });
  });
  it('ESPORTS "all vendors" stays within the e-sports vendors (not every SPORTS vendor)', () => {
    expect(games(pickVendor(init('ESPORTS'), ''))).toMatchObject({ gameType: 'SPORTS', vassalage: 'IA,TF' });
  });
  it('other categories load their own type with data type ALL', () => {
    const s = init('LIVE');
    expect(s).toMatchObject({ gameType: 'LIVE', dataType: 'ALL', vendor: '', classify: '' });
  });
  it('route query sets vendor, classify and data type', () => {
    expect(games(init('RNG', { vassalage: 'JILI' }))).toMatchObject({ vassalage: 'JILI' });
    expect(games(init('RNG', { gameClassify: 'FeatureBuy' }))).toMatchObject({ gameClassify: 'FeatureBuy' });
    expect(init('RNG', { dataType: 'HOT' }).dataType).toBe('HOT');
    expect(init('RNG', { dataType: 'bogus' }).dataType).toBe('ALL');
  });
  it('HOT and FAV categories start on their data type', () => {
    expect(listRequest(init('HOT'), paging).source).toBe('hot');
    expect(listRequest(init('FAV'), paging)).toEqual({
      source: 'favourites',
      params: { pageNo: 1, pageSize: 200, gameType: '', vendor: '' },
    });
  });
});

describe('data-type transitions (spec §4)', () => {
  const onHot = setTab({ ...init('RNG'), pageNum: 3 }, 'HOT');
  it('tabs set the data type and page 1', () => {
    expect(onHot).toMatchObject({ dataType: 'HOT', pageNum: 1 });
    expect(setTab(onHot, 'RECENT').dataType).toBe('RECENT');
    expect(listRequest(setTab(onHot, 'RECENT'), paging).source).toBe('recent');
  });
  it('picking a vendor sets ALL and page 1', () => {
    expect(pickVendor({ ...onHot, pageNum: 4 }, 'JILI')).toMatchObject({
      dataType: 'ALL',
      vendor: 'JILI',
      pageNum: 1,
      classify: '',
    });
  });
  it('searching sets ALL, page 1 and the trimmed name', () => {
    const s = search({ ...setTab(init('RNG'), 'FAV'), pageNum: 2 }, '  fortune ');
    expect(s).toMatchObject({ dataType: 'ALL', pageNum: 1, keyword: 'fortune' });
    expect(games(s).gameName).toBe('fortune');
  });
  it('changing classify sets ALL; HOT, FAV and RECENT switch the type', () => {
    expect(setClassify(onHot, 'FeatureBuy')).toMatchObject({
      dataType: 'ALL',
      classify: 'FeatureBuy',
      pageNum: 1,
    });
    expect(setClassify(init('RNG'), 'HOT').dataType).toBe('HOT');
    expect(setClassify(init('RNG'), 'FAV').dataType).toBe('FAV');
    expect(setClassify(init('RNG'), 'RECENT').dataType).toBe('RECENT');
    expect(setClassify(setClassify(init('RNG'), 'FAV'), '').dataType).toBe('ALL');
  });
  it('a new classify asks for new games', () => {
    expect(games(setClassify(init('RNG'), 'NEW'))).toMatchObject({ isNew: '1', gameClassify: '' });
  });
  it('clear filters resets vendor, classify, min bet and min line', () => {
    const busy = setFilters(setClassify(pickVendor(init('RNG'), 'JILI'), 'FeatureBuy'), 10, 20);
    expect(chipsOf(busy).map((c) => c.kind)).toEqual(['vendor', 'classify', 'minBet', 'minLine']);
    expect(clearFilters({ ...busy, pageNum: 3 })).toMatchObject({
      vendor: '',
      classify: '',
      minBet: null,
      minLine: null,
      pageNum: 1,
      dataType: 'ALL',
    });
  });
  it('removing one chip keeps the others', () => {
    const busy = setFilters(setClassify(pickVendor(init('RNG'), 'JILI'), 'FeatureBuy'), 10, null);
    expect(removeChip(busy, 'vendor')).toMatchObject({ vendor: '', classify: 'FeatureBuy', minBet: 10 });
    expect(removeChip(busy, 'classify')).toMatchObject({ vendor: 'JILI', classify: '', minBet: 10 });
    expect(removeChip(busy, 'minBet')).toMatchObject({ minBet: null, vendor: 'JILI' });
  });
  it('filters go into the list request', () => {
    expect(games(setFilters(init('RNG'), 5, 25))).toMatchObject({ minBet: 5, minLine: 25 });
  });
});

describe('paging', () => {
  it('has more while pageNum < totalPages', () => {
    expect(hasMore({ pageNum: 1, totalPages: 2 })).toBe(true);
    expect(hasMore({ pageNum: 2, totalPages: 2 })).toBe(false);
    expect(hasMore({ pageNum: 1, totalPages: 0 })).toBe(false);
  });
  it('appends later pages and replaces on page 1', () => {
    expect(mergePage([1, 2], { items: [3], pageNum: 2, totalPages: 2 })).toEqual([1, 2, 3]);
    expect(mergePage([1, 2], { items: [9], pageNum: 1, totalPages: 2 })).toEqual([9]);
  });
});

const g = (nodeId: number, gameName: string, gameType = 'RNG', vassalage = 'JILI'): GameLike => ({
  nodeId,
  gameName,
  gameType,
  vassalage,
});
const hot = [
  g(1, 'Fortune Gems'),
  g(2, 'Super Ace'),
  g(3, 'Ocean King', 'FISH', 'JDB'),
  g(4, 'Golden Empire', 'RNG', 'PP'),
  g(5, 'Crazy Time', 'LIVE', 'EVO'),
];

describe('hot list', () => {
  it('filters locally by type, vendor and lowercase name', () => {
    expect(filterHot(hot, { gameType: 'RNG', vendor: '', keyword: '' }).map((x) => x.nodeId)).toEqual([
      1, 2, 4,
    ]);
    expect(filterHot(hot, { gameType: 'RNG', vendor: 'PP', keyword: '' }).map((x) => x.nodeId)).toEqual([4]);
    expect(filterHot(hot, { gameType: '', vendor: '', keyword: 'GOLD' }).map((x) => x.nodeId)).toEqual([4]);
    expect(filterHot(hot, { gameType: '', vendor: 'PP,EVO', keyword: '' }).map((x) => x.nodeId)).toEqual([
      4, 5,
    ]);
  });
  it('pages and wraps to page 1 after the last page', () => {
    const pages = hotTotalPages(hot.length, 2);
    expect(pages).toBe(3);
    expect(hotPage(hot, 3, 2).map((x) => x.nodeId)).toEqual([5]);
    expect(nextHotPage(1, pages)).toBe(2);
    expect(nextHotPage(3, pages)).toBe(1);
    expect(nextHotPage(1, hotTotalPages(0, 8))).toBe(1);
  });
  it('home shows at most hotMax', () => {
    expect(homeHot(hot, 3)).toHaveLength(3);
    expect(homeHot(hot, 8)).toHaveLength(5);
  });
});

describe('entrance', () => {
  it('HOME first, then the grouped order without HOT', () => {
    expect(entranceCategories(groups)).toEqual(['HOME', 'RNG', 'COCKFIGHT', 'ESPORTS']);
  });
  it('maps categories to views', () => {
    expect(['HOME', 'HOT', 'RNG', 'FISH', 'PVP', 'FAV', 'RECENT', 'LIVE'].map(entranceView)).toEqual([
      'hot',
      'hot',
      'list',
      'list',
      'list',
      'fav',
      'recent',
      'vendors',
    ]);
    expect(needsSession('FAV') && needsSession('RECENT') && !needsSession('RNG')).toBe(true);
  });
});

describe('lottery and favourites', () => {
  it('prize mode is ELOTT when the mapping gives ELOTT for TCG_LOTTO_VN or LOTT', () => {
    expect(prizeMode({ TCG_LOTTO_VN: 'ELOTT' })).toBe('ELOTT');
    expect(prizeMode({ LOTT: 'ELOTT' })).toBe('ELOTT');
    expect(prizeMode({ TCG_SEA: 'ELOTT', LOTT: 'LOTT' })).toBe('LOTT');
    expect(prizeMode({})).toBe('LOTT');
    expect(prizeMode({ TCG_LOTTO_VN: ['LOTT', 'ELOTT'] })).toBe('ELOTT');
    expect(prizeMode({ TCG_LOTTO_VN: ['LOTT'], TCG_SEA: ['ELOTT'] })).toBe('LOTT');
  });
  it('no star on LOTT and ELOTT; lottery launch for lottery vendors', () => {
    expect(canFavourite({ gameType: 'LOTT' }) || canFavourite({ gameType: 'ELOTT' })).toBe(false);
    expect(canFavourite({ gameType: 'RNG' })).toBe(true);
    expect(isLotteryGame({ gameType: 'RNG', vassalage: 'TCG_SEA' })).toBe(true);
    expect(isLotteryGame({ gameType: 'RNG', vassalage: 'JILI' })).toBe(false);
  });
  it('add skips duplicates; remove updates ids and list', () => {
    const one = addFavourite({ ids: [], list: [] }, hot[0]!);
    expect(addFavourite(one, hot[0]!)).toBe(one);
    const two = addFavourite(one, hot[1]!);
    expect(two.ids).toEqual(['1', '2']);
    expect(removeFavourite(two, 1)).toEqual({ ids: ['2'], list: [hot[1]] });
  });
  it('search only over 2 characters', () => {
    expect(shouldSearch('ab', 3)).toBe(false);
    expect(shouldSearch(' abc ', 3)).toBe(true);
  });
});

describe('playing a game (spec §4 launch, merchant flag guestFreePlay)', () => {
  const free = { maintenance: false, supportPlay: 1 };
  const realOnly = { maintenance: false, supportPlay: 0 };
  it('guests go to log in unless the merchant lets them try free-play games', () => {
    expect(playAction(free, false, false)).toBe('login');
    expect(playAction(realOnly, false, true)).toBe('login');
    expect(playAction(free, false, true)).toBe('free');
    expect(playAction({ ...free, maintenance: true }, false, true)).toBe('login');
  });
  it('members choose real or free where free play exists; games in maintenance do nothing', () => {
    expect(playAction(free, true, false)).toBe('choose');
    expect(playAction(free, true, true)).toBe('choose');
    expect(playAction(realOnly, true, true)).toBe('real');
    expect(playAction({ ...realOnly, maintenance: true }, true, false)).toBe('none');
  });
});
