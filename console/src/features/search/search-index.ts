import { labelOf, schemaPathOf, schemaPaths } from '../../shared/config/labels';

/** One searchable setting of one merchant: its path, its labels (vi and en) and its value as text. */
export interface SearchEntry {
  merchant: string;
  pointer: string;
  labels: string[];
  value?: string;
}

const LANGS = ['vi', 'en'];
/** Case and accents ignored: lower case first, so "Đ" folds to "d" as "đ" does (issue 35 item 2). */
const fold = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd');

/** Each entry's searchable text, folded once (not again at every keystroke). */
const folded = new WeakMap<SearchEntry, string>();
const textOf = (e: SearchEntry): string => {
  let text = folded.get(e);
  if (text === undefined) {
    text = fold([...e.labels, e.pointer, e.value ?? ''].join(' '));
    folded.set(e, text);
  }
  return text;
};

/**
 * Every setting of a merchant document: each scalar value it holds (its pointer, labels and value),
 * and every schema field it does not set (by label and path, with no value), so "header colour"
 * finds the field even where the merchant keeps the default.
 */
export function entriesOf(merchant: string, doc: unknown): SearchEntry[] {
  const out: SearchEntry[] = [];
  const seen = new Set<string>();
  const labels = (path: string) => LANGS.map((l) => labelOf(path, l)).filter((x): x is string => !!x);
  const walk = (v: unknown, ptr: string) => {
    if (v !== null && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) walk(x, `${ptr}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`);
      return;
    }
    const path = schemaPathOf(ptr);
    seen.add(path);
    out.push({ merchant, pointer: ptr, labels: labels(path), value: String(v) });
  };
  walk(doc, '');
  for (const path of schemaPaths()) {
    if (seen.has(path) || path.includes('*')) continue;
    out.push({ merchant, pointer: `/${path}`, labels: labels(path) });
  }
  return out;
}

/** Entries whose label, path or value contains every word of the query (accents and case ignored). */
export function search(entries: readonly SearchEntry[], query: string, max = 100): SearchEntry[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (!words.length) return [];
  const hits: SearchEntry[] = [];
  for (const e of entries) {
    const text = textOf(e);
    if (words.every((w) => text.includes(w))) hits.push(e);
    if (hits.length > max) break;
  }
  return hits;
}
