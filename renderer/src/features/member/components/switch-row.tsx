import type { ReactNode } from 'react';

/** A settings row with an on/off switch (role="switch"); the label names it, the hint describes it. */
export function SwitchRow({
  id,
  label,
  hint,
  checked,
  onChange,
  icon,
}: {
  id: string;
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (v: boolean) => void;
  icon?: ReactNode;
}) {
  return (
    <div className="mb-setting">
      {icon && <span className="mb-setting__icon">{icon}</span>}
      <span className="mb-setting__text">
        <span id={`${id}-label`} className="mb-setting__label">
          {label}
        </span>
        {hint && (
          <span id={`${id}-hint`} className="mb-setting__hint">
            {hint}
          </span>
        )}
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mb-switch"
        onClick={() => onChange(!checked)}
        data-testid={id}
      >
        <span className="mb-switch__knob" />
      </button>
    </div>
  );
}
