import { useTranslation } from 'react-i18next';
import type { ResolvedMenuItem } from '@core/menus';
import { Badge, Icon, useMenuAction } from '../../../shared/ui';
import { entryUnread, useUnread } from '../../../shared/unread';

/** The merchant's member-centre entries as a grid of tiles (new template) or a list of rows (base). */
export function MemberEntries({ items, layout }: { items: ResolvedMenuItem[]; layout: 'grid' | 'list' }) {
  const { t } = useTranslation();
  const act = useMenuAction();
  const unread = useUnread();
  if (items.length === 0) return null;
  return (
    <nav aria-label={t('member.centre.entries')}>
      <ul className={`mb-entries mb-entries--${layout}`}>
        {items.map((it) => (
          <li key={it.key}>
            <button
              type="button"
              onClick={() => act(it)}
              data-entry={it.key}
              data-config-path={it.configPath}
            >
              <span className="mb-entries__icon">
                <Icon name={it.icon ?? it.key} size={layout === 'grid' ? 24 : 20} />
                <Badge
                  count={entryUnread(it.path, unread)}
                  label={t('menu.unread', { count: entryUnread(it.path, unread) })}
                />
              </span>
              <span className="mb-entries__label">{t(it.labelKey)}</span>
              {layout === 'list' && <Icon name="chevron" size={16} className="mb-entries__chev" />}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
