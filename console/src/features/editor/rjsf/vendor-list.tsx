import type { WidgetProps } from '@rjsf/utils';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { GAME_CATEGORIES } from '@schemas';
import { adminQueries } from '../../../shared/queries';
import { enumName } from '../../../shared/config/ui-labels';

/**
 * A list of vendor codes picked from the game catalogue (issue 35: typing "JILI" by hand was the only
 * way): each chosen vendor by its name and category, removable; a list of the catalogue's vendors,
 * grouped by category, adds one. A code the catalogue lacks stays listed, marked as such.
 * `ui:options.every` offers '*' (every vendor) as well.
 */
export function VendorListWidget({ id, value, onChange, label, disabled, readonly, options }: WidgetProps) {
  const { t, i18n } = useTranslation();
  const catalogue = useQuery(adminQueries.catalogueVendors());
  const list: string[] = Array.isArray(value) ? (value as string[]) : [];
  const locked = disabled || readonly;
  const category = (c: string) => enumName(GAME_CATEGORIES, c, i18n.language).replace(/ \(.*\)$/, '');
  const named = (code: string) => {
    if (code === '*') return t('console.widgets.everyVendor');
    const v = catalogue.data?.find((x) => x.vassalage === code);
    if (!v) return catalogue.data ? t('console.widgets.vendorUnknown', { code }) : code;
    const name = v.displayName === code ? code : `${v.displayName} (${code})`;
    return `${name} · ${category(v.gameType)}`;
  };
  const groups = new Map<string, string[]>();
  for (const v of catalogue.data ?? [])
    if (!list.includes(v.vassalage)) groups.set(v.gameType, [...(groups.get(v.gameType) ?? []), v.vassalage]);
  return (
    <div className="ordered-enum vendor-list" id={id}>
      {list.length === 0 ? (
        <p className="muted">{t('console.widgets.noVendors')}</p>
      ) : (
        <ul aria-label={label}>
          {list.map((code) => (
            <li key={code}>
              <span>{named(code)}</span>
              <button
                type="button"
                className="icon-btn danger"
                disabled={locked}
                aria-label={t('console.widgets.remove', { item: named(code) })}
                title={t('console.widgets.remove', { item: named(code) })}
                onClick={() => onChange(list.filter((x) => x !== code))}
              >
                ✕
              </button>
            </li>
          ))}
        </ul>
      )}
      {!locked && (
        <select
          aria-label={t('console.widgets.addVendor', { name: label })}
          value=""
          onChange={(e) => e.target.value && onChange([...list, e.target.value])}
        >
          <option value="">{t('console.widgets.chooseVendor')}</option>
          {options.every === true && !list.includes('*') && (
            <option value="*">{t('console.widgets.everyVendor')}</option>
          )}
          {[...groups].map(([type, codes]) => (
            <optgroup key={type} label={category(type)}>
              {codes.map((code) => (
                <option key={code} value={code}>
                  {named(code)}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      )}
    </div>
  );
}
