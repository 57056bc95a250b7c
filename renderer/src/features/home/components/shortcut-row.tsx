import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { shortcutItems } from '@core/menus';
import { useMerchantConfig } from '../../../shared/config';
import { Icon } from '../../../shared/ui';
import { useRole } from '../../../shared/session';

const LOGIN = '/m/login';
/** The agent shortcut goes to the agent join page for everyone (spec §2). */
const AGENT_JOIN = '/m/join';

/**
 * Shortcut row: deposit, withdraw, VIP go to their pages when logged in, otherwise /m/login; agent
 * always /m/join; each shown only when the menu rules (core/menus) allow it.
 */
export function ShortcutRow() {
  const { t } = useTranslation();
  const config = useMerchantConfig();
  const role = useRole();
  const items = shortcutItems(config, { role });
  if (items.length === 0) return null;
  const target = (key: string, path?: string) =>
    key === 'agent' ? AGENT_JOIN : role === 'guest' ? LOGIN : (path ?? LOGIN);
  return (
    <nav className="hm-shortcuts" aria-label={t('home.shortcuts')}>
      {items.map((it) => (
        <Link
          key={it.key}
          to={target(it.key, it.path)}
          className="hm-shortcut"
          data-config-path={it.configPath}
        >
          <span className="hm-shortcut__icon">
            <Icon name={it.icon ?? it.key} size={24} />
          </span>
          <span>{t(it.labelKey)}</span>
        </Link>
      ))}
    </nav>
  );
}
