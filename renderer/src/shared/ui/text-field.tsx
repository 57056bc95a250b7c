import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icons';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'> {
  label: string;
  error?: string;
  hint?: string;
  /** Content before the input (a dialing-code picker, an icon). */
  prefix?: ReactNode;
  /** Content after the input (a get-code button, a captcha image). */
  suffix?: ReactNode;
  /** A password field gets a show/hide toggle. */
  revealable?: boolean;
}

/** A labelled input with its error text tied to it (aria-describedby), so the error is read out. */
export function TextField({
  label,
  error,
  hint,
  prefix,
  suffix,
  revealable,
  type = 'text',
  className,
  id: idProp,
  ...rest
}: TextFieldProps) {
  const { t } = useTranslation();
  const auto = useId();
  const id = idProp ?? auto;
  const [shown, setShown] = useState(false);
  const described =
    [error ? `${id}-err` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`ui-field ${error ? 'ui-field--error' : ''} ${className ?? ''}`}>
      <label className="ui-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="ui-field__box">
        {prefix}
        <input
          id={id}
          className="ui-field__input"
          type={revealable && shown ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          {...rest}
        />
        {revealable && (
          <button
            type="button"
            className="ui-field__icon-btn"
            onClick={() => setShown((s) => !s)}
            aria-label={t(shown ? 'common.hidePassword' : 'common.showPassword')}
            aria-pressed={shown}
          >
            <Icon name={shown ? 'eyeOff' : 'eye'} size={20} />
          </button>
        )}
        {suffix}
      </div>
      {hint && !error && (
        <p id={`${id}-hint`} className="ui-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-err`} className="ui-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
