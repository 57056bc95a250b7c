import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  error?: string;
}

/** A native checkbox (keyboard and screen readers for free) with a 44 px row. */
export function Checkbox({ label, error, className, ...rest }: CheckboxProps) {
  const id = useId();
  return (
    <div className={`ui-check ${className ?? ''}`}>
      <input
        id={id}
        type="checkbox"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-err` : undefined}
        {...rest}
      />
      <label htmlFor={id}>{label}</label>
      {error && (
        <p id={`${id}-err`} className="ui-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
