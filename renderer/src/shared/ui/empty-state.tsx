import type { ReactNode } from 'react';
import { Icon } from './icons';

/** The no-data state of lists (spec §8): an icon, a message, an optional action. */
export function EmptyState({
  icon = 'info',
  title,
  children,
}: {
  icon?: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="ui-empty">
      <span className="ui-empty__icon">
        <Icon name={icon} size={36} />
      </span>
      <p className="ui-empty__title">{title}</p>
      {children}
    </div>
  );
}
