import type { Queryable } from '../../server/db/db';
import { validateMerchantConfig } from '../../core/config/validate';
import { valueAt } from '../../core/rollouts';
import { sameJson } from '../../core/same-json';
import type { PreviewSigner, PreviewPayload } from './preview-token';

/** How many versions back "why is this here?" looks (a field unchanged for longer says "at least since"). */
export const WHY_DEPTH = 200;

export type WhyVersion = {
  version: number;
  author: string;
  origin: string;
  at: string;
  /** The second operator who approved the change that published it (four-eyes), if one did. */
  approvedBy?: string;
};
export type WhyAnswer = {
  path: string;
  /** The version shown by the preview (the latest). */
  current?: number;
  /** The version that put the present value there (the oldest of the run of equal values). */
  since?: WhyVersion;
  /** The value is the same in every version looked at: at least that old. */
  sinceOldestKept: boolean;
  /** No version writes this field: it is the schema's default. */
  isDefault: boolean;
  /** The preview's unsaved draft differs here from the live version. */
  draft: boolean;
};

type Row = {
  version: number;
  author: string;
  origin: string;
  created_at: Date | string;
  document: unknown;
  source: string | null;
  approved_by: string | null;
};

/** A preview token whose link exists and is neither revoked nor expired; undefined otherwise. */
export async function livePreview(
  db: Queryable,
  signer: PreviewSigner,
  token: string,
): Promise<PreviewPayload | undefined> {
  const payload = signer.verify(token);
  if (!payload?.l) return undefined;
  const [link] = await db.query<{ id: string }>(
    'SELECT id FROM preview_links WHERE id = $1 AND merchant = $2 AND revoked_at IS NULL AND expires_at > now()',
    [payload.l, payload.m],
  );
  return link ? payload : undefined;
}

const documentOf = (r: Row): unknown =>
  r.source ? JSON.parse(r.source) : typeof r.document === 'string' ? JSON.parse(r.document) : r.document;
const valid = (doc: unknown): unknown => {
  const r = validateMerchantConfig(doc);
  return r.ok ? r.config : doc;
};

/**
 * The version that put a field's present value there: versions are walked from the newest back while
 * the value (defaults filled) stays the same; the last one of that run introduced it.
 */
export async function whyField(
  db: Queryable,
  merchant: string,
  path: string,
  draft?: unknown,
): Promise<WhyAnswer> {
  const rows = await db.query<Row>(
    `SELECT v.version, v.author, v.origin, v.created_at, v.document, v.source, c.approved_by
       FROM config_versions v LEFT JOIN config_changes c ON c.merchant = v.merchant AND c.id = v.change_id
      WHERE v.merchant = $1 ORDER BY v.version DESC LIMIT $2`,
    [merchant, WHY_DEPTH],
  );
  const answer: WhyAnswer = { path, sinceOldestKept: false, isDefault: false, draft: false };
  if (!rows.length) return answer;
  const latest = rows[0]!;
  answer.current = Number(latest.version);
  const value = valueAt(valid(documentOf(latest)), path);
  if (draft !== undefined && !sameJson(valueAt(valid(draft), path), value)) answer.draft = true;
  let since = latest;
  let written = valueAt(documentOf(latest), path) !== undefined;
  for (const r of rows.slice(1)) {
    const doc = documentOf(r);
    if (!sameJson(valueAt(valid(doc), path), value)) break;
    written ||= valueAt(doc, path) !== undefined;
    since = r;
  }
  answer.since = {
    version: Number(since.version),
    author: since.author,
    origin: since.origin,
    at: new Date(since.created_at).toISOString(),
    ...(since.approved_by ? { approvedBy: since.approved_by } : {}),
  };
  answer.sinceOldestKept = since === rows[rows.length - 1];
  answer.isDefault = !written;
  return answer;
}
