import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';

/** A colour picker with the hex value beside it (both labelled; either edits the value). */
export function ColourWidget({ id, value, onChange, label, disabled, readonly }: WidgetProps) {
  const { t } = useTranslation();
  const hex = typeof value === 'string' ? value : '';
  return (
    <span className="colour">
      <input
        type="color"
        id={id}
        aria-label={t('console.widgets.colourPicker', { name: label })}
        value={/^#[0-9a-fA-F]{6}$/.test(hex) ? hex : '#000000'}
        disabled={disabled || readonly}
        onChange={(e) => onChange(e.target.value)}
      />
      <input
        type="text"
        aria-label={t('console.widgets.colourHex', { name: label })}
        value={hex}
        disabled={disabled || readonly}
        onChange={(e) => onChange(e.target.value || undefined)}
        size={8}
      />
    </span>
  );
}

/** Booleans as switches: a flag reads as on/off, not as a form checkbox. */
export function ToggleWidget({
  id,
  value,
  onChange,
  label,
  disabled,
  readonly,
  schema,
  uiSchema,
}: WidgetProps) {
  const { t } = useTranslation();
  const description = (uiSchema?.['ui:description'] as string | undefined) ?? schema.description;
  const on = value === true;
  return (
    <div className="toggle-row">
      <label className="toggle" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          role="switch"
          aria-checked={on}
          aria-describedby={description ? `${id}-doc` : undefined}
          checked={on}
          disabled={disabled || readonly}
          onChange={(e) => onChange(e.target.checked)}
        />
        <span className="toggle-label">{label}</span>
        <span className="toggle-state" aria-hidden="true">
          {on ? t('console.widgets.on') : t('console.widgets.off')}
        </span>
      </label>
      {description && (
        <span id={`${id}-doc`} className="field-description">
          {description}
        </span>
      )}
    </div>
  );
}

/** A regular expression field that says at once whether the pattern compiles (the player form runs it). */
export function RegExpWidget({ id, value, onChange, label, disabled, readonly }: WidgetProps) {
  const { t } = useTranslation();
  const text = typeof value === 'string' ? value : '';
  let compiles = true;
  try {
    new RegExp(text);
  } catch {
    compiles = false;
  }
  return (
    <span className="regexp">
      <input
        id={id}
        type="text"
        className="mono"
        aria-label={label}
        aria-invalid={!compiles}
        aria-describedby={`${id}-compiles`}
        value={text}
        disabled={disabled || readonly}
        onChange={(e) => onChange(e.target.value || undefined)}
      />
      <span id={`${id}-compiles`} className={compiles ? 'ok' : 'bad'}>
        {text === ''
          ? t('console.widgets.regexpEmpty')
          : compiles
            ? t('console.widgets.regexpOk')
            : t('console.widgets.regexpBad')}
      </span>
    </span>
  );
}
