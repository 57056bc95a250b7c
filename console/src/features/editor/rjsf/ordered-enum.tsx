import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_CODES } from '@schemas';
import { enumName } from '../../../shared/config/ui-labels';
import { LanguageTextsNotes } from '../../../shared/review/language-texts';

/**
 * A list of distinct choices where the order matters (category order, languages, modules): rjsf
 * would render a multi-select, which cannot express an order. Entries can be moved, removed and added.
 */
export function OrderedEnumWidget({ id, value, onChange, options, label, disabled, readonly }: WidgetProps) {
  const { t, i18n } = useTranslation();
  const list: string[] = Array.isArray(value) ? (value as string[]) : [];
  // Codes by the names players see, the code beside ("Slots (RNG)").
  const named = (v: string) => enumName(options.enumList as readonly unknown[] | undefined, v, i18n.language);
  const choices = (options.enumOptions ?? []).map((o) => String(o.value)).filter((v) => !list.includes(v));
  const locked = disabled || readonly;
  const move = (i: number, d: -1 | 1) => {
    const next = [...list];
    [next[i], next[i + d]] = [next[i + d]!, next[i]!];
    onChange(next);
  };
  return (
    <div className="ordered-enum" id={id}>
      <ol aria-label={label}>
        {list.map((v, i) => (
          <li key={v}>
            <span>{named(v)}</span>
            <button
              type="button"
              className="icon-btn"
              disabled={locked || i === 0}
              aria-label={t('console.widgets.moveUp', { item: named(v) })}
              title={t('console.widgets.moveUp', { item: named(v) })}
              onClick={() => move(i, -1)}
            >
              ↑
            </button>
            <button
              type="button"
              className="icon-btn"
              disabled={locked || i === list.length - 1}
              aria-label={t('console.widgets.moveDown', { item: named(v) })}
              title={t('console.widgets.moveDown', { item: named(v) })}
              onClick={() => move(i, 1)}
            >
              ↓
            </button>
            <button
              type="button"
              className="icon-btn danger"
              disabled={locked}
              aria-label={t('console.widgets.remove', { item: named(v) })}
              title={t('console.widgets.remove', { item: named(v) })}
              onClick={() => onChange(list.filter((x) => x !== v))}
            >
              ✕
            </button>
          </li>
        ))}
      </ol>
      {!locked && choices.length > 0 && (
        <select
          aria-label={t('console.widgets.addTo', { name: label })}
          value=""
          onChange={(e) => e.target.value && onChange([...list, e.target.value])}
        >
          <option value="">{t('console.widgets.addChoice')}</option>
          {choices.map((c) => (
            <option key={c} value={c}>
              {named(c)}
            </option>
          ))}
        </select>
      )}
      {/* Languages: warn about one players would read in English (issue 35 item 10). */}
      {options.enumList === LANGUAGE_CODES && <LanguageTextsNotes languages={list} />}
    </div>
  );
}
