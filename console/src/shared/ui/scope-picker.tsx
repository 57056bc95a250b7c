import { useTranslation } from 'react-i18next';

/** The merchants a user may touch: every one, or the ones ticked. */
export function ScopePicker({
  idPrefix,
  value,
  choices,
  allowAll,
  onChange,
}: {
  idPrefix: string;
  value: string[] | null;
  choices: readonly { code: string; name: string }[];
  allowAll: boolean;
  onChange(v: string[] | null): void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="scope">
      <legend>{t('console.users.merchants')}</legend>
      {allowAll && (
        <label htmlFor={`${idPrefix}-all`}>
          <input
            id={`${idPrefix}-all`}
            type="checkbox"
            checked={value === null}
            onChange={(e) => onChange(e.target.checked ? null : choices.map((c) => c.code))}
          />{' '}
          {t('console.users.allMerchants')}
        </label>
      )}
      {value !== null &&
        choices.map((m) => (
          <label key={m.code} htmlFor={`${idPrefix}-${m.code}`}>
            <input
              id={`${idPrefix}-${m.code}`}
              type="checkbox"
              checked={value.includes(m.code)}
              onChange={(e) =>
                onChange(e.target.checked ? [...value, m.code] : value.filter((c) => c !== m.code))
              }
            />{' '}
            {m.name} <code>{m.code}</code>
          </label>
        ))}
    </fieldset>
  );
}
