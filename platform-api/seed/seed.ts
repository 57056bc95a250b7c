import type { Db, Queryable } from '../../server/db/db';
import { cleanHtml } from '../lib/sanitize';
import { hashPassword } from '../lib/passwords';
import { openingBalances } from '../repositories/members-repository';
import { APPROVED_AGENT_TYPE } from '../../core/member-types';
import { CATALOGUE_CHANNEL } from '../services/catalogue';
import { generateGames, VENDORS, type GameSeed } from './catalogue-data';
import {
  ANCHORS,
  ANNOUNCEMENTS,
  BANNERS,
  DOWNLOADS,
  HELP,
  HELP_TAGS,
  PROMOTIONS,
  PROMOTION_CATEGORIES,
} from './content-data';

/** Demo accounts (demo mode only, never with NODE_ENV=production); the README names them. */
export const DEMO_ACCOUNTS = {
  member: {
    username: 'demo_member',
    password: 'Demo1234',
    mobile: '+84912345678',
    openingBalance: 1_000_000,
  },
  agent: { username: 'demo_agent', password: 'Demo1234', affiliateCode: 'DEMO01', openingBalance: 5_000_000 },
  special: { username: 'demo_guest', password: 'Demo1234' },
} as const;
export const DEMO_PAYMENT_PASSWORD = '123456';
/** demo_agent's contracts: 0.5% of each day's team bets (3 active players), 20% of the team's net loss. */
export const DEMO_CONTRACTS = {
  salary: { rateBp: 50, minActive: 3 },
  dividend: { rateBp: 2000, minActive: 1 },
} as const;

const DAY_MS = 86_400_000;
/** Rows per INSERT: 19 columns x 500 rows stays far below PostgreSQL's 65,535 parameters. */
const BATCH = 500;

async function insertMany(
  tx: Queryable,
  table: string,
  columns: readonly string[],
  rows: readonly unknown[][],
): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    const chunk = rows.slice(i, i + BATCH);
    const values = chunk
      .map((_, r) => `(${columns.map((_c, c) => `$${r * columns.length + c + 1}`).join(', ')})`)
      .join(', ');
    await tx.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values}`, chunk.flat());
  }
}

const GAME_COLUMNS = [
  'game_type',
  'vendor',
  'game_id',
  'game_code',
  'room_id',
  'name_vi',
  'name_en',
  'classify',
  'classify_new',
  'is_new',
  'hot_rank',
  'maintenance',
  'support_play',
  'min_bet',
  'min_line',
  'lotto_mode',
  'play_type',
  'sort',
] as const;
const gameRow = (g: GameSeed) => [
  g.gameType,
  g.vendor,
  g.gameId,
  g.gameCode,
  g.roomId,
  g.nameVi,
  g.nameEn,
  g.classify,
  g.classifyNew,
  g.isNew,
  g.hotRank,
  g.maintenance,
  g.supportPlay,
  g.minBet,
  g.minLine,
  g.lottoMode,
  g.playType,
  g.sort,
];

export async function seedCatalogue(db: Db, scale = 1): Promise<number> {
  const n = await db.transaction((tx) => insertCatalogue(tx, scale));
  await db.notify(CATALOGUE_CHANNEL, 'seed');
  return n;
}

async function insertCatalogue(tx: Queryable, scale = 1): Promise<number> {
  const games = generateGames(scale);
  await insertMany(
    tx,
    'vendors',
    ['code', 'display_name', 'game_type', 'account_type_name', 'is_hot', 'sort'],
    VENDORS.map((v, i) => [v.code, v.displayName, v.gameType, v.accountTypeName, v.isHot, i]),
  );
  await insertMany(tx, 'games', GAME_COLUMNS, games.map(gameRow));
  return games.length;
}

export async function seedContent(db: Db): Promise<void> {
  await db.transaction((tx) => insertContent(tx));
}

async function insertContent(tx: Queryable): Promise<void> {
  const now = Date.now();
  await insertMany(
    tx,
    'banners',
    ['type', 'title_vi', 'title_en', 'url', 'link', 'sort'],
    BANNERS.map((b) => [b.type, b.title.vi, b.title.en, b.url, b.link, b.sort]),
  );
  await insertMany(
    tx,
    'announcements',
    [
      'type',
      'group_name',
      'title_vi',
      'title_en',
      'content_vi',
      'content_en',
      'execution',
      'cta_target',
      'cta_label_vi',
      'cta_label_en',
      'popular',
      'image_url',
      'start_date',
    ],
    ANNOUNCEMENTS.map((a) => [
      a.type,
      a.group,
      a.title.vi,
      a.title.en,
      cleanHtml(a.content.vi),
      cleanHtml(a.content.en),
      a.execution ?? null,
      a.cta?.target ?? null,
      a.cta?.label.vi ?? '',
      a.cta?.label.en ?? '',
      a.popular ?? false,
      a.image ?? null,
      new Date(now - a.daysAgo * DAY_MS),
    ]),
  );
  const cats = await tx.query<{ id: number }>(
    `INSERT INTO promotion_categories (title_vi, title_en, sort) VALUES ${PROMOTION_CATEGORIES.map((_, i) => `($${i * 3 + 1}, $${i * 3 + 2}, $${i * 3 + 3})`).join(', ')} RETURNING id`,
    PROMOTION_CATEGORIES.flatMap((c, i) => [c.vi, c.en, i]),
  );
  await insertMany(
    tx,
    'promotions',
    [
      'title_vi',
      'title_en',
      'content_vi',
      'content_en',
      'start_date',
      'end_date',
      'no_expiry',
      'image_required',
      'remark_required',
      'category_ids',
      'images',
      'closed',
      'sort',
    ],
    PROMOTIONS.map((p, i) => [
      p.title.vi,
      p.title.en,
      cleanHtml(p.content.vi),
      cleanHtml(p.content.en),
      new Date(now + p.startDays * DAY_MS),
      p.endDays === undefined ? null : new Date(now + p.endDays * DAY_MS),
      p.noExpiry,
      p.imageRequired,
      p.remarkRequired,
      p.categories.map((c) => cats[c]!.id).join(','),
      JSON.stringify([
        { sequence: 1, url: `/api/content/art/promo-${i + 1}.svg` },
        { sequence: 2, url: `/api/content/art/promo-${i + 1}-detail.svg` },
      ]),
      p.closed ?? false,
      i,
    ]),
  );
  await insertMany(
    tx,
    'help_topics',
    ['lang', 'tag', 'title', 'content', 'sort'],
    (['vi', 'en'] as const).flatMap((lang) =>
      HELP_TAGS.map((tag, i) => [lang, tag, HELP[tag].title[lang], cleanHtml(HELP[tag].content[lang]), i]),
    ),
  );
  await insertMany(
    tx,
    'download_resources',
    ['resource_type', 'url'],
    DOWNLOADS.map((d) => [d.resourceType, d.url]),
  );
  await insertMany(
    tx,
    'anchors',
    ['name', 'room_kind', 'tag', 'viewers'],
    ANCHORS.map((a) => [a.name, a.roomKind, a.tag, a.viewers]),
  );
}

/** One statement for every merchant (issue 36: a thousand merchants are one insert, not a thousand). */
export async function seedMerchants(db: Db, codes: readonly string[]): Promise<void> {
  if (codes.length === 0) return;
  await db.query(
    'INSERT INTO merchants (code, name) SELECT c, c FROM unnest($1::text[]) AS c ON CONFLICT (code) DO NOTHING',
    [[...codes]],
  );
}

/**
 * Demo accounts for every merchant; idempotent (existing accounts are left as they are). Opening
 * balances are in minor units (1,000,000 ₫; $10,000.00), booked as ledger adjustments.
 *
 * Issue 36: set-based, a fixed number of statements whatever the number of merchants (it was about
 * 20 a merchant: a thousand merchants' first start spent most of its time here). Every statement
 * skips what exists, so a merchant missing one account gets only that one, and replicas seeding
 * together (PostgreSQL) insert each row once: the second waits on the first's unique keys.
 */
export async function seedDemoAccounts(db: Db, codes: readonly string[]): Promise<void> {
  // Merchants that have all three already are skipped: a restart hashes no passwords (issue 18).
  const usernames = Object.values(DEMO_ACCOUNTS).map((a) => a.username);
  const complete = new Set(
    (
      await db.query<{ merchant_code: string }>(
        'SELECT merchant_code FROM members WHERE username = ANY($1::text[]) GROUP BY merchant_code HAVING count(*) = $2',
        [usernames, usernames.length],
      )
    ).map((r) => r.merchant_code),
  );
  const missing = codes.filter((c) => !complete.has(c));
  if (missing.length === 0) return;
  const [pw, pay] = await Promise.all([
    hashPassword(DEMO_ACCOUNTS.member.password),
    hashPassword(DEMO_PAYMENT_PASSWORD),
  ]);
  // Accounts, contracts, balances and rewards commit together.
  await db.transaction((tx) => seedMerchantsDemo(tx, missing, pw, pay));
}

async function seedMerchantsDemo(db: Queryable, codes: string[], pw: string, pay: string): Promise<void> {
  const a = DEMO_ACCOUNTS;
  await db.query(
    `INSERT INTO members (merchant_code, username, password_hash, payment_password_hash, mobile, nickname, type, merchant_balance, rank_label, rank_done, rank_total, contracts, last_login_at)
     SELECT c, $2, $3, $4, $5, 'Demo Member', 0, 0, 'VIP1', 3, 5, '{"dailysalreqtype":"","divtypecompperiodreq":"","contracthoursalreq":""}', now()
       FROM unnest($1::text[]) AS c ON CONFLICT DO NOTHING`,
    [codes, a.member.username, pw, pay, a.member.mobile],
  );
  const agents = await db.query<{ id: number }>(
    `INSERT INTO members (merchant_code, username, password_hash, payment_password_hash, nickname, type, affiliate_code, merchant_balance, last_login_at)
     SELECT c, $2, $3, $4, 'Demo Agent', $5, $6, 250000, now() FROM unnest($1::text[]) AS c ON CONFLICT DO NOTHING RETURNING id`,
    [codes, a.agent.username, pw, pay, APPROVED_AGENT_TYPE, a.agent.affiliateCode],
  );
  // A new demo agent: an accepted dividend contract and a pending daily-salary request (the home prompt).
  if (agents.length > 0)
    await db.query(
      `INSERT INTO agent_contracts (member_id, kind, rate_bp, min_active, status, decided_at)
       SELECT id, k.kind, k.rate_bp, k.min_active, k.status, CASE WHEN k.status = 'accepted' THEN now() END
         FROM unnest($1::int[]) AS id
        CROSS JOIN (VALUES ('dividend', $2::int, $3::int, 'accepted'), ('salary', $4::int, $5::int, 'pending'))
             AS k (kind, rate_bp, min_active, status)
       ON CONFLICT DO NOTHING`,
      [
        agents.map((r) => r.id),
        DEMO_CONTRACTS.dividend.rateBp,
        DEMO_CONTRACTS.dividend.minActive,
        DEMO_CONTRACTS.salary.rateBp,
        DEMO_CONTRACTS.salary.minActive,
      ],
    );
  await db.query(
    `INSERT INTO members (merchant_code, username, password_hash, nickname, type, last_login_at)
     SELECT c, $2, $3, 'Special', 4, now() FROM unnest($1::text[]) AS c ON CONFLICT DO NOTHING`,
    [codes, a.special.username, pw],
  );
  const funded = await db.query<{ id: number; amount: string }>(
    `SELECT m.id, o.amount FROM members m
       JOIN (VALUES ($2::text, $3::bigint), ($4::text, $5::bigint)) AS o (username, amount) ON o.username = m.username
      WHERE m.merchant_code = ANY($1::text[])`,
    [codes, a.member.username, a.member.openingBalance, a.agent.username, a.agent.openingBalance],
  );
  await openingBalances(
    db,
    funded.map((r) => ({ memberId: r.id, amount: Number(r.amount) })),
  );
  await seedDemoRewards(
    db,
    funded.map((r) => r.id),
  );
}

/** Demo rewards (minor units: 20,000 ₫ / $200.00 …): two claimable, one expired; only for a member who has none. */
export const DEMO_REWARDS = [
  { source: 'welcome', amount: 20_000, expiresInDays: null },
  { source: 'vip', amount: 50_000, expiresInDays: 7 },
  { source: 'promotion', amount: 10_000, expiresInDays: -2 },
] as const;

async function seedDemoRewards(tx: Queryable, memberIds: number[]): Promise<void> {
  await tx.query(
    `INSERT INTO member_rewards (member_id, source, amount, granted_at, expires_at)
     SELECT m.id, r.source, r.amount, now() - interval '3 days', CASE WHEN r.days IS NULL THEN NULL ELSE now() + make_interval(days => r.days) END
       FROM unnest($1::int[]) AS m (id)
      CROSS JOIN unnest($2::text[], $3::bigint[], $4::int[]) AS r (source, amount, days)
      WHERE NOT EXISTS (SELECT 1 FROM member_rewards x WHERE x.member_id = m.id)`,
    [
      memberIds,
      DEMO_REWARDS.map((r) => r.source),
      DEMO_REWARDS.map((r) => r.amount),
      DEMO_REWARDS.map((r) => r.expiresInDays),
    ],
  );
}

export interface SeedOptions {
  merchantCodes: readonly string[];
  demo: boolean;
  gameScale?: number;
}

/** Key of the advisory lock the catalogue seed runs under (replicas started together seed once). */
export const SEED_LOCK_KEY = 84_190_020;

/** Seeds what is missing: merchants always, catalogue and content when there are no games, demo accounts in demo mode. */
export async function seed(db: Db, opts: SeedOptions): Promise<{ games: number; seeded: boolean }> {
  await seedMerchants(db, opts.merchantCodes);
  // Check and insert in one transaction under a lock: two replicas starting on an empty database
  // would otherwise both see no games and both insert (duplicate vendors).
  const seeded = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1, hashtext(current_schema()))', [SEED_LOCK_KEY]);
    const [{ n }] = (await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM games')) as [
      { n: number },
    ];
    if (n > 0) return false;
    await insertCatalogue(tx, opts.gameScale);
    await insertContent(tx);
    return true;
  });
  if (seeded) await db.notify(CATALOGUE_CHANNEL, 'seed');
  if (opts.demo) await seedDemoAccounts(db, opts.merchantCodes);
  const [{ n: games }] = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM games')) as [
    { n: number },
  ];
  return { games, seeded };
}
