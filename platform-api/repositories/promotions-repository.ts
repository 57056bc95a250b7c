import type { Queryable } from '../../server/db/db';
import type { ContentLang } from '../context';
import { forSegments, notHidden } from './content-repository';

/* Promotions, their categories, sign-ups and reward requests. */

export interface PromotionRow {
  id: number;
  title: string;
  content: string;
  start_date: Date;
  end_date: Date | null;
  no_expiry: number;
  linked_promotion_id: number | null;
  image_required: 'Y' | 'N';
  remark_required: 'Y' | 'N';
  category_ids: string;
  images: { sequence: number; url: string }[];
  closed: boolean;
}

export async function listCategories(db: Queryable, merchant: string, lang: ContentLang) {
  return db.query<{ id: number; title: string }>(
    `SELECT id, title_${lang} AS title FROM promotion_categories WHERE merchant_code IS NULL OR merchant_code = $1 ORDER BY sort, id`,
    [merchant],
  );
}

const PROMOTION_COLUMNS = (lang: ContentLang) =>
  `p.id, p.title_${lang} AS title, p.content_${lang} AS content, p.start_date, p.end_date, p.no_expiry, p.linked_promotion_id, p.image_required, p.remark_required, p.category_ids, p.images, p.closed`;

export async function listPromotions(
  db: Queryable,
  merchant: string,
  lang: ContentLang,
  id: number | null,
  segments: readonly string[],
): Promise<PromotionRow[]> {
  // Players see published promotions only (not a draft, publish time reached), in their language,
  // for every player or for one of their segments (issue 35).
  return db.query<PromotionRow>(
    `SELECT ${PROMOTION_COLUMNS(lang)} FROM promotions p WHERE (p.merchant_code IS NULL OR p.merchant_code = $1) AND ($2::int IS NULL OR p.id = $2)
        AND NOT p.draft AND (p.publish_at IS NULL OR p.publish_at <= now()) AND p.title_${lang} <> ''
        AND ${notHidden('promotion', 'p', '$1')} AND ${forSegments('p', '$3')} ORDER BY p.sort, p.id`,
    [merchant, id, segments],
  );
}

/** A support preview (signed link): the merchant's promotion whatever its publication state; undefined without a text in that language. */
export async function promotionForPreview(
  db: Queryable,
  merchant: string,
  lang: ContentLang,
  id: number,
): Promise<PromotionRow | undefined> {
  const [row] = await db.query<PromotionRow>(
    `SELECT ${PROMOTION_COLUMNS(lang)} FROM promotions p WHERE p.id = $2 AND (p.merchant_code IS NULL OR p.merchant_code = $1) AND p.title_${lang} <> ''
        AND ${notHidden('promotion', 'p', '$1')}`,
    [merchant, id],
  );
  return row;
}

/** The player's own state per promotion: joined, and the status of the latest reward request. */
export async function playerStates(db: Queryable, memberId: number): Promise<Map<number, string>> {
  const rows = await db.query<{ promotion_id: number; status: string }>(
    `SELECT promotion_id, status, 0 AS rank FROM promotion_joins WHERE member_id = $1
     UNION ALL SELECT promotion_id, status, 1 AS rank FROM (SELECT DISTINCT ON (promotion_id) promotion_id, status FROM reward_requests WHERE member_id = $1 ORDER BY promotion_id, id DESC) latest
     ORDER BY rank`,
    [memberId],
  );
  const out = new Map<number, string>();
  // Reward requests come after joins (rank): a request status wins over "Joined".
  for (const r of rows) out.set(r.promotion_id, r.status);
  return out;
}

/** True when this call joined; false when the player had already joined (the primary key decides, not a read). */
export async function joinPromotion(db: Queryable, memberId: number, promotionId: number): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO promotion_joins (member_id, promotion_id, status) VALUES ($1, $2, 'Joined') ON CONFLICT DO NOTHING RETURNING promotion_id`,
    [memberId, promotionId],
  );
  return rows.length > 0;
}

/** A stored picture: the file's key in the upload store (the bytes are never in a row). */
export interface StoredPicture {
  mime: string;
  key: string;
}

/**
 * One open ('Applying') request per player and promotion: the partial unique index decides, so
 * parallel submissions cannot both land. Undefined when one is already open.
 */
export async function insertRewardRequest(
  db: Queryable,
  memberId: number,
  promotionId: number,
  remarks: string,
  pictures: readonly StoredPicture[],
): Promise<number | undefined> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO reward_requests (member_id, promotion_id, remarks, status) VALUES ($1, $2, $3, 'Applying') ON CONFLICT DO NOTHING RETURNING id`,
    [memberId, promotionId, remarks],
  );
  if (!row) return undefined;
  for (const pic of pictures)
    await db.query('INSERT INTO reward_pictures (request_id, mime, path) VALUES ($1, $2, $3)', [
      row.id,
      pic.mime,
      pic.key,
    ]);
  return row.id;
}

/**
 * Counts one upload request of a member in the current window and returns the count, in one
 * statement (an upsert): parallel requests on any replica each get their own number.
 */
export async function countUpload(db: Queryable, memberId: number, windowSeconds: number): Promise<number> {
  const window = Math.floor(Date.now() / 1000 / windowSeconds);
  const [row] = await db.query<{ n: number }>(
    'INSERT INTO upload_quota (member_id, window_no, n) VALUES ($1, $2, 1) ON CONFLICT (member_id, window_no) DO UPDATE SET n = upload_quota.n + 1 RETURNING n',
    [memberId, window],
  );
  if (row!.n === 1)
    await db.query('DELETE FROM upload_quota WHERE member_id = $1 AND window_no < $2', [memberId, window]);
  return Number(row!.n);
}
