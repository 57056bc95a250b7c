import { fieldOf } from '../../server/typed-app';
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../server/db/db';
import { playerView } from '../../core/config/secrets';
import { withImageCdns } from '../../core/images';
import { hashConfig, type MerchantStore, type PublishedConfig } from '../store/merchant-store';
import { latestVersion } from './versions';
import { validateMerchantConfig } from '../../core/config/validate';
import { sameJson as same } from '../../core/same-json';
import type { PreviewOverrides, PreviewSigner } from './preview-token';
import type { ConsoleRole } from './users';
import { audit } from './audit';

/**
 * A preview link's answer: the overridden config for this page (and, for a content preview, the
 * unpublished promotion the page shows), or refused (expired, tampered).
 */
export type PreviewResolution =
  { ok: true; published: PublishedConfig; extra?: Record<string, unknown> } | { ok: false };

/** Loads what a content preview shows (the promotion in each language it is written in); undefined: gone. */
export type ContentPreviewLoader = (merchant: string, promotionId: number) => Promise<unknown>;

/** Stores an unsaved draft for a preview link (it expires with the link). */
export async function saveDraft(
  db: Queryable,
  merchant: string,
  document: unknown,
  author: string,
  expiresAt: Date,
): Promise<string> {
  const id = randomUUID();
  await db.query(
    'INSERT INTO preview_drafts (id, merchant, document, created_by, expires_at) VALUES ($1, $2, $3, $4, $5)',
    [id, merchant, JSON.stringify(document), author, expiresAt.toISOString()],
  );
  return id;
}

/** A preview link's draft document, expired or not (the link itself was checked), undefined when none. */
export async function previewDraft(db: Queryable, id: string, merchant: string): Promise<unknown> {
  const [row] = await db.query<{ document: unknown }>(
    'SELECT document FROM preview_drafts WHERE id = $1 AND merchant = $2',
    [id, merchant],
  );
  return typeof row?.document === 'string' ? JSON.parse(row.document) : row?.document;
}

async function loadDraft(db: Queryable, id: string, merchant: string): Promise<unknown> {
  const [row] = await db.query<{ document: unknown }>(
    'SELECT document FROM preview_drafts WHERE id = $1 AND merchant = $2 AND expires_at > now()',
    [id, merchant],
  );
  return row ? (typeof row.document === 'string' ? JSON.parse(row.document) : row.document) : undefined;
}

/**
 * What a support person's draft may change against the live document: flags, templates and the
 * languages (the same as the overrides of a link). Operators may preview any draft.
 */
export const SUPPORT_PREVIEW_FIELDS: readonly string[] = [
  'flags',
  'templates',
  'languages',
  'defaultLanguage',
];

/** The top-level fields where a draft differs from the live document, outside what support may change. */
export function fieldsBeyondSupport(live: unknown, draft: unknown): string[] {
  const a = validateMerchantConfig(live);
  const b = validateMerchantConfig(draft);
  if (!a.ok || !b.ok) return [];
  const before = a.config as unknown as Record<string, unknown>;
  const after = b.config as unknown as Record<string, unknown>;
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((k) => !SUPPORT_PREVIEW_FIELDS.includes(k) && !same(before[k], after[k])).sort();
}

export type PreviewLink = {
  id: string;
  merchant: string;
  createdBy: string;
  role: ConsoleRole;
  overrides: PreviewOverrides;
  draft: boolean;
  createdAt: string;
  expiresAt: string;
  revokedAt?: string;
  revokedBy?: string;
};

export async function insertLink(
  db: Queryable,
  link: {
    merchant: string;
    createdBy: string;
    role: ConsoleRole;
    overrides: PreviewOverrides;
    draftId?: string;
    /** A content preview's promotion (never reused for a config preview). */
    promotionId?: number;
    expiresAt: Date;
  },
): Promise<string> {
  const id = randomUUID();
  await db.query(
    'INSERT INTO preview_links (id, merchant, created_by, role, overrides, draft_id, promotion_id, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
    [
      id,
      link.merchant,
      link.createdBy,
      link.role,
      JSON.stringify(link.overrides),
      link.draftId ?? null,
      link.promotionId ?? null,
      link.expiresAt.toISOString(),
    ],
  );
  return id;
}

/** A new link with its `previewCreated` audit row (`detail` says what it shows). */
export async function createLink(
  db: Queryable,
  link: Parameters<typeof insertLink>[1],
  ip: string,
  detail: Record<string, unknown>,
): Promise<string> {
  const id = await insertLink(db, link);
  await audit(db, {
    actor: link.createdBy,
    action: 'previewCreated',
    merchant: link.merchant,
    ip,
    detail: { link: id, ...detail },
  });
  return id;
}

/** Overrides without their empty parts: `{}` and `{ flags: {}, templates: {} }` are one combination. */
export function normalOverrides(o: PreviewOverrides): PreviewOverrides {
  const filled = (v: object | undefined) => v !== undefined && Object.keys(v).length > 0;
  return {
    ...(filled(o.flags) ? { flags: o.flags } : {}),
    ...(filled(o.templates) ? { templates: o.templates } : {}),
    ...(o.language ? { language: o.language } : {}),
    ...(filled(o.rollouts) ? { rollouts: o.rollouts } : {}),
  };
}

/** A link reused must still have this long to live; one closer to its end is replaced by a new one. */
export const PREVIEW_REUSE_MIN_LEFT_S = 60 * 60;

/**
 * The user's live config-preview link of this merchant with these (normalised) overrides and, when a
 * draft is previewed, a draft with the same document (issue 35 item 13: every visit and override
 * click had made a new link). Undefined when there is none with an hour left.
 */
export async function reusableLink(
  db: Queryable,
  q: { merchant: string; createdBy: string; overrides: PreviewOverrides; document?: unknown },
): Promise<{ id: string; draftId?: string; expiresAt: Date } | undefined> {
  const [row] = await db.query<{ id: string; draft_id: string | null; expires_at: Date | string }>(
    `SELECT l.id, l.draft_id, l.expires_at FROM preview_links l LEFT JOIN preview_drafts d ON d.id = l.draft_id
      WHERE l.merchant = $1 AND l.created_by = $2 AND l.overrides = $3::jsonb AND l.promotion_id IS NULL
        AND l.revoked_at IS NULL AND l.expires_at > now() + make_interval(secs => $4)
        AND (($5::jsonb IS NULL AND l.draft_id IS NULL) OR d.document = $5::jsonb)
      ORDER BY l.created_at DESC LIMIT 1`,
    [
      q.merchant,
      q.createdBy,
      JSON.stringify(q.overrides),
      PREVIEW_REUSE_MIN_LEFT_S,
      q.document === undefined ? null : JSON.stringify(q.document),
    ],
  );
  if (!row) return undefined;
  return {
    id: row.id,
    ...(row.draft_id ? { draftId: row.draft_id } : {}),
    expiresAt: new Date(row.expires_at),
  };
}

type LinkRow = {
  id: string;
  merchant: string;
  created_by: string;
  role: ConsoleRole;
  overrides: unknown;
  draft_id: string | null;
  created_at: Date | string;
  expires_at: Date | string;
  revoked_at: Date | string | null;
  revoked_by: string | null;
};
const iso = (d: Date | string) => new Date(d).toISOString();
const toLink = (r: LinkRow): PreviewLink => ({
  id: r.id,
  merchant: r.merchant,
  createdBy: r.created_by,
  role: r.role,
  overrides: (typeof r.overrides === 'string' ? JSON.parse(r.overrides) : r.overrides) as PreviewOverrides,
  draft: r.draft_id !== null,
  createdAt: iso(r.created_at),
  expiresAt: iso(r.expires_at),
  ...(r.revoked_at ? { revokedAt: iso(r.revoked_at), revokedBy: r.revoked_by ?? '' } : {}),
});

/** Links not yet expired (revoked ones included, marked), newest first. */
export async function listLinks(
  db: Queryable,
  merchant: string | undefined,
  limit: number,
): Promise<PreviewLink[]> {
  const rows = await db.query<LinkRow>(
    'SELECT * FROM preview_links WHERE expires_at > now() AND ($1::text IS NULL OR merchant = $1) ORDER BY created_at DESC LIMIT $2',
    [merchant ?? null, limit],
  );
  return rows.map(toLink);
}

/** Revokes a live link; undefined when there is none (or it was revoked already). `onlyBy`: support may revoke only its own. */
export async function revokeLink(
  db: Queryable,
  id: string,
  by: string,
  onlyBy?: string,
  merchants?: readonly string[],
): Promise<PreviewLink | undefined> {
  const [row] = await db.query<LinkRow>(
    'UPDATE preview_links SET revoked_at = now(), revoked_by = $2 WHERE id = $1 AND revoked_at IS NULL AND expires_at > now() AND ($3::text IS NULL OR created_by = $3) AND ($4::jsonb IS NULL OR merchant IN (SELECT jsonb_array_elements_text($4::jsonb))) RETURNING *',
    [id, by, onlyBy ?? null, merchants ? JSON.stringify(merchants) : null],
  );
  return row ? toLink(row) : undefined;
}

/** The document with the preview's overrides on top (a copy: the source is never touched). */
export function applyOverrides(doc: unknown, o: PreviewOverrides): Record<string, unknown> {
  const out = structuredClone(doc) as Record<string, unknown>;
  if (o.flags) out.flags = { ...(out.flags as object | undefined), ...o.flags };
  if (o.templates) out.templates = { ...(out.templates as object | undefined), ...o.templates };
  if (o.language) {
    const languages = Array.isArray(out.languages) ? (out.languages as string[]) : ['vi', 'en'];
    out.languages = [o.language, ...languages.filter((l) => l !== o.language)];
    out.defaultLanguage = o.language;
  }
  return out;
}

/** A link works only on its merchant's host: relative when this host serves it, else on the merchant's first host. */
export function merchantLinkUrl(
  store: MerchantStore,
  defaultMerchant: string,
  req: FastifyRequest,
  code: string,
  path: string,
): string {
  const here = store.byHost(req.host)?.code ?? defaultMerchant;
  const host = store.get(code)?.config.hosts[0];
  if (here === code || !host) return path;
  const reqPort = /:(\d+)$/.exec(req.host)?.[1];
  const defaultPort =
    (req.protocol === 'https' && reqPort === '443') || (req.protocol === 'http' && reqPort === '80');
  const port = /:\d+$/.test(host) || !reqPort || defaultPort ? '' : `:${reqPort}`;
  return `${req.protocol}://${host}${port}${path}`;
}

/** Builds the config a preview renders; never published, never written. */
export function previewConfig(
  code: string,
  doc: unknown,
  imageCdns: readonly string[] = [],
): PublishedConfig | undefined {
  const r = validateMerchantConfig(doc);
  if (!r.ok || r.config.code !== code) return undefined;
  const body = JSON.stringify(withImageCdns(playerView(r.config), imageCdns));
  const etag = hashConfig(JSON.stringify(r.config));
  return { code, config: r.config, source: doc, etag, body, publishedAt: new Date() };
}

/**
 * `?preview=<token>` on a player page: a valid signature, a link row that is neither revoked nor
 * expired, and the merchant of the link must be the merchant this host serves (a lotus link does not
 * render on demo's host). The console's frame token of the same link renders on the console's host,
 * only as a same-origin frame.
 */
export function previewResolver(
  db: Queryable,
  store: MerchantStore,
  signer: PreviewSigner,
  defaultMerchant: string,
  loadContent?: ContentPreviewLoader,
) {
  return async (req: FastifyRequest): Promise<PreviewResolution | undefined> => {
    const token = fieldOf(req.query, 'preview');
    if (token === undefined) return undefined;
    if (typeof token !== 'string') return { ok: false };
    const payload = signer.verify(token);
    if (!payload?.l) return { ok: false };
    if (payload.f) {
      // The console's own frame: the browser says it is a frame of a page of this origin (a page
      // cannot set Sec-Fetch-* headers); opened as a page, or framed by another site, it renders nothing.
      if (req.headers['sec-fetch-dest'] !== 'iframe' || req.headers['sec-fetch-site'] !== 'same-origin')
        return { ok: false };
    } else if ((store.byHost(req.host)?.code ?? defaultMerchant) !== payload.m) return { ok: false };
    const [link] = await db.query<{ id: string }>(
      'SELECT id FROM preview_links WHERE id = $1 AND merchant = $2 AND revoked_at IS NULL AND expires_at > now()',
      [payload.l, payload.m],
    );
    if (!link) return { ok: false };
    const base = payload.d ? await loadDraft(db, payload.d, payload.m) : store.get(payload.m)?.source;
    if (base === undefined) return { ok: false };
    const published = previewConfig(payload.m, applyOverrides(base, payload.o), store.imageCdns);
    if (!published) return { ok: false };
    // Issue 16: the forced side of rollouts, and the version shown ("why is this here?").
    const version = (await latestVersion(db, payload.m))?.version;
    const targeting = {
      ...(payload.o.rollouts ? { previewRollouts: payload.o.rollouts } : {}),
      ...(version !== undefined ? { previewVersion: version } : {}),
    };
    if (payload.c === undefined) return { ok: true, published, extra: targeting };
    const previewPromotion = loadContent ? await loadContent(payload.m, payload.c) : undefined;
    return previewPromotion
      ? { ok: true, published, extra: { ...targeting, previewPromotion } }
      : { ok: false };
  };
}

/** The merchant of a preview link, undefined when there is none (scope guard). */
export async function previewLinkMerchants(db: Queryable, id: string): Promise<string[] | undefined> {
  const [row] = await db.query<{ merchant: string }>('SELECT merchant FROM preview_links WHERE id = $1', [
    id,
  ]);
  return row ? [row.merchant] : undefined;
}
