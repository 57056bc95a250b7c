import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { merchantConfigSchema } from '@schemas';
import viLabels from '@locales/vi/console-labels.json';
import enLabels from '@locales/en/console-labels.json';

type Node = {
  type?: unknown;
  properties?: Record<string, Node>;
  items?: Node | readonly Node[];
  additionalProperties?: unknown;
};
interface LabelFile {
  label: Record<string, string>;
  help: Record<string, string>;
  /** The names of a list's choices, by schema path (`games/vendorRules/placement` → first: "First"). */
  choice: Record<string, Record<string, string>>;
}
const FILES: Record<string, LabelFile> = { vi: viLabels as LabelFile, en: enLabels as LabelFile };

const unescape = (s: string) => s.replace(/~1/g, '/').replace(/~0/g, '~');

/**
 * The schema path of a JSON pointer into a merchant document: list indices dropped, keys of a map
 * (texts per language) as `*`. `/menus/footer/2/enabled` → `menus/footer/enabled`.
 */
export function schemaPathOf(pointer: string, root: Node = merchantConfigSchema as unknown as Node): string {
  const out: string[] = [];
  let node: Node | undefined = root;
  for (const raw of pointer.split('/').slice(1).filter(Boolean)) {
    const seg = unescape(raw);
    if (!node) {
      out.push(seg);
      continue;
    }
    if (node.items && !Array.isArray(node.items) && /^\d+$/.test(seg)) {
      node = node.items as Node;
      continue;
    }
    if (node.properties?.[seg]) {
      out.push(seg);
      node = node.properties[seg];
    } else if (node.additionalProperties && typeof node.additionalProperties === 'object') {
      out.push('*');
      node = node.additionalProperties as Node;
    } else {
      out.push(seg);
      node = undefined;
    }
  }
  return out.join('/');
}

/**
 * Where a path's texts are looked up: the path itself, then with one segment generalised to `*`
 * (the 19 register fields share `register/fields/*\/minLength`, the five menu lists `menus/*\/key`).
 */
export function labelKeys(path: string): string[] {
  const parts = path.split('/');
  const keys = [path];
  for (let i = parts.length - 2; i >= 0; i--)
    if (parts[i] !== '*') keys.push([...parts.slice(0, i), '*', ...parts.slice(i + 1)].join('/'));
  return keys;
}

const lookup = (table: Record<string, string>, path: string): string | undefined => {
  for (const k of labelKeys(path)) if (table[k]) return table[k];
  return undefined;
};

/** The human label of a schema path in a language (undefined when none is written). */
export const labelOf = (path: string, lang: string): string | undefined =>
  lookup((FILES[lang] ?? FILES.en!).label, path);
/** Its help text (what it does for players), if any. */
export const helpOf = (path: string, lang: string): string | undefined =>
  lookup((FILES[lang] ?? FILES.en!).help, path);

/** The name of one choice of a list at a schema path ("Sau một danh mục" for placement `after`), if written. */
export function choiceOf(path: string, value: string, lang: string): string | undefined {
  const table = (FILES[lang] ?? FILES.en!).choice;
  for (const k of labelKeys(path)) {
    const name = table[k]?.[value];
    if (name) return name;
  }
  return undefined;
}

/** Every schema path of the merchant schema (for the completeness test and the form's uiSchema). */
export function schemaPaths(root: Node = merchantConfigSchema as unknown as Node): string[] {
  const out: string[] = [];
  const walk = (n: Node, path: string) => {
    for (const [k, v] of Object.entries(n.properties ?? {})) {
      const p = path ? `${path}/${k}` : k;
      out.push(p);
      walk(v, p);
    }
    if (n.items && !Array.isArray(n.items)) walk(n.items as Node, path);
    if (n.additionalProperties && typeof n.additionalProperties === 'object')
      walk(n.additionalProperties as Node, path ? `${path}/*` : '*');
  };
  walk(root, '');
  return out;
}

/** A pointer's label in the console language: "Footer menu › Shown", the raw name when none is written. */
export function useFieldLabel() {
  const { i18n } = useTranslation();
  return useCallback(
    (pointer: string) => {
      const path = schemaPathOf(pointer);
      const parts = path.split('/').filter(Boolean);
      const names = parts.map((_, i) => labelOf(parts.slice(0, i + 1).join('/'), i18n.language) ?? parts[i]!);
      return names.slice(-2).join(' › ') || '—';
    },
    [i18n.language],
  );
}
