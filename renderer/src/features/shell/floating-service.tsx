import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { findRoute } from '@core/routes';
import { floatingServiceItems } from '@core/menus';
import { useMerchantConfig } from '../../shared/config';
import { useRole } from '../../shared/session';
import { Icon } from '../../shared/ui';
import { useServiceUrl } from './use-menu-action';
import { isPlatformChat, useOpenService } from '../../shared/ui/use-open-service';

/** Spec §2 floating service buttons (LIVECHAT-1, TELEGRAM-1, TELEGRAM-2) on home: links to the merchant's service entries. */
export function FloatingService() {
  const { t } = useTranslation();
  const config = useMerchantConfig();
  const role = useRole();
  const url = useServiceUrl();
  const openService = useOpenService();
  // Only over browsing screens: on forms the buttons would cover fields and the submit button.
  const onHome = findRoute(useLocation().pathname)?.key === 'home';
  const items = floatingServiceItems(config, { role })
    .map((it) => ({ it, href: url(it.csType, it.csPosition) }))
    .filter((x) => x.href);
  const [open, setOpen] = useState(false);
  if (!onHome || !items.length) return null;
  // One button that unfolds the entries, so the stack does not cover the games underneath.
  return (
    <aside className="shell-float" aria-label={t('menu.customerService')}>
      <ul className="shell-float__list" id="float-service" hidden={!open}>
        {items.map(({ it, href }) => (
          <li key={it.key}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              onClick={(e) => {
                // The platform's own chat opens here, with a back link and the player's name.
                if (!href || !isPlatformChat(href)) return;
                e.preventDefault();
                openService(href);
              }}
              aria-label={t(`menu.service.${it.key}`, { defaultValue: t(it.labelKey) })}
            >
              <Icon name={it.icon ?? 'support'} size={22} />
            </a>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="shell-float__toggle"
        aria-expanded={open}
        aria-controls="float-service"
        aria-label={t(open ? 'menu.serviceClose' : 'menu.serviceOpen')}
        onClick={() => setOpen((o) => !o)}
      >
        <Icon name={open ? 'close' : 'support'} size={22} />
      </button>
    </aside>
  );
}
