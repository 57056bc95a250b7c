import { useTranslation } from 'react-i18next';
import type { ConfigChange } from '../types';
import { GAME_CATEGORIES } from '@schemas';
import { labelOf } from '../config/labels';
import { enumName } from '../config/ui-labels';

/** Codes in a change by the words operators read: a flag by its label, a category by its player name. */
function named({ key, params }: ConfigChange, lang: string): ConfigChange['params'] {
  const out = { ...params };
  const label = (prefix: string, v: unknown) => labelOf(`${prefix}${String(v).replace(/\./g, '/')}`, lang);
  if (params.flag !== undefined) out.flag = label('flags/', params.flag) ?? params.flag;
  if (params.colour !== undefined) out.colour = label('theme/colors/', params.colour) ?? params.colour;
  if (params.limit !== undefined) out.limit = label('limits/', params.limit) ?? params.limit;
  if (params.template !== undefined) out.template = label('templates/', params.template) ?? params.template;
  for (const k of ['category', 'after'] as const)
    if (key.includes('category') && typeof params[k] === 'string')
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
                  ...named(c, i18n.language),
                  list: c.params.list ? t(`console.menuLists.${String(c.params.list)}`) : undefined,
                })}
              </dd>
            ))}
        </div>
      ))}
    </dl>
  );
}
