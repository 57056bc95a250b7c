import { useEffect, useRef, type KeyboardEvent } from 'react';

export interface ScrollTab {
  key: string;
  label: string;
}

/**
 * A horizontally scrollable tab strip (promotion categories, help topics): ARIA tabs, arrow keys
 * move, the selected tab scrolls into view.
 */
export function ScrollTabs({
  items,
  value,
  onChange,
  label,
  controls,
}: {
  items: readonly ScrollTab[];
  value: string;
  onChange: (k: string) => void;
  label: string;
  controls?: string;
}) {
  const strip = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = strip.current?.querySelector<HTMLElement>('[aria-selected="true"]');
    el?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [value]);
  const onKey = (e: KeyboardEvent, i: number) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = items[(i + step + items.length) % items.length];
    if (next) onChange(next.key);
    const tabs = strip.current?.querySelectorAll<HTMLElement>('[role="tab"]');
    tabs?.[(i + step + items.length) % items.length]?.focus();
  };
  return (
    <div className="ct-tabs" role="tablist" aria-label={label} ref={strip}>
      {items.map((it, i) => (
        <button
          key={it.key}
          type="button"
          role="tab"
          aria-selected={it.key === value}
          aria-controls={controls}
          tabIndex={it.key === value ? 0 : -1}
          className="ct-tabs__tab"
          onClick={() => onChange(it.key)}
          onKeyDown={(e) => onKey(e, i)}
        >
          {it.label}
        </button>
      ))}
    </div>
  );
}
