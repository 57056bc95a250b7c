import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { footerItems } from '@core/menus';
import { useMerchantConfig } from '../../shared/config';
import { useRole } from '../../shared/session';
import { Badge, Icon } from '../../shared/ui';
import { useUnread } from '../../shared/unread';
import { FOOTER_HIDE_SCROLL_PX } from './shell-constants';
import { useInApp } from './use-in-app';
import { useMenuAction } from './use-menu-action';

/** Spec §2 footer menu: promotion, home, customer service, member centre (+ live chat with CBS3); hides on scroll down. */
export function FooterMenu() {
  const { t } = useTranslation();
  const config = useMerchantConfig();
  const role = useRole();
  const inApp = useInApp();
  const act = useMenuAction();
  const { pathname } = useLocation();
  const hidden = useHideOnScroll();
  const unread = useUnread();
  const items = footerItems(config, { role, inApp });
  // A fifth of a phone's width: entries with the default label use its short form where one exists.
  const footerLabel = (it: (typeof items)[number]) =>
    it.labelKey === `menu.${it.key}`
      ? t(`menu.footerShort.${it.key}`, { defaultValue: t(it.labelKey) })
      : t(it.labelKey);
  return (
    <nav className={`shell-footer ${hidden ? 'shell-footer--hidden' : ''}`} aria-label={t('menu.footer')}>
      {items.map((it) => (
        <button
          key={it.key}
          type="button"
          onClick={() => act(it)}
          data-config-path={it.configPath}
          aria-current={it.path === pathname ? 'page' : undefined}
        >
          <span className="shell-footer__icon">
            <Icon name={it.icon ?? it.key} />
            {it.key === 'liveChat' && (
              <Badge count={unread.chat} label={t('menu.unread', { count: unread.chat })} />
            )}
          </span>
          <span>{footerLabel(it)}</span>
        </button>
      ))}
    </nav>
  );
}

function useHideOnScroll(): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (Math.abs(y - last) < FOOTER_HIDE_SCROLL_PX) return;
      setHidden(y > last && y > 0);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return hidden;
}
