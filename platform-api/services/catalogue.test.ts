import { describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/db';
import { generateGames, VENDORS } from '../seed/catalogue-data';
import { Catalogue, fold, type CatalogueGame, type GameFilter } from './catalogue';

/* The indexed game list against a plain filter over every game: same totals, same pages. */

function fakeDb(): Db {
  const games = generateGames(2).map((g, i) => ({
    node_id: i + 1,
    game_type: g.gameType,
    vendor: g.vendor,
    game_id: g.gameId,
    game_code: g.gameCode,
    room_id: g.roomId,
    name_vi: g.nameVi,
    name_en: g.nameEn,
    classify: g.classify,
    classify_new: g.classifyNew,
    is_new: g.isNew,
    hot_rank: g.hotRank,
    maintenance: g.maintenance,
    support_play: g.supportPlay,
    is_h5: true,
    min_bet: g.minBet,
    min_line: g.minLine,
    lotto_mode: g.lottoMode,
    play_type: g.playType,
  }));
  const vendors = VENDORS.map((v, i) => ({
    code: v.code,
    display_name: v.displayName,
    game_type: v.gameType,
    account_type_name: v.accountTypeName,
    is_hot: v.isHot,
    maintenance: false,
    sort: i,
  }));
  const query = async <T>(sql: string) => (sql.includes('FROM vendors') ? vendors : games) as T[];
  return {
    kind: 'pglite',
    query,
    exec: async () => {},
    transaction: async (fn) => fn({ query }),
    listen: async () => async () => {},
    notify: async () => {},
    healthy: async () => true,
    close: async () => {},
  };
}

function naive(all: CatalogueGame[], f: GameFilter): CatalogueGame[] {
  const name = f.name ? fold(f.name.trim()) : '';
  const classify = f.classify && f.classify !== 'ALL' ? f.classify : undefined;
  return all.filter(
    (g) =>
      (!f.gameType || g.gameType === f.gameType) &&
      (!f.vendors?.length || f.vendors.includes(g.vendor)) &&
      (classify === undefined ||
        (classify === 'HOT'
          ? g.hotRank !== null
          : classify === 'NEW'
            ? g.isNew
            : g.classify.includes(classify))) &&
      (!f.isNew || g.isNew) &&
      (f.minBet === undefined || g.minBet <= f.minBet) &&
      (f.minLine === undefined || g.minLine >= f.minLine) &&
      (!name || g.search.includes(name)),
  );
}

describe('Catalogue.list', () => {
  it('matches a plain filter for 300 random queries', async () => {
    const c = new Catalogue(fakeDb());
    await c.reload();
    const all = c.list({}, 1, 100_000).games;
    expect(all.length).toBe(c.size);
    let seed = 42;
    let nonEmpty = 0;
    const rnd = (n: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
    const pick = <T>(xs: readonly T[]) => xs[rnd(xs.length)]!;
    for (let q = 0; q < 300; q++) {
      const f: GameFilter = {};
      if (rnd(2)) f.gameType = pick(['RNG', 'FISH', 'LIVE', 'SPORTS', 'PVP', 'LOTT', 'ELOTT', 'NOPE']);
      if (rnd(3) === 0) f.vendors = rnd(2) ? [pick(VENDORS).code] : [pick(VENDORS).code, pick(VENDORS).code];
      if (rnd(3) === 0) f.classify = pick(['BG', 'JP', 'FeatureBuy', 'HOT', 'NEW', 'ALL']);
      if (rnd(6) === 0) f.isNew = true;
      if (rnd(5) === 0) f.name = pick(['golden', 'Rồng', 'BAN CA', 'xo so', 'zzz', 'dragon 2']);
      if (rnd(4) === 0) f.minBet = pick([0.01, 0.5, 5]);
      if (rnd(4) === 0) f.minLine = pick([9, 25, 243]);
      const pageSize = pick([1, 12, 36]);
      const expected = naive(all, f);
      // Mostly a real page; sometimes the one past the end.
      const pageNo = 1 + rnd(Math.max(1, Math.ceil(expected.length / pageSize)) + (rnd(10) === 0 ? 1 : 0));
      const got = c.list(f, pageNo, pageSize);
      if (got.games.length > 0) nonEmpty++;
      expect(got.totalCount, JSON.stringify(f)).toBe(expected.length);
      expect(
        got.games.map((g) => g.nodeId),
        JSON.stringify(f),
      ).toEqual(expected.slice((pageNo - 1) * pageSize, pageNo * pageSize).map((g) => g.nodeId));
    }
    // The random queries must exercise real pages, not only empty answers.
    expect(nonEmpty, String(nonEmpty)).toBeGreaterThan(50);
  });
});

describe('Catalogue reloads on a notification', () => {
  /** A database whose notifications the test sends, and whose queries fail once `failing` is set. */
  function notifyingDb() {
    const base = fakeDb();
    let listener: ((payload: string) => void) | undefined;
    const state = { failing: false, queries: 0 };
    const db: Db = {
      ...base,
      query: async <T>(sql: string) => {
        state.queries++;
        if (state.failing) throw new Error('Cannot use a pool after calling end on the pool');
        return base.query<T>(sql);
      },
      listen: async (_channel, onPayload) => {
        listener = onPayload;
        return async () => {
          listener = undefined;
        };
      },
    };
    return { db, state, send: () => listener?.(''), held: () => listener! };
  }
  const settle = () => new Promise((r) => setTimeout(r, 10));

  it('a reload that fails is reported, never an unhandled rejection, and the last good lists stay', async () => {
    const { db, state, send } = notifyingDb();
    const errors: unknown[] = [];
    const c = new Catalogue(db, (e) => errors.push(e));
    await c.start();
    const size = c.size;
    state.failing = true;
    send();
    await settle();
    expect(errors).toHaveLength(1);
    expect(c.size).toBe(size);
  });

  it('a notification that arrives after stop does not query the closed database', async () => {
    const { db, state, held } = notifyingDb();
    const c = new Catalogue(db);
    await c.start();
    const before = state.queries;
    // The listener as the driver holds it when a notification is already on its way.
    const inFlight = held();
    await c.stop();
    inFlight('');
    await settle();
    expect(state.queries).toBe(before);
  });
});
