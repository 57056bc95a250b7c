import { badgeText } from '@core/format';

/** Unread count: '99+' above 99, nothing at 0 (spec §9). `label` names it for screen readers. */
export function Badge({ count, label }: { count: number; label?: string }) {
  const text = badgeText(count);
  if (!text) return null;
  return (
    <span className="ui-badge" aria-label={label}>
      {text}
    </span>
  );
}
