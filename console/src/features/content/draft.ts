import type { ContentKind } from '@schemas';
import { ctaGo } from '@core/call-to-action';
import { fromLocalInput, toLocalInput } from './dates';
import type { AnyItem, ContentBodies } from './queries';

export const LANGS = ['vi', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export type Publish = 'now' | 'at' | 'draft';

/** The editor's form state: every kind's fields, as the inputs hold them (local date strings). */
export interface Draft {
  texts: Record<Lang, { on: boolean; title: string; content: string }>;
  titles: Record<Lang, string>;
  type: string;
  groupName: string;
  popular: boolean;
  /** Popups: who home greets with it ('' none), and its button (issue 32 item 18). */
  execution: '' | 'A' | 'B';
  ctaTarget: string;
  ctaLabels: Record<Lang, string>;
  /** Announcements, promotions, banners: the saved segment whose players only see it ('' every player; issue 35). */
  segment: string;
  start: string;
  end: string;
  noExpiry: boolean;
  imageRequired: boolean;
  remarkRequired: boolean;
  categoryIds: number[];
  cover: string;
  detail: string;
  publish: Publish;
  publishAt: string;
  imageUrl: string;
  link: string;
  sort: number;
  language: Lang;
  tag: string;
  title: string;
  content: string;
}

/** The next full hour, as a local input value (a sensible default start). */
const nextHour = () => {
  const d = new Date();
  d.setMinutes(60, 0, 0);
  return toLocalInput(d.toISOString());
};

export function draftOf(kind: ContentKind, item: AnyItem | undefined, lang: Lang): Draft {
  const d: Draft = {
    texts: {
      vi: { on: lang === 'vi', title: '', content: '' },
      en: { on: lang === 'en', title: '', content: '' },
    },
    titles: { vi: '', en: '' },
    type: kind === 'banners' ? 'm_home' : 'PL',
    groupName: '',
    popular: false,
    execution: '',
    ctaTarget: '',
    ctaLabels: { vi: '', en: '' },
    segment: '',
    start: kind === 'banners' ? '' : nextHour(),
    end: '',
    noExpiry: false,
    imageRequired: false,
    remarkRequired: false,
    categoryIds: [],
    cover: '',
    detail: '',
    publish: 'now',
    publishAt: '',
    imageUrl: '',
    link: '',
    sort: 0,
    language: lang,
    tag: '',
    title: '',
    content: '',
  };
  if (!item) return d;
  if ('texts' in item)
    for (const l of LANGS) {
      const tx = item.texts[l];
      d.texts[l] = tx
        ? { on: true, title: tx.title, content: tx.content }
        : { on: false, title: '', content: '' };
    }
  if ('popular' in item) {
    d.type = item.type;
    d.groupName = item.groupName;
    d.popular = item.popular;
    d.execution = item.execution ?? '';
    d.ctaTarget = item.cta?.target ?? '';
    d.ctaLabels = { vi: item.cta?.labels.vi ?? '', en: item.cta?.labels.en ?? '' };
    d.segment = item.segment ?? '';
    d.start = toLocalInput(item.startDate);
    d.end = toLocalInput(item.endDate);
  } else if ('noExpiry' in item) {
    d.start = toLocalInput(item.startDate);
    d.end = toLocalInput(item.endDate);
    d.noExpiry = item.noExpiry;
    d.segment = item.segment ?? '';
    d.imageRequired = item.imageRequired;
    d.remarkRequired = item.remarkRequired;
    d.categoryIds = [...item.categoryIds];
    d.cover = item.images.find((i) => i.sequence === 1)?.url ?? '';
    d.detail = item.images.find((i) => i.sequence === 2)?.url ?? '';
    d.publish = item.draft ? 'draft' : item.publishAt && new Date(item.publishAt) > new Date() ? 'at' : 'now';
    d.publishAt = toLocalInput(item.publishAt);
  } else if ('imageUrl' in item) {
    d.type = item.type;
    d.titles = { vi: item.titles.vi ?? '', en: item.titles.en ?? '' };
    d.imageUrl = item.imageUrl;
    d.link = item.link ?? '';
    d.sort = item.sort;
    d.segment = item.segment ?? '';
    d.start = toLocalInput(item.startDate);
    d.end = toLocalInput(item.endDate);
  } else {
    d.language = item.language;
    d.tag = item.tag;
    d.title = item.title;
    d.content = item.content;
    d.sort = item.sort;
  }
  return d;
}

/** A problem the form finds before sending: where, and its locale key. */
export interface FormProblem {
  field: string;
  key: string;
}

type Built<K extends ContentKind> = { body: ContentBodies[K] } | { problems: FormProblem[] };

/** A popup's greeting audience and call to action: a target the site knows, words per written language. */
function popupFields(d: Draft, written: Lang[], problems: FormProblem[]) {
  const target = d.ctaTarget.trim();
  const labels: Partial<Record<Lang, string>> = {};
  if (target) {
    if (!ctaGo(target)) problems.push({ field: 'ctaTarget', key: 'cms.errors.ctaTarget' });
    for (const l of written) {
      const label = d.ctaLabels[l].trim();
      if (label) labels[l] = label;
      else problems.push({ field: `ctaLabel-${l}`, key: 'cms.errors.ctaLabelRequired' });
    }
  }
  return {
    ...(d.execution ? { execution: d.execution } : {}),
    ...(target ? { cta: { target, labels } } : {}),
  };
}

/** The request body of a draft, or what to fix first (the server checks everything again). */
export function bodyOf<K extends ContentKind>(kind: K, d: Draft): Built<K> {
  const problems: FormProblem[] = [];
  const texts: Partial<Record<Lang, { title: string; content: string }>> = {};
  // Titles and bodies per language are announcements' and promotions' (a banner has titles, help
  // one text): another kind's form never shows them, so they never hold it back.
  for (const l of LANGS) {
    const tx = d.texts[l];
    if (!tx.on || (kind !== 'announcements' && kind !== 'promotions')) continue;
    if (!tx.title.trim()) problems.push({ field: `title-${l}`, key: 'cms.errors.titleRequired' });
    texts[l] = { title: tx.title.trim(), content: tx.content };
  }
  const date = (field: string, value: string, required: boolean) => {
    const iso = fromLocalInput(value);
    if (required && !iso) problems.push({ field, key: 'cms.errors.dateRequired' });
    return iso;
  };
  const ordered = (start: string | undefined, end: string | undefined) => {
    if (start && end && new Date(end) <= new Date(start))
      problems.push({ field: 'end', key: 'cms.errors.endBeforeStart' });
  };
  const needTexts = () => {
    if (Object.keys(texts).length === 0) problems.push({ field: 'languages', key: 'cms.errors.noLanguage' });
  };
  let body: unknown;
  if (kind === 'announcements') {
    needTexts();
    const startDate = date('start', d.start, true);
    const endDate = date('end', d.end, false);
    ordered(startDate, endDate);
    body = {
      type: d.type,
      groupName: d.groupName.trim(),
      texts,
      popular: d.popular,
      startDate,
      endDate: endDate ?? null,
      ...(d.type === 'PU' ? popupFields(d, Object.keys(texts) as Lang[], problems) : {}),
      ...(d.segment ? { segment: d.segment } : {}),
    };
  } else if (kind === 'promotions') {
    needTexts();
    const startDate = date('start', d.start, true);
    const endDate = d.noExpiry ? undefined : date('end', d.end, false);
    ordered(startDate, endDate);
    const publishAt = d.publish === 'at' ? date('publishAt', d.publishAt, true) : undefined;
    body = {
      texts,
      startDate,
      endDate: endDate ?? null,
      noExpiry: d.noExpiry,
      imageRequired: d.imageRequired,
      remarkRequired: d.remarkRequired,
      categoryIds: d.categoryIds,
      images: [
        ...(d.cover ? [{ sequence: 1, url: d.cover }] : []),
        ...(d.detail ? [{ sequence: 2, url: d.detail }] : []),
      ],
      draft: d.publish === 'draft',
      publishAt: publishAt ?? null,
      ...(d.segment ? { segment: d.segment } : {}),
    };
  } else if (kind === 'banners') {
    const titles: Partial<Record<Lang, string>> = {};
    for (const l of LANGS) if (d.titles[l].trim()) titles[l] = d.titles[l].trim();
    if (Object.keys(titles).length === 0) problems.push({ field: 'languages', key: 'cms.errors.noLanguage' });
    if (!d.imageUrl) problems.push({ field: 'picture', key: 'cms.errors.pictureRequired' });
    const startDate = date('start', d.start, false);
    const endDate = date('end', d.end, false);
    ordered(startDate, endDate);
    body = {
      type: d.type,
      titles,
      imageUrl: d.imageUrl,
      ...(d.link.trim() ? { link: d.link.trim() } : {}),
      sort: d.sort,
      startDate: startDate ?? null,
      endDate: endDate ?? null,
      ...(d.segment ? { segment: d.segment } : {}),
    };
  } else {
    if (!d.title.trim()) problems.push({ field: 'title', key: 'cms.errors.titleRequired' });
    body = {
      language: d.language,
      tag: d.tag.trim(),
      title: d.title.trim(),
      content: d.content,
      sort: d.sort,
    };
  }
  return problems.length > 0 ? { problems } : { body: body as ContentBodies[K] };
}
