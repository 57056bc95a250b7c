import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../platform-api/db/db';
import { hashConfig, type MerchantStore, type PublishedConfig } from '../store/merchant-store';
import { validateMerchantConfig } from '../../core/config/validate';
import type { PreviewOverrides, PreviewSigner } from './preview-token';

/** A preview link's answer: the overridden config for this page, or refused (expired, tampered). */
export type PreviewResolution = { ok: true; published: PublishedConfig } | { ok: false };

/** Stores an unsaved draft for a preview link (it expires with the link). */
export async function saveDraft(db: Queryable, merchant: string, document: unknown, author: string, expiresAt: Date): Promise<string> {
  const id = randomUUID();
  await db.query('INSERT INTO preview_drafts (id, merchant, document, created_by, expires_at) VALUES ($1, $2, $3, $4, $5)', [id, merchant, JSON.stringify(document), author, expiresAt.toISOString()]);
  return id;
}

async function loadDraft(db: Queryable, id: string, merchant: string): Promise<unknown> {
  const [row] = await db.query<{ document: unknown }>('SELECT document FROM preview_drafts WHERE id = $1 AND merchant = $2 AND expires_at > now()', [id, merchant]);
  return row ? (typeof row.document === 'string' ? JSON.parse(row.document) : row.document) : undefined;
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

/** Builds the config a preview renders; never published, never written. */
export function previewConfig(code: string, doc: unknown): PublishedConfig | undefined {
  const r = validateMerchantConfig(doc);
  if (!r.ok || r.config.code !== code) return undefined;
  const body = JSON.stringify(r.config);
  return { code, config: r.config, source: doc, etag: hashConfig(body), body, publishedAt: new Date() };
}

export function previewResolver(db: Queryable, store: MerchantStore, signer: PreviewSigner) {
  return async (req: FastifyRequest): Promise<PreviewResolution | undefined> => {
    const token = (req.query as Record<string, unknown> | undefined)?.preview;
    if (token === undefined) return undefined;
    if (typeof token !== 'string') return { ok: false };
    const payload = signer.verify(token);
    if (!payload) return { ok: false };
    const base = payload.d ? await loadDraft(db, payload.d, payload.m) : store.get(payload.m)?.source;
    if (base === undefined) return { ok: false };
    const published = previewConfig(payload.m, applyOverrides(base, payload.o));
    return published ? { ok: true, published } : { ok: false };
  };
}
