import type { KeyboardEvent } from 'react';

export interface TabItem<K extends string> {
  key: K;
  label: string;
}

/** A tab strip (ARIA tabs, arrow keys move between tabs). */
export function Tabs<K extends string>({
  items,
  value,
  onChange,
  label,
}: {
  items: TabItem<K>[];
  value: K;
  onChange: (k: K) => void;
  label: string;
}) {
  const onKey = (e: KeyboardEvent, i: number) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = items[(i + step + items.length) % items.length];
    if (next) onChange(next.key);
  };
  return (
    <div className="ui-tabs" role="tablist" aria-label={label}>
      {items.map((it, i) => (
        <button
          key={it.key}
          type="button"
          role="tab"
          aria-selected={it.key === value}
          tabIndex={it.key === value ? 0 : -1}
          className="ui-tabs__tab"
          onClick={() => onChange(it.key)}
          onKeyDown={(e) => onKey(e, i)}
        >
          {it.label}
        </button>
      ))}
    </div>
  );
}
