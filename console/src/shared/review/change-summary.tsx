import { useTranslation } from 'react-i18next';
import type { ConfigChange } from '../types';
import { GAME_CATEGORIES } from '@schemas';
import type { TFunction } from 'i18next';
import { LANGUAGE_NAMES } from '@locales/languages';
import { choiceOf, labelOf, schemaPathOf } from '../config/labels';
import { menuItemName } from '../config/menu-label';
import { enumName } from '../config/ui-labels';

/**
 * Codes in a change by the words operators read: a flag by its label, a category by its player name,
 * a menu entry by its text, a template's variants by their names.
 */
function named({ key, params }: ConfigChange, lang: string, t: TFunction): ConfigChange['params'] {
  const out = { ...params };
  const label = (prefix: string, v: unknown) => labelOf(`${prefix}${String(v).replace(/\./g, '/')}`, lang);
  if (params.flag !== undefined) out.flag = label('flags/', params.flag) ?? params.flag;
  if (params.colour !== undefined) out.colour = label('theme/colors/', params.colour) ?? params.colour;
  if (params.limit !== undefined) out.limit = label('limits/', params.limit) ?? params.limit;
  if (params.template !== undefined) {
    out.template = label('templates/', params.template) ?? params.template;
    for (const k of ['from', 'to'] as const)
      out[k] = choiceOf(`templates/${String(params.template)}`, String(params[k]), lang) ?? params[k]!;
  }
  if (params.field !== undefined) out.field = label('register/fields/', params.field) ?? params.field;
  if (params.section !== undefined) out.section = label('', params.section) ?? params.section;
  const language = (l: unknown) => {
    const name = LANGUAGE_NAMES[l as keyof typeof LANGUAGE_NAMES];
    return name ? `${name} (${String(l)})` : String(l);
  };
  if (params.language !== undefined) out.language = language(params.language);
  if (key.endsWith('defaultLanguage')) {
    out.from = language(params.from);
    out.to = language(params.to);
  }
  if (typeof params.item === 'string') out.item = menuItemName(t, params.item);
  // A rollout's fields are JSON pointers ("/flags/CBS3"): by their labels.
  if (typeof params.fields === 'string')
    out.fields = params.fields
      .split(', ')
      .map((p) => labelOf(schemaPathOf(p), lang) ?? p)
      .join(', ');
  if (typeof params.after === 'string' && key.includes('menu')) out.after = menuItemName(t, params.after);
  for (const k of ['category', 'after'] as const)
    if ((key.includes('category') || key.includes('vendor')) && typeof params[k] === 'string')
      out[k] = String(params[k])
        .split(',')
        .map((c) => enumName(GAME_CATEGORIES, c, lang))
        .join(', ');
  return out;
}

/** "What changes for players", grouped by area, in the console language. */
export function ChangeSummary({
  changes,
  emptyKey = 'console.diff.none',
}: {
  changes: readonly ConfigChange[];
  emptyKey?: string;
}) {
  const { t, i18n } = useTranslation();
  if (changes.length === 0) return <p className="muted">{t(emptyKey)}</p>;
  const areas = [...new Set(changes.map((c) => c.area))];
  return (
    <dl className="changes">
      {areas.map((area) => (
        <div key={area}>
          <dt>{t(`console.areas.${area}`)}</dt>
          {changes
            .filter((c) => c.area === area)
            .map((c, i) => (
              <dd key={i}>
                {t(c.key, {
                  ...named(c, i18n.language, t),
                  list: c.params.list ? t(`console.menuLists.${String(c.params.list)}`) : undefined,
                })}
              </dd>
            ))}
        </div>
      ))}
    </dl>
  );
}
