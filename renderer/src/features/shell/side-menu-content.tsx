import { useTranslation } from 'react-i18next';
import { quickEntries, sideMenuItems } from '@core/menus';
import { useOpenAuth } from '../../shared/auth-popup';
import { useMerchantConfig } from '../../shared/config';
import { useRole, useSession } from '../../shared/session';
import { Badge, Button, HeadIcon, Icon, LogoutButton, useMenuState } from '../../shared/ui';
import { Balance } from './balance';
import { LanguageSelect } from './language-select';
import { useMenuAction } from './use-menu-action';
import { useInApp } from './use-in-app';
import { useProfile } from './member-info';
import { entryUnread, useUnread } from '../../shared/unread';

/** The side menu's entries (spec §2): guest vs member head, quick entries, the list, language, sign-out. */
export default function SideMenuContent() {
  const { t } = useTranslation();
  const config = useMerchantConfig();
  const session = useSession();
  const role = useRole();
  const inApp = useInApp();
  const close = useMenuState((s) => s.close);
  const act = useMenuAction();
  const profile = useProfile();
  const unread = useUnread();
  const openAuth = useOpenAuth();
  const auth = (which: 'login' | 'register') => {
    close();
    openAuth(which);
  };
  const ctx = { role, inApp };
  const quick = quickEntries(config, ctx);
  const items = sideMenuItems(config, ctx);
  return (
    <>
      <div className="side-menu__head">
        <img src={config.theme.logo} alt={config.name} height={30} />
        <button type="button" className="shell-icon-btn" onClick={close} aria-label={t('menu.closeMenu')}>
          <Icon name="close" />
        </button>
      </div>
      {session && profile ? (
        <section className="side-menu__profile" aria-label={t('menu.account')}>
          <span className="side-menu__avatar" aria-hidden="true">
            <HeadIcon icon={profile.headIcon} seed={profile.account ?? profile.name} size={48} />
          </span>
          <div className="side-menu__who">
            <strong>{profile.name}</strong>
            {profile.account && (
              <span className="side-menu__account">
                {t('menu.accountLine', { account: profile.account })}
              </span>
            )}
            <Balance />
          </div>
        </section>
      ) : (
        <section className="side-menu__guest">
          <p>{t('menu.guestHello', { name: config.name })}</p>
          <div className="side-menu__guest-actions">
            <Button variant="secondary" onClick={() => auth('login')}>
              {t('common.login')}
            </Button>
            <Button onClick={() => auth('register')}>{t('common.register')}</Button>
          </div>
        </section>
      )}
      {quick.length > 0 && (
        <ul className="side-menu__quick">
          {quick.map((q) => (
            <li key={q.key}>
              <button type="button" onClick={() => act(q)} data-config-path={q.configPath}>
                <span className="side-menu__quick-icon">
                  <Icon name={q.icon ?? q.key} />
                </span>
                {t(q.labelKey)}
              </button>
            </li>
          ))}
        </ul>
      )}
      <ul className="side-menu__list">
        {items.map((it) => (
          <li key={it.key}>
            <button type="button" onClick={() => act(it)} data-config-path={it.configPath}>
              <Icon name={it.icon ?? it.key} />
              <span>
                {t(it.labelKey)}{' '}
                <Badge
                  count={entryUnread(it.path, unread)}
                  label={t('menu.unread', { count: entryUnread(it.path, unread) })}
                />
              </span>
              <Icon name="chevron" size={16} className="side-menu__chev" />
            </button>
          </li>
        ))}
      </ul>
      <LanguageSelect />
      {session && <LogoutButton className="side-menu__logout" />}
    </>
  );
}
