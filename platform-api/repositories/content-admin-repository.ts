import type { Queryable } from '../../server/db/db';
import type {
  AnnouncementBody,
  AnnouncementCta,
  AnnouncementItem,
  BannerBody,
  BannerItem,
  ContentItemState,
  ContentKind,
  ContentTexts,
  HelpBody,
  HelpItem,
  PromotionBody,
  PromotionItem,
} from '../../schemas/admin-content.schema';

/*
 * The console's content section (issue 11): a merchant's announcements, promotions, banners and help
 * topics, written by operators. Rows with a NULL merchant are the platform's, shared by every merchant:
 * an edit makes the merchant its own copy and hides the shared row for it; a removal only hides it.
 * HTML arrives here already sanitised (the route cleans it).
 */

/** The kind's name in content_hidden (the player queries filter by it, see content-repository). */
export const HIDDEN_KIND: Record<ContentKind, string> = {
  announcements: 'announcement',
  promotions: 'promotion',
  banners: 'banner',
  help: 'help',
};
const TABLE: Record<ContentKind, string> = {
  announcements: 'announcements',
  promotions: 'promotions',
  banners: 'banners',
  help: 'help_topics',
};

/** One page of an admin list: at most `limit` items after the first `offset` (the list's own order). */
export interface ListPage {
  limit: number;
  offset: number;
}

type Ts = Date | string;
const iso = (d: Ts) => new Date(d).toISOString();

function stateOf(now: number, from: Ts | null, until: Ts | null, draft = false): ContentItemState {
  if (draft) return 'draft';
  if (from && new Date(from).getTime() > now) return 'scheduled';
  if (until && new Date(until).getTime() <= now) return 'ended';
  return 'live';
}

function textsOf(r: { title_vi: string; title_en: string; content_vi: string; content_en: string }) {
  const out: ContentTexts = {};
  if (r.title_vi) out.vi = { title: r.title_vi, content: r.content_vi };
  if (r.title_en) out.en = { title: r.title_en, content: r.content_en };
  return out;
}
const textColumns = (t: ContentTexts) => [
  t.vi?.title ?? '',
  t.en?.title ?? '',
  t.vi?.content ?? '',
  t.en?.content ?? '',
];

/** Visible to this merchant's console: its own rows and the shared ones, less what it removed (hidden). */
const mine = (kind: ContentKind, alias: string) =>
  `(${alias}.merchant_code = $1 OR ${alias}.merchant_code IS NULL) AND NOT EXISTS (SELECT 1 FROM content_hidden h WHERE h.merchant_code = $1 AND h.kind = '${HIDDEN_KIND[kind]}' AND h.item_id = ${alias}.id)`;

/* ---------- announcements ---------- */

interface AnnouncementRow {
  id: number;
  merchant_code: string | null;
  type: AnnouncementItem['type'];
  group_name: string;
  title_vi: string;
  title_en: string;
  content_vi: string;
  content_en: string;
  popular: boolean;
  start_date: Ts;
  end_date: Ts | null;
  execution: 'A' | 'B' | null;
  cta_target: string | null;
  cta_label_vi: string;
  cta_label_en: string;
  segment: string | null;
}
function ctaOf(r: AnnouncementRow): AnnouncementCta | undefined {
  if (!r.cta_target) return undefined;
  const labels: AnnouncementCta['labels'] = {};
  if (r.cta_label_vi) labels.vi = r.cta_label_vi;
  if (r.cta_label_en) labels.en = r.cta_label_en;
  return { target: r.cta_target, labels };
}
const toAnnouncement = (r: AnnouncementRow, now: number): AnnouncementItem => {
  const cta = ctaOf(r);
  return {
    id: r.id,
    shared: r.merchant_code === null,
    state: stateOf(now, r.start_date, r.end_date),
    type: r.type,
    groupName: r.group_name,
    texts: textsOf(r),
    popular: r.popular,
    startDate: iso(r.start_date),
    ...(r.end_date ? { endDate: iso(r.end_date) } : {}),
    ...(r.execution ? { execution: r.execution } : {}),
    ...(cta ? { cta } : {}),
    ...(r.segment ? { segment: r.segment } : {}),
  };
};
/** The execution and call-to-action columns of a body (none: NULL and ''). */
const popupColumns = (b: AnnouncementBody) => [
  b.execution ?? null,
  b.cta?.target ?? null,
  b.cta?.labels.vi ?? '',
  b.cta?.labels.en ?? '',
];

export async function adminListAnnouncements(
  db: Queryable,
  merchant: string,
  page: ListPage,
): Promise<AnnouncementItem[]> {
  const rows = await db.query<AnnouncementRow>(
    `SELECT a.* FROM announcements a WHERE ${mine('announcements', 'a')} ORDER BY a.start_date DESC, a.id DESC LIMIT $2 OFFSET $3`,
    [merchant, page.limit, page.offset],
  );
  const now = Date.now();
  return rows.map((r) => toAnnouncement(r, now));
}

export async function insertAnnouncement(
  db: Queryable,
  merchant: string,
  b: AnnouncementBody,
): Promise<AnnouncementItem> {
  const [row] = await db.query<AnnouncementRow>(
    `INSERT INTO announcements (merchant_code, type, group_name, title_vi, title_en, content_vi, content_en, popular, start_date, end_date,
                                execution, cta_target, cta_label_vi, cta_label_en, segment)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING *`,
    [
      merchant,
      b.type,
      b.groupName ?? '',
      ...textColumns(b.texts),
      b.popular ?? false,
      b.startDate,
      b.endDate ?? null,
      ...popupColumns(b),
      b.segment ?? null,
    ],
  );
  return toAnnouncement(row!, Date.now());
}

export async function updateAnnouncement(
  db: Queryable,
  merchant: string,
  id: number,
  b: AnnouncementBody,
): Promise<AnnouncementItem | undefined> {
  const [row] = await db.query<AnnouncementRow>(
    `UPDATE announcements SET type = $3, group_name = $4, title_vi = $5, title_en = $6, content_vi = $7, content_en = $8, popular = $9, start_date = $10, end_date = $11,
            execution = $12, cta_target = $13, cta_label_vi = $14, cta_label_en = $15, segment = $16
      WHERE id = $2 AND merchant_code = $1 RETURNING *`,
    [
      merchant,
      id,
      b.type,
      b.groupName ?? '',
      ...textColumns(b.texts),
      b.popular ?? false,
      b.startDate,
      b.endDate ?? null,
      ...popupColumns(b),
      b.segment ?? null,
    ],
  );
  return row ? toAnnouncement(row, Date.now()) : undefined;
}

/* ---------- promotions ---------- */

interface PromotionAdminRow {
  id: number;
  merchant_code: string | null;
  title_vi: string;
  title_en: string;
  content_vi: string;
  content_en: string;
  start_date: Ts;
  end_date: Ts | null;
  no_expiry: number;
  image_required: 'Y' | 'N';
  remark_required: 'Y' | 'N';
  category_ids: string;
  images: { sequence: number; url: string }[] | string;
  draft: boolean;
  publish_at: Ts | null;
  closed: boolean;
  segment: string | null;
}
const toPromotion = (r: PromotionAdminRow, now: number): PromotionItem => {
  const publishState = stateOf(now, r.publish_at, null, r.draft);
  const ended = r.closed || (r.end_date !== null && new Date(r.end_date).getTime() <= now);
  return {
    id: r.id,
    shared: r.merchant_code === null,
    state: publishState !== 'live' ? publishState : ended ? 'ended' : 'live',
    texts: textsOf(r),
    startDate: iso(r.start_date),
    ...(r.end_date ? { endDate: iso(r.end_date) } : {}),
    noExpiry: r.no_expiry === 1,
    imageRequired: r.image_required === 'Y',
    remarkRequired: r.remark_required === 'Y',
    categoryIds: r.category_ids ? r.category_ids.split(',').map(Number) : [],
    images: typeof r.images === 'string' ? (JSON.parse(r.images) as PromotionItem['images']) : r.images,
    draft: r.draft,
    ...(r.publish_at ? { publishAt: iso(r.publish_at) } : {}),
    ...(r.segment ? { segment: r.segment } : {}),
  };
};
const promotionValues = (b: PromotionBody) => [
  ...textColumns(b.texts),
  b.startDate,
  b.noExpiry ? null : (b.endDate ?? null),
  b.noExpiry ? 1 : 0,
  b.imageRequired ? 'Y' : 'N',
  b.remarkRequired ? 'Y' : 'N',
  (b.categoryIds ?? []).join(','),
  JSON.stringify([...(b.images ?? [])].sort((x, y) => x.sequence - y.sequence)),
  b.draft ?? false,
  b.publishAt ?? null,
  b.segment ?? null,
];

export async function adminListPromotions(
  db: Queryable,
  merchant: string,
  page: ListPage,
): Promise<PromotionItem[]> {
  const rows = await db.query<PromotionAdminRow>(
    `SELECT p.* FROM promotions p WHERE ${mine('promotions', 'p')} ORDER BY p.sort, p.id LIMIT $2 OFFSET $3`,
    [merchant, page.limit, page.offset],
  );
  const now = Date.now();
  return rows.map((r) => toPromotion(r, now));
}

/** A new promotion comes first in the players' list (the newest offer on top). */
export async function insertPromotion(
  db: Queryable,
  merchant: string,
  b: PromotionBody,
): Promise<PromotionItem> {
  const [row] = await db.query<PromotionAdminRow>(
    `INSERT INTO promotions (merchant_code, title_vi, title_en, content_vi, content_en, start_date, end_date, no_expiry, image_required, remark_required, category_ids, images, draft, publish_at, segment, sort)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, (SELECT coalesce(min(sort), 0) - 1 FROM promotions)) RETURNING *`,
    [merchant, ...promotionValues(b)],
  );
  return toPromotion(row!, Date.now());
}

export async function updatePromotion(
  db: Queryable,
  merchant: string,
  id: number,
  b: PromotionBody,
): Promise<PromotionItem | undefined> {
  const [row] = await db.query<PromotionAdminRow>(
    `UPDATE promotions SET title_vi = $3, title_en = $4, content_vi = $5, content_en = $6, start_date = $7, end_date = $8, no_expiry = $9,
            image_required = $10, remark_required = $11, category_ids = $12, images = $13, draft = $14, publish_at = $15, segment = $16
      WHERE id = $2 AND merchant_code = $1 RETURNING *`,
    [merchant, id, ...promotionValues(b)],
  );
  return row ? toPromotion(row, Date.now()) : undefined;
}

/** Category ids a merchant may use (its own and the shared ones). */
export async function knownCategoryIds(db: Queryable, merchant: string): Promise<Set<number>> {
  const rows = await db.query<{ id: number }>(
    'SELECT id FROM promotion_categories WHERE merchant_code IS NULL OR merchant_code = $1',
    [merchant],
  );
  return new Set(rows.map((r) => r.id));
}

/* ---------- banners ---------- */

interface BannerRow {
  id: number;
  merchant_code: string | null;
  type: BannerItem['type'];
  title_vi: string;
  title_en: string;
  url: string;
  link: string | null;
  sort: number;
  start_date: Ts | null;
  end_date: Ts | null;
  segment: string | null;
}
const toBanner = (r: BannerRow, now: number): BannerItem => ({
  id: r.id,
  shared: r.merchant_code === null,
  state: stateOf(now, r.start_date, r.end_date),
  type: r.type,
  titles: { ...(r.title_vi ? { vi: r.title_vi } : {}), ...(r.title_en ? { en: r.title_en } : {}) },
  imageUrl: r.url,
  ...(r.link ? { link: r.link } : {}),
  sort: r.sort,
  ...(r.start_date ? { startDate: iso(r.start_date) } : {}),
  ...(r.end_date ? { endDate: iso(r.end_date) } : {}),
  ...(r.segment ? { segment: r.segment } : {}),
});
const bannerValues = (b: BannerBody) => [
  b.type,
  b.titles.vi ?? '',
  b.titles.en ?? '',
  b.imageUrl,
  b.link ?? null,
  b.sort ?? 0,
  b.startDate ?? null,
  b.endDate ?? null,
  b.segment ?? null,
];

export async function adminListBanners(
  db: Queryable,
  merchant: string,
  page: ListPage,
): Promise<BannerItem[]> {
  const rows = await db.query<BannerRow>(
    `SELECT b.* FROM banners b WHERE ${mine('banners', 'b')} ORDER BY b.type, b.sort, b.id LIMIT $2 OFFSET $3`,
    [merchant, page.limit, page.offset],
  );
  const now = Date.now();
  return rows.map((r) => toBanner(r, now));
}

export async function insertBanner(db: Queryable, merchant: string, b: BannerBody): Promise<BannerItem> {
  const [row] = await db.query<BannerRow>(
    `INSERT INTO banners (merchant_code, type, title_vi, title_en, url, link, sort, start_date, end_date, segment)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING *`,
    [merchant, ...bannerValues(b)],
  );
  return toBanner(row!, Date.now());
}

export async function updateBanner(
  db: Queryable,
  merchant: string,
  id: number,
  b: BannerBody,
): Promise<BannerItem | undefined> {
  const [row] = await db.query<BannerRow>(
    `UPDATE banners SET type = $3, title_vi = $4, title_en = $5, url = $6, link = $7, sort = $8, start_date = $9, end_date = $10, segment = $11
      WHERE id = $2 AND merchant_code = $1 RETURNING *`,
    [merchant, id, ...bannerValues(b)],
  );
  return row ? toBanner(row, Date.now()) : undefined;
}

/* ---------- help topics ---------- */

interface HelpRow {
  id: number;
  merchant_code: string | null;
  lang: HelpItem['language'];
  tag: string;
  title: string;
  content: string;
  sort: number;
}
const toHelp = (r: HelpRow): HelpItem => ({
  id: r.id,
  shared: r.merchant_code === null,
  state: 'live',
  language: r.lang,
  tag: r.tag,
  title: r.title,
  content: r.content,
  sort: r.sort,
});

export async function adminListHelp(db: Queryable, merchant: string, page: ListPage): Promise<HelpItem[]> {
  const rows = await db.query<HelpRow>(
    `SELECT t.* FROM help_topics t WHERE ${mine('help', 't')} ORDER BY t.lang, t.sort, t.id LIMIT $2 OFFSET $3`,
    [merchant, page.limit, page.offset],
  );
  return rows.map(toHelp);
}

export async function insertHelp(db: Queryable, merchant: string, b: HelpBody): Promise<HelpItem> {
  const [row] = await db.query<HelpRow>(
    'INSERT INTO help_topics (merchant_code, lang, tag, title, content, sort) VALUES ($1, $2, $3, $4, $5, $6) RETURNING *',
    [merchant, b.language, b.tag, b.title, b.content, b.sort ?? 0],
  );
  return toHelp(row!);
}

export async function updateHelp(
  db: Queryable,
  merchant: string,
  id: number,
  b: HelpBody,
): Promise<HelpItem | undefined> {
  const [row] = await db.query<HelpRow>(
    'UPDATE help_topics SET lang = $3, tag = $4, title = $5, content = $6, sort = $7 WHERE id = $2 AND merchant_code = $1 RETURNING *',
    [merchant, id, b.language, b.tag, b.title, b.content, b.sort ?? 0],
  );
  return row ? toHelp(row) : undefined;
}

/* ---------- any kind ---------- */

/** Whose row it is, as this merchant's console sees it: 'own', 'shared' (not hidden), or undefined. */
export async function ownerOf(
  db: Queryable,
  merchant: string,
  kind: ContentKind,
  id: number,
): Promise<'own' | 'shared' | undefined> {
  const [row] = await db.query<{ merchant_code: string | null }>(
    `SELECT x.merchant_code FROM ${TABLE[kind]} x WHERE x.id = $2 AND ${mine(kind, 'x')}`,
    [merchant, id],
  );
  if (!row) return undefined;
  return row.merchant_code === null ? 'shared' : 'own';
}

/** An item's title (Vietnamese, else English; help topics have one), for the audit row of its removal. */
export async function titleOf(db: Queryable, kind: ContentKind, id: number): Promise<string | undefined> {
  const column = kind === 'help' ? 'title' : 'COALESCE(title_vi, title_en)';
  const [row] = await db.query<{ title: string | null }>(
    `SELECT ${column} AS title FROM ${TABLE[kind]} WHERE id = $1`,
    [id],
  );
  return row?.title ?? undefined;
}

/** Hides a shared item for one merchant (a removal, or the original of an edited copy). */
export async function hideShared(
  db: Queryable,
  merchant: string,
  kind: ContentKind,
  id: number,
  by: string,
): Promise<void> {
  await db.query(
    'INSERT INTO content_hidden (merchant_code, kind, item_id, hidden_by) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
    [merchant, HIDDEN_KIND[kind], id, by],
  );
}

/**
 * Removes the merchant's own item. A promotion players joined or asked a reward for is hidden
 * instead (its requests stay for the records); anything else is deleted.
 */
export async function removeOwn(
  db: Queryable,
  merchant: string,
  kind: ContentKind,
  id: number,
  by: string,
): Promise<'deleted' | 'hidden'> {
  if (kind === 'promotions') {
    const used = await db.query(
      'SELECT 1 FROM promotion_joins WHERE promotion_id = $1 UNION ALL SELECT 1 FROM reward_requests WHERE promotion_id = $1 LIMIT 1',
      [id],
    );
    if (used.length > 0) {
      await hideShared(db, merchant, kind, id, by);
      return 'hidden';
    }
  }
  await db.query(`DELETE FROM ${TABLE[kind]} WHERE id = $2 AND merchant_code = $1`, [merchant, id]);
  return 'deleted';
}
