import type { Db } from '../../server/db/db';
import type { GameItem } from '../../schemas/api';
import type { ContentLang } from '../lib/content-lang';

/*
 * The game catalogue in memory (PITFALLS: one SQL query per list request caps the route near 800
 * requests/s). Built from the database at start, rebuilt when a `catalogue_changed` notification
 * arrives (any replica that changes games notifies). Lists filter plain arrays: 10,000 games take
 * well under a millisecond.
 */

export const CATALOGUE_CHANNEL = 'catalogue_changed';
/** Distinct name searches remembered (oldest dropped first). */
const NAME_CACHE_MAX = 500;

interface GameRow {
  node_id: number;
  game_type: string;
  vendor: string;
  game_id: string;
  game_code: string;
  room_id: string | null;
  name_vi: string;
  name_en: string;
  classify: string;
  classify_new: string | null;
  is_new: boolean;
  hot_rank: number | null;
  maintenance: boolean;
  support_play: number;
  is_h5: boolean;
  min_bet: number;
  min_line: number;
  lotto_mode: string | null;
  play_type: string | null;
}
interface VendorRow {
  code: string;
  display_name: string;
  game_type: string;
  account_type_name: string;
  is_hot: boolean;
  maintenance: boolean;
  sort: number;
}

export interface CatalogueGame {
  nodeId: number;
  gameType: string;
  vendor: string;
  classify: readonly string[];
  isNew: boolean;
  hotRank: number | null;
  maintenance: boolean;
  supportPlay: 0 | 1;
  minBet: number;
  minLine: number;
  lottoMode: string | null;
  /** Lower-case names without diacritics, both languages, for the name search. */
  search: string;
  names: Record<ContentLang, string>;
  /** The response objects, built once per language. */
  item: Record<ContentLang, GameItem>;
  /** The same, serialised once: the game list (the hot route) concatenates them. */
  json: Record<ContentLang, string>;
}

export interface VendorEntry {
  vassalage: string;
  displayName: string;
  gameType: string;
  gameCount: number;
  classifies: string[];
  accountTypeName: string;
  isHot: 0 | 1;
  maintenance: boolean;
}

export interface GameFilter {
  gameType?: string;
  vendors?: readonly string[];
  classify?: string;
  name?: string;
  minBet?: number;
  minLine?: number;
  isNew?: boolean;
}

/** Lower case without Vietnamese diacritics (đ included), so "bắn cá" finds "Ban Ca". */
export function fold(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'd').toLowerCase();
}

function toItem(r: GameRow, v: VendorRow | undefined, name: string): GameItem {
  const classify = r.classify ? r.classify.split(',') : [];
  return {
    nodeId: r.node_id,
    gameType: r.game_type,
    vassalage: r.vendor,
    gameName: name,
    displayName: v?.display_name ?? r.vendor,
    gameId: r.game_id,
    gameCode: r.game_code,
    ...(r.room_id ? { roomId: r.room_id } : {}),
    gameClassify: classify,
    ...(r.classify_new ? { gameClassifyNew: r.classify_new } : {}),
    new: r.is_new,
    hot: r.hot_rank !== null,
    img: `/api/games/${r.node_id}/picture.svg`,
    mobileLargeIcon: `/api/games/${r.node_id}/picture.svg`,
    maintenance: r.maintenance || (v?.maintenance ?? false),
    supportPlay: r.support_play === 1 ? 1 : 0,
    isGameH5: r.is_h5,
    ...(r.lotto_mode ? { lottoMode: r.lotto_mode } : {}),
    ...(r.play_type === 'Tradition' || r.play_type === 'Entertainment' ? { playType: r.play_type } : {}),
    minBet: Number(r.min_bet),
    minLine: r.min_line,
  };
}

export class Catalogue {
  private games: CatalogueGame[] = [];
  private byNode = new Map<number, CatalogueGame>();
  private byType = new Map<string, CatalogueGame[]>();
  private hot: CatalogueGame[] = [];
  /** Position lists (into `games`, ascending) per facet: a query walks the shortest list that applies. */
  private byVendor = new Map<string, number[]>();
  private byClassify = new Map<string, number[]>();
  private typeIdx = new Map<string, number[]>();
  private newIdx: number[] = [];
  private hotIdx: number[] = [];
  private allIdx: number[] = [];
  /** Name search results by folded text: a scan of 10,000 names costs about 1 ms, a hit nothing. */
  private nameCache = new Map<string, number[]>();
  private vendorList: VendorEntry[] = [];
  private unlisten?: () => Promise<void>;
  private stopped = false;

  /** `onReloadError`: a reload on a notification failed (the catalogue keeps its last good lists). */
  constructor(
    private readonly db: Db,
    private readonly onReloadError: (err: unknown) => void = () => undefined,
  ) {}

  async start(): Promise<void> {
    await this.reload();
    // A notification may come while the app closes, or a reload may lose its connection: neither may
    // become an unhandled rejection (Node ends the process on one).
    this.unlisten = await this.db.listen(CATALOGUE_CHANNEL, () => {
      if (!this.stopped) this.reload().catch(this.onReloadError);
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.unlisten?.();
  }

  async reload(): Promise<void> {
    const vendors = await this.db.query<VendorRow>(
      'SELECT code, display_name, game_type, account_type_name, is_hot, maintenance, sort FROM vendors ORDER BY sort, code',
    );
    const rows = await this.db.query<GameRow>(
      `SELECT node_id, game_type, vendor, game_id, game_code, room_id, name_vi, name_en, classify, classify_new, is_new, hot_rank, maintenance,
              support_play, is_h5, min_bet::float8 AS min_bet, min_line, lotto_mode, play_type FROM games ORDER BY sort, node_id`,
    );
    const vByCode = new Map(vendors.map((v) => [v.code, v]));
    const games = rows.map((r): CatalogueGame => {
      const v = vByCode.get(r.vendor);
      return {
        nodeId: r.node_id,
        gameType: r.game_type,
        vendor: r.vendor,
        classify: r.classify ? r.classify.split(',') : [],
        isNew: r.is_new,
        hotRank: r.hot_rank,
        maintenance: r.maintenance || (v?.maintenance ?? false),
        supportPlay: r.support_play === 1 ? 1 : 0,
        minBet: Number(r.min_bet),
        minLine: r.min_line,
        lottoMode: r.lotto_mode,
        search: `${fold(r.name_vi)}\n${fold(r.name_en)}`,
        names: { vi: r.name_vi, en: r.name_en },
        item: { vi: toItem(r, v, r.name_vi), en: toItem(r, v, r.name_en) },
        json: { vi: '', en: '' },
      };
    });
    const byType = new Map<string, CatalogueGame[]>();
    for (const g of games) {
      const list = byType.get(g.gameType) ?? [];
      list.push(g);
      byType.set(g.gameType, list);
    }
    const counts = new Map<string, { count: number; classifies: Set<string> }>();
    for (const g of games) {
      const c = counts.get(g.vendor) ?? { count: 0, classifies: new Set<string>() };
      c.count++;
      for (const k of g.classify) c.classifies.add(k);
      counts.set(g.vendor, c);
    }
    this.vendorList = vendors
      .filter((v) => counts.has(v.code))
      .map((v) => ({
        vassalage: v.code,
        displayName: v.display_name,
        gameType: v.game_type,
        gameCount: counts.get(v.code)!.count,
        classifies: [...counts.get(v.code)!.classifies].sort(),
        accountTypeName: v.account_type_name,
        isHot: v.is_hot ? 1 : 0,
        maintenance: v.maintenance,
      }));
    const push = (m: Map<string, number[]>, k: string, i: number) => {
      const list = m.get(k);
      if (list) list.push(i);
      else m.set(k, [i]);
    };
    for (const g of games) g.json = { vi: JSON.stringify(g.item.vi), en: JSON.stringify(g.item.en) };
    const byVendor = new Map<string, number[]>();
    const byClassify = new Map<string, number[]>();
    const typeIdx = new Map<string, number[]>();
    games.forEach((g, i) => {
      push(byVendor, g.vendor, i);
      push(typeIdx, g.gameType, i);
      for (const k of g.classify) push(byClassify, k, i);
    });
    this.byVendor = byVendor;
    this.byClassify = byClassify;
    this.typeIdx = typeIdx;
    this.newIdx = games.flatMap((g, i) => (g.isNew ? [i] : []));
    this.hotIdx = games.flatMap((g, i) => (g.hotRank !== null ? [i] : []));
    this.allIdx = games.map((_, i) => i);
    this.nameCache = new Map();
    this.games = games;
    this.byNode = new Map(games.map((g) => [g.nodeId, g]));
    this.byType = byType;
    this.hot = games.filter((g) => g.hotRank !== null).sort((a, b) => a.hotRank! - b.hotRank!);
  }

  get size(): number {
    return this.games.length;
  }

  game(nodeId: number): CatalogueGame | undefined {
    return this.byNode.get(nodeId);
  }

  vendors(gameType?: string): VendorEntry[] {
    return gameType ? this.vendorList.filter((v) => v.gameType === gameType) : this.vendorList;
  }

  hotGames(gameType?: string): CatalogueGame[] {
    return gameType ? this.hot.filter((g) => g.gameType === gameType) : this.hot;
  }

  gameTypes(): { gameType: string; gameCount: number }[] {
    return [...this.byType.entries()].map(([gameType, list]) => ({ gameType, gameCount: list.length }));
  }

  private nameMatches(name: string): number[] {
    let hit = this.nameCache.get(name);
    if (!hit) {
      hit = [];
      for (let i = 0; i < this.games.length; i++) if (this.games[i]!.search.includes(name)) hit.push(i);
      if (this.nameCache.size >= NAME_CACHE_MAX) this.nameCache.delete(this.nameCache.keys().next().value!);
      this.nameCache.set(name, hit);
    }
    return hit;
  }

  /** Filters then pages; `classify` HOT and NEW are the hot and new flags, ALL is no filter. */
  list(
    f: GameFilter,
    pageNo: number,
    pageSize: number,
  ): { games: CatalogueGame[]; totalCount: number; totalPages: number; pageNum: number } {
    const name = f.name ? fold(f.name.trim()) : '';
    const vendors = f.vendors && f.vendors.length > 0 ? new Set(f.vendors) : undefined;
    const classify = f.classify && f.classify !== 'ALL' ? f.classify : undefined;
    // Candidate lists of every facet asked; the shortest one is walked, the others are checked per game.
    const typeList = f.gameType ? (this.typeIdx.get(f.gameType) ?? []) : undefined;
    const vendorList = vendors
      ? vendors.size === 1
        ? (this.byVendor.get(f.vendors![0]!) ?? [])
        : [...vendors].flatMap((v) => this.byVendor.get(v) ?? []).sort((a, b) => a - b)
      : undefined;
    const classifyList = classify
      ? classify === 'HOT'
        ? this.hotIdx
        : classify === 'NEW'
          ? this.newIdx
          : (this.byClassify.get(classify) ?? [])
      : undefined;
    const nameList = name ? this.nameMatches(name) : undefined;
    const candidates = [
      typeList,
      vendorList,
      classifyList,
      f.isNew ? this.newIdx : undefined,
      nameList,
    ].filter((l): l is number[] => l !== undefined);
    const walk = candidates.reduce((a, b) => (b.length < a.length ? b : a), this.allIdx);
    // The walked list's own condition holds for every entry: only the others are checked.
    const checkType = typeList !== undefined && walk !== typeList;
    const checkVendor = vendorList !== undefined && walk !== vendorList;
    const checkClassify = classifyList !== undefined && walk !== classifyList;
    const checkName = nameList !== undefined && walk !== nameList;
    const start = (pageNo - 1) * pageSize;
    // One facet and no range filter: the list is the answer, no walk needed.
    if (candidates.length <= 1 && f.minBet === undefined && f.minLine === undefined) {
      const games = walk.slice(start, start + pageSize).map((i) => this.games[i]!);
      return {
        games,
        totalCount: walk.length,
        totalPages: Math.ceil(walk.length / pageSize),
        pageNum: pageNo,
      };
    }
    const page: CatalogueGame[] = [];
    let total = 0;
    for (const i of walk) {
      const g = this.games[i]!;
      if (checkType && g.gameType !== f.gameType) continue;
      if (checkVendor && !vendors!.has(g.vendor)) continue;
      if (
        checkClassify &&
        (classify === 'HOT'
          ? g.hotRank === null
          : classify === 'NEW'
            ? !g.isNew
            : !g.classify.includes(classify!))
      )
        continue;
      if (f.isNew && !g.isNew) continue;
      // minBet: games playable with this stake (their minimum bet is at most it); minLine: at least this many lines.
      if (f.minBet !== undefined && g.minBet > f.minBet) continue;
      if (f.minLine !== undefined && g.minLine < f.minLine) continue;
      if (checkName && !g.search.includes(name)) continue;
      if (total >= start && page.length < pageSize) page.push(g);
      total++;
    }
    return { games: page, totalCount: total, totalPages: Math.ceil(total / pageSize), pageNum: pageNo };
  }
}
