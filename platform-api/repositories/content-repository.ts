import type { Queryable } from '../../server/db/db';
import type { ContentLang } from '../context';
import type { Announcement } from '../../schemas/api';
import { ctaGo } from '../../core/call-to-action';

/* Announcements, banners, help topics, downloads and anchors. Rows with a NULL merchant belong to every merchant. */

/**
 * What players see of an item (issue 11): not hidden by the merchant (a shared row the merchant's
 * operators removed), and, for items with a title per language, written in the reader's language.
 */
export const notHidden = (kind: string, alias: string, merchantParam: string) =>
  `NOT EXISTS (SELECT 1 FROM content_hidden h WHERE h.merchant_code = ${merchantParam} AND h.kind = '${kind}' AND h.item_id = ${alias}.id)`;

interface AnnouncementRow {
  id: number;
  type: Announcement['type'];
  group_name: string;
  title: string;
  content: string;
  execution: 'A' | 'B' | null;
  cta_target: string | null;
  cta_label: string;
  popular: boolean;
  image_url: string | null;
  start_date: Date;
  end_date: Date | null;
  read: boolean;
}

/** Spec §3: popup content has px converted to rem (divided by 100). */
const pxToRem = (html: string) =>
  html.replace(/(\d+(?:\.\d+)?)px/g, (_, n: string) => `${Number(n) / 100}rem`);

export interface AnnouncementFilter {
  types: readonly string[];
  group?: string;
  popular?: boolean;
  id?: number;
  /** The merchant's segments the reader is in (issue 35): a row for another segment is left out. */
  segments: readonly string[];
}

/** An announcement, banner or promotion of the merchant's that targets a segment (issue 35). */
export interface SegmentUse {
  kind: 'announcement' | 'banner' | 'promotion';
  id: number;
  segment: string;
  /** Its title, Vietnamese first (the merchant's other language when it has none). */
  title: string;
}

/**
 * The merchant's announcements, banners and promotions that target a segment not in `kept` (issue
 * 35): a config that drops a segment they use would hide them from every player, so it is refused
 * with their names. Items the merchant removed (hidden) do not count.
 */
export async function contentUsingOtherSegments(
  db: Queryable,
  merchant: string,
  kept: readonly string[],
): Promise<SegmentUse[]> {
  const of = (table: string, kind: SegmentUse['kind'], alias: string) =>
    `SELECT '${kind}' AS kind, ${alias}.id, ${alias}.segment, coalesce(nullif(${alias}.title_vi, ''), ${alias}.title_en) AS title
       FROM ${table} ${alias} WHERE ${alias}.merchant_code = $1 AND ${alias}.segment IS NOT NULL
        AND NOT (${alias}.segment = ANY($2::text[])) AND ${notHidden(kind, alias, '$1')}`;
  return db.query<SegmentUse>(
    `${of('announcements', 'announcement', 'a')} UNION ALL ${of('banners', 'banner', 'b')}
     UNION ALL ${of('promotions', 'promotion', 'p')} ORDER BY kind, id`,
    [merchant, kept],
  );
}

/** A row with no segment is for everyone; one with a segment for its players only (`$param`: text[]). */
export const forSegments = (alias: string, param: string) =>
  `(${alias}.segment IS NULL OR ${alias}.segment = ANY(${param}::text[]))`;

export async function listAnnouncements(
  db: Queryable,
  merchant: string,
  lang: ContentLang,
  memberId: number | null,
  f: AnnouncementFilter,
): Promise<Announcement[]> {
  const rows = await db.query<AnnouncementRow>(
    `SELECT a.id, a.type, a.group_name, a.title_${lang} AS title, a.content_${lang} AS content, a.execution, a.cta_target, a.cta_label_${lang} AS cta_label, a.popular, a.image_url, a.start_date, a.end_date,
            (r.member_id IS NOT NULL) AS read
       FROM announcements a LEFT JOIN announcement_reads r ON r.announcement_id = a.id AND r.member_id = $2
      WHERE (a.merchant_code IS NULL OR a.merchant_code = $1) AND a.type = ANY($3::text[]) AND ($4::text IS NULL OR a.group_name = $4)
        AND ($5::boolean IS NULL OR a.popular = $5) AND ($6::int IS NULL OR a.id = $6)
        AND a.start_date <= now() AND (a.end_date IS NULL OR a.end_date > now())
        AND a.title_${lang} <> '' AND ${notHidden('announcement', 'a', '$1')} AND ${forSegments('a', '$7')}
      ORDER BY a.start_date DESC, a.id DESC`,
    [merchant, memberId, f.types, f.group ?? null, f.popular ?? null, f.id ?? null, f.segments],
  );
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    title: r.title,
    content: r.type === 'PU' ? pxToRem(r.content) : r.content,
    startDate: new Date(r.start_date).toISOString(),
    ...(r.end_date ? { endDate: new Date(r.end_date).toISOString() } : {}),
    read: r.read,
    groupName: r.group_name,
    ...(r.execution ? { execution: r.execution } : {}),
    // A button only with its words in the reader's language and a target the site knows.
    ...(r.cta_label && ctaGo(r.cta_target) ? { cta: { label: r.cta_label, target: r.cta_target! } } : {}),
    ...(r.image_url ? { imageUrl: r.image_url } : {}),
    popular: r.popular,
  }));
}

/** Unread notices (PL) of a member, for the badge. */
export async function unreadAnnouncementCount(
  db: Queryable,
  merchant: string,
  memberId: number,
  segments: readonly string[],
): Promise<number> {
  const rows = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM announcements a WHERE (a.merchant_code IS NULL OR a.merchant_code = $1) AND a.type = 'PL' AND a.start_date <= now()
       AND (a.end_date IS NULL OR a.end_date > now()) AND ${notHidden('announcement', 'a', '$1')} AND ${forSegments('a', '$3')}
       AND NOT EXISTS (SELECT 1 FROM announcement_reads r WHERE r.announcement_id = a.id AND r.member_id = $2)`,
    [merchant, memberId, segments],
  );
  return rows[0]?.n ?? 0;
}

export async function announcementVisible(db: Queryable, merchant: string, id: number): Promise<boolean> {
  return (
    (
      await db.query(
        `SELECT 1 FROM announcements a WHERE a.id = $1 AND (a.merchant_code IS NULL OR a.merchant_code = $2) AND ${notHidden('announcement', 'a', '$2')}`,
        [id, merchant],
      )
    ).length > 0
  );
}

export async function markRead(db: Queryable, memberId: number, id: number): Promise<void> {
  await db.query(
    'INSERT INTO announcement_reads (member_id, announcement_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
    [memberId, id],
  );
}

/**
 * The banners of a group a reader sees: live, in the language, not removed, and for every player or
 * for one of the reader's segments (issue 35; none given: the banners for every player only).
 */
export async function listBanners(
  db: Queryable,
  merchant: string,
  type: string,
  lang: ContentLang,
  segments: readonly string[] = [],
) {
  return db.query<{ url: string; title: string; link: string | null }>(
    `SELECT b.url, b.title_${lang} AS title, b.link FROM banners b WHERE (b.merchant_code IS NULL OR b.merchant_code = $1) AND b.type = $2
        AND (b.start_date IS NULL OR b.start_date <= now()) AND (b.end_date IS NULL OR b.end_date > now())
        AND b.title_${lang} <> '' AND ${notHidden('banner', 'b', '$1')} AND ${forSegments('b', '$3')} ORDER BY b.sort, b.id`,
    [merchant, type, segments],
  );
}

export async function listHelp(db: Queryable, merchant: string, lang: ContentLang) {
  return db.query<{ title: string; content: string; tag: string }>(
    `SELECT t.title, t.content, t.tag FROM help_topics t WHERE (t.merchant_code IS NULL OR t.merchant_code = $1) AND t.lang = $2
        AND ${notHidden('help', 't', '$1')} ORDER BY t.sort, t.id`,
    [merchant, lang],
  );
}

export async function listDownloads(db: Queryable, merchant: string) {
  return db.query<{ resourceType: string; url: string }>(
    'SELECT resource_type AS "resourceType", url FROM download_resources WHERE merchant_code IS NULL OR merchant_code = $1 ORDER BY id',
    [merchant],
  );
}

export async function listAnchors(db: Queryable, tag: string | null) {
  return db.query<{ id: number; name: string; room_kind: string; online: boolean; viewers: number }>(
    'SELECT id, name, room_kind, online, viewers FROM anchors WHERE ($1::text IS NULL OR tag = $1) ORDER BY viewers DESC, id',
    [tag],
  );
}

/**
 * The next moment after `after` at which what players see of content changes by the clock alone
 * (issue 35 item 7): an announcement or banner starts or ends, a promotion is published, starts or
 * ends. One row per merchant with such a moment; `merchant` NULL for rows every merchant shares.
 */
export async function nextContentChanges(
  db: Queryable,
  after: Date,
): Promise<{ merchant: string | null; at: Date }[]> {
  const rows = await db.query<{ merchant: string | null; at: Date | string }>(
    `SELECT merchant_code AS merchant, min(t) AS at FROM (
        SELECT merchant_code, start_date AS t FROM announcements WHERE start_date > $1
        UNION ALL SELECT merchant_code, end_date FROM announcements WHERE end_date > $1
        UNION ALL SELECT merchant_code, start_date FROM banners WHERE start_date > $1
        UNION ALL SELECT merchant_code, end_date FROM banners WHERE end_date > $1
        UNION ALL SELECT merchant_code, publish_at FROM promotions WHERE publish_at > $1
        UNION ALL SELECT merchant_code, start_date FROM promotions WHERE start_date > $1
        UNION ALL SELECT merchant_code, end_date FROM promotions WHERE end_date > $1
      ) x GROUP BY merchant_code`,
    [after.toISOString()],
  );
  return rows.map((r) => ({ merchant: r.merchant, at: new Date(r.at) }));
}
