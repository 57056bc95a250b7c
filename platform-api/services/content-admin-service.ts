import {
  announcementBodySchema,
  announcementItemSchema,
  bannerBodySchema,
  bannerItemSchema,
  helpBodySchema,
  helpItemSchema,
  promotionBodySchema,
  promotionItemSchema,
  CONTENT_LANGUAGES,
  type AnnouncementBody,
  type AnnouncementCta,
  type BannerBody,
  type ContentKind,
  type HelpBody,
  type PromotionBody,
} from '../../schemas';
import type { Db, Queryable } from '../../server/db/db';
import { AppError } from '../../server/http-errors';
import type { BackOfficeAudit } from '../lib/back-office';
import { cleanHtml } from '../lib/sanitize';
import { ctaGo } from '../../core/call-to-action';
import {
  adminListAnnouncements,
  adminListBanners,
  adminListHelp,
  adminListPromotions,
  hideShared,
  insertAnnouncement,
  insertBanner,
  insertHelp,
  insertPromotion,
  knownCategoryIds,
  ownerOf,
  titleOf,
  removeOwn,
  updateAnnouncement,
  updateBanner,
  updateHelp,
  updatePromotion,
  type ListPage,
} from '../repositories/content-admin-repository';

/*
 * The console's content section (issue 11): what each kind checks and writes, and the writes with
 * their audit row in one transaction. HTML is sanitised before it is stored; a shared platform item
 * edited by a merchant becomes its own copy, and a removed one is hidden for that merchant only.
 */

/** One problem of an otherwise valid body (the shape of VALIDATION_FAILED details). */
const invalid = (pointer: string, key: string) =>
  new AppError('VALIDATION_FAILED', [{ pointer, keyword: 'content', key, message: key }]);

/** Start before end (when both are given). */
function checkPeriod(start: string | null | undefined, end: string | null | undefined, pointer = '/endDate') {
  if (start && end && new Date(end).getTime() <= new Date(start).getTime())
    throw invalid(pointer, 'cms.errors.endBeforeStart');
}

/**
 * A body that targets a segment (issue 35) names one of the merchant's (merchant JSON `segments`):
 * a dangling name is refused with words, never stored as "shown to nobody".
 */
export function checkSegment(segments: readonly { id: string }[], body: unknown): void {
  const id = (body as { segment?: unknown } | null)?.segment;
  if (typeof id === 'string' && !segments.some((s) => s.id === id))
    throw invalid('/segment', 'cms.errors.segmentMissing');
}

export interface KindSpec<B, I> {
  body: object;
  item: object;
  list(db: Queryable, merchant: string, page: ListPage): Promise<I[]>;
  insert(db: Queryable, merchant: string, body: B): Promise<I>;
  update(db: Queryable, merchant: string, id: number, body: B): Promise<I | undefined>;
  /** Sanitises HTML and checks what a schema cannot (dates in order, known categories); the body passed its schema. */
  prepare(db: Queryable, merchant: string, body: unknown): Promise<B>;
  /** What the audit row says of the item. */
  summary(body: B): Record<string, unknown>;
}

const cleanTexts = (texts: AnnouncementBody['texts']): AnnouncementBody['texts'] =>
  Object.fromEntries(
    Object.entries(texts).map(([lang, v]) => [
      lang,
      { title: v.title.trim(), content: cleanHtml(v.content) },
    ]),
  );
const languagesOf = (texts: object) => Object.keys(texts).sort();

/**
 * A popup's call to action (issue 32 item 18): a target the site knows (an auth form or one of its
 * pages, never a scheme or another origin) and words for every language the popup is written in.
 */
function checkedCta(cta: AnnouncementCta, texts: AnnouncementBody['texts']): AnnouncementCta {
  if (!ctaGo(cta.target)) throw invalid('/cta/target', 'cms.errors.ctaTarget');
  const labels: AnnouncementCta['labels'] = {};
  for (const lang of CONTENT_LANGUAGES) {
    if (!texts[lang]) continue;
    const label = cta.labels[lang]?.trim();
    if (!label) throw invalid(`/cta/labels/${lang}`, 'cms.errors.ctaLabelRequired');
    labels[lang] = label;
  }
  return { target: cta.target, labels };
}

export const KINDS: { [K in ContentKind]: KindSpec<never, unknown> } = {
  announcements: {
    body: announcementBodySchema,
    item: announcementItemSchema,
    list: adminListAnnouncements,
    insert: insertAnnouncement,
    update: updateAnnouncement,
    async prepare(_db, _m, raw) {
      const b = raw as AnnouncementBody;
      checkPeriod(b.startDate, b.endDate);
      const { execution, cta, ...rest } = b;
      // Only a popup greets (execution) and has a button (cta); other types keep neither.
      if (b.type !== 'PU') return { ...rest, texts: cleanTexts(b.texts) };
      return {
        ...rest,
        texts: cleanTexts(b.texts),
        ...(execution ? { execution } : {}),
        ...(cta ? { cta: checkedCta(cta, b.texts) } : {}),
      };
    },
    summary: (b: AnnouncementBody) => ({
      type: b.type,
      ...(b.cta ? { cta: b.cta.target } : {}),
      languages: languagesOf(b.texts),
      title: b.texts.vi?.title ?? b.texts.en?.title,
    }),
  } as KindSpec<AnnouncementBody, unknown> as KindSpec<never, unknown>,
  promotions: {
    body: promotionBodySchema,
    item: promotionItemSchema,
    list: adminListPromotions,
    insert: insertPromotion,
    update: updatePromotion,
    async prepare(db, merchant, raw) {
      const b = raw as PromotionBody;
      if (!b.noExpiry) checkPeriod(b.startDate, b.endDate);
      const known = await knownCategoryIds(db, merchant);
      const unknown = (b.categoryIds ?? []).findIndex((id) => !known.has(id));
      if (unknown >= 0) throw invalid(`/categoryIds/${unknown}`, 'cms.errors.unknownCategory');
      const sequences = (b.images ?? []).map((i) => i.sequence);
      if (new Set(sequences).size !== sequences.length)
        throw invalid('/images', 'cms.errors.duplicateSequence');
      return { ...b, texts: cleanTexts(b.texts) };
    },
    summary: (b: PromotionBody) => ({
      languages: languagesOf(b.texts),
      title: b.texts.vi?.title ?? b.texts.en?.title,
      draft: b.draft ?? false,
      publishAt: b.publishAt ?? null,
      startDate: b.startDate,
      endDate: b.endDate ?? null,
    }),
  } as KindSpec<PromotionBody, unknown> as KindSpec<never, unknown>,
  banners: {
    body: bannerBodySchema,
    item: bannerItemSchema,
    list: adminListBanners,
    insert: insertBanner,
    update: updateBanner,
    async prepare(_db, _m, raw) {
      const b = raw as BannerBody;
      checkPeriod(b.startDate, b.endDate);
      return {
        ...b,
        titles: Object.fromEntries(Object.entries(b.titles).map(([l, v]) => [l, v.trim()])),
      };
    },
    summary: (b: BannerBody) => ({
      type: b.type,
      languages: languagesOf(b.titles),
      title: b.titles.vi ?? b.titles.en,
      imageUrl: b.imageUrl,
    }),
  } as KindSpec<BannerBody, unknown> as KindSpec<never, unknown>,
  help: {
    body: helpBodySchema,
    item: helpItemSchema,
    list: adminListHelp,
    insert: insertHelp,
    update: updateHelp,
    async prepare(_db, _m, raw) {
      const b = raw as HelpBody;
      return { ...b, title: b.title.trim(), content: cleanHtml(b.content) };
    },
    summary: (b: HelpBody) => ({ language: b.language, tag: b.tag, title: b.title }),
  } as KindSpec<HelpBody, unknown> as KindSpec<never, unknown>,
};

/** Who acts, for which merchant, from where (the audit row's fields). */
export interface ContentActor {
  merchant: string;
  actor: string;
  ip: string;
}

/** A new item of the merchant, with its audit row; one transaction. */
export async function createContent(
  db: Db,
  audit: BackOfficeAudit,
  kind: ContentKind,
  by: ContentActor,
  rawBody: unknown,
): Promise<{ id: number }> {
  const spec = KINDS[kind];
  const body = await spec.prepare(db, by.merchant, rawBody);
  return db.transaction(async (tx) => {
    const created = (await spec.insert(tx, by.merchant, body)) as { id: number };
    await audit(tx, {
      actor: by.actor,
      action: 'contentCreated',
      merchant: by.merchant,
      ip: by.ip,
      detail: { kind, id: created.id, ...spec.summary(body) },
    });
    return created;
  });
}

/** Replaces an item (a shared one becomes the merchant's own copy), with its audit row; one transaction. */
export async function replaceContent(
  db: Db,
  audit: BackOfficeAudit,
  kind: ContentKind,
  by: ContentActor,
  id: number,
  rawBody: unknown,
): Promise<{ id: number }> {
  const spec = KINDS[kind];
  const code = by.merchant;
  const body = await spec.prepare(db, code, rawBody);
  return db.transaction(async (tx) => {
    const owner = await ownerOf(tx, code, kind, id);
    if (!owner) throw new AppError('NOT_FOUND');
    let saved: { id: number } | undefined;
    if (owner === 'own') saved = (await spec.update(tx, code, id, body)) as { id: number } | undefined;
    else {
      // A shared item: this merchant gets its own copy, and stops seeing the platform's.
      saved = (await spec.insert(tx, code, body)) as { id: number };
      await hideShared(tx, code, kind, id, by.actor);
    }
    if (!saved) throw new AppError('NOT_FOUND');
    await audit(tx, {
      actor: by.actor,
      action: 'contentUpdated',
      merchant: code,
      ip: by.ip,
      detail: {
        kind,
        id: saved.id,
        ...(owner === 'shared' ? { copiedFrom: id } : {}),
        ...spec.summary(body),
      },
    });
    return saved;
  });
}

/** Removes an item (a shared one, or a promotion players used, is hidden), with its audit row; one transaction. */
export async function removeContent(
  db: Db,
  audit: BackOfficeAudit,
  kind: ContentKind,
  by: ContentActor,
  id: number,
): Promise<'deleted' | 'hidden'> {
  const code = by.merchant;
  return db.transaction(async (tx) => {
    const owner = await ownerOf(tx, code, kind, id);
    if (!owner) throw new AppError('NOT_FOUND');
    // Read before it goes: the audit row names what was removed (issue 35 item 4).
    const title = await titleOf(tx, kind, id);
    let how: 'deleted' | 'hidden' = 'hidden';
    if (owner === 'own') how = await removeOwn(tx, code, kind, id, by.actor);
    else await hideShared(tx, code, kind, id, by.actor);
    await audit(tx, {
      actor: by.actor,
      action: 'contentRemoved',
      merchant: code,
      ip: by.ip,
      detail: { kind, id, ...(title ? { title } : {}), removed: how, shared: owner === 'shared' },
    });
    return how;
  });
}

/** Whether the merchant's console sees this promotion (its own, or a shared one it has not removed). */
export async function promotionExists(db: Queryable, merchant: string, id: number): Promise<boolean> {
  return (await ownerOf(db, merchant, 'promotions', id)) !== undefined;
}
