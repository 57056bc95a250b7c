import type { UiSchema } from '@rjsf/utils';
import { GAME_CATEGORIES, LANGUAGE_CODES, MODULE_IDS, SITE_FLAGS } from '@schemas';
import { LANGUAGE_NAMES } from '@locales/languages';
import viGames from '@locales/vi/games.json';
import enGames from '@locales/en/games.json';
import { choiceOf, helpOf, labelOf } from './labels';

type Node = {
  enum?: readonly unknown[];
  properties?: Record<string, Node>;
  items?: Node | readonly Node[];
  additionalProperties?: unknown;
};

const CATEGORY_NAMES: Record<string, Record<string, string>> = {
  vi: viGames.category,
  en: enGames.category,
};

/**
 * How a code is shown to an operator: the name players see with the code beside ("Slots (RNG)",
 * "Tiếng Việt (vi)", "Trung tâm thưởng (REWCEN3)"); a choice of a list at `path` by its written name
 * ("Sau một danh mục" for placement `after`); other codes as they are.
 */
export function enumName(
  list: readonly unknown[] | undefined,
  value: string,
  lang: string,
  path = '',
): string {
  if (list === GAME_CATEGORIES) {
    const name = (CATEGORY_NAMES[lang] ?? CATEGORY_NAMES.en!)[value];
    return name && name !== value ? `${name} (${value})` : value;
  }
  if (list === LANGUAGE_CODES) {
    const name = LANGUAGE_NAMES[value as keyof typeof LANGUAGE_NAMES];
    return name ? `${name} (${value})` : value;
  }
  // Flag labels carry their code already ("Trung tâm thưởng (REWCEN3)").
  if (list === SITE_FLAGS) return labelOf(`flags/${value}`, lang) ?? value;
  if (list === MODULE_IDS) {
    const name = choiceOf('modules', value, lang);
    return name ? `${name} (${value})` : value;
  }
  return (path && choiceOf(path, value, lang)) || value;
}

/**
 * The uiSchema's words for one schema path and everything under it: each member's label and help
 * from locales/<lang>/console-labels.json, and enum choices by their player names.
 */
export function labelUi(schema: Node, path: string, lang: string, ui: UiSchema = {}): UiSchema {
  const out: UiSchema = { ...ui };
  if (path) {
    const title = labelOf(path, lang);
    const help = helpOf(path, lang);
    if (title) out['ui:title'] = title;
    if (help) out['ui:description'] = help;
  }
  if (schema.enum) {
    const names = schema.enum.map((v) => enumName(schema.enum, String(v), lang, path));
    if (names.some((n, i) => n !== String(schema.enum![i]))) out['ui:enumNames'] = names;
  }
  for (const [k, v] of Object.entries(schema.properties ?? {}))
    out[k] = labelUi(v, path ? `${path}/${k}` : k, lang, (ui[k] as UiSchema | undefined) ?? {});
  const items = schema.items && !Array.isArray(schema.items) ? (schema.items as Node) : undefined;
  if (items) {
    // An ordered list of codes (categories, languages) names its choices in the widget itself.
    const itemUi = labelUi(items, path, lang, (ui.items as UiSchema | undefined) ?? {});
    delete itemUi['ui:title'];
    delete itemUi['ui:description'];
    if (items.enum) out['ui:options'] = { ...(out['ui:options'] as object), enumList: items.enum };
    out.items = itemUi;
  }
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
    const extra = labelUi(
      schema.additionalProperties as Node,
      `${path}/*`,
      lang,
      (ui.additionalProperties as UiSchema | undefined) ?? {},
    );
    out.additionalProperties = extra;
  }
  return out;
}
