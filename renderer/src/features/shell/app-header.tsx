import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { findRoute } from '@core/routes';
import { backTarget } from './back-target';
import { useMerchantConfig } from '../../shared/config';
import { announceLogoHome, Icon, runBackHandler, scrollSmooth, useMenuState } from '../../shared/ui';
import { StatusBar } from './status-bar';
import './shell.css';

export function AppHeader() {
  const { t } = useTranslation();
  const config = useMerchantConfig();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const route = findRoute(pathname);
  const isHome = route?.key === 'home';
  const toggle = useMenuState((s) => s.toggle);
  const sideOpen = useMenuState((s) => s.open === 'side');

  const goLogo = () => {
    announceLogoHome();
    void scrollSmooth(window, { top: 0 });
    if (!isHome) navigate('/m/home');
  };
  const goBack = () => {
    if (runBackHandler()) return;
    const target = backTarget(
      route?.key,
      window.history.length > 1 && (window.history.state as { idx?: number } | null)?.idx !== 0,
    );
    if (target === -1) navigate(-1);
    else navigate(target);
  };

  return (
    <header className="shell-header">
      {isHome ? (
        <button
          type="button"
          className="shell-icon-btn"
          onClick={() => toggle('side')}
          aria-label={t('menu.openMenu')}
          aria-expanded={sideOpen}
          aria-controls="side-menu"
        >
          <Icon name="menu" />
        </button>
      ) : (
        <button
          type="button"
          className="shell-icon-btn"
          onClick={goBack}
          aria-label={t('common.back')}
          data-shell-back=""
        >
          <Icon name="back" />
        </button>
      )}
      {isHome ? (
        <button
          type="button"
          className="shell-logo"
          onClick={goLogo}
          aria-label={t('common.logoHome', { name: config.name })}
        >
          <img src={config.theme.logo} alt={config.name} height={32} />
        </button>
      ) : (
        <h1 className="shell-title">{t(`titles.${route?.key ?? 'home'}`)}</h1>
      )}
      <div className="shell-header__end">
        {isHome ? (
          <StatusBar />
        ) : (
          <button
            type="button"
            className="shell-icon-btn"
            onClick={() => toggle('side')}
            aria-label={t('menu.openMenu')}
            aria-expanded={sideOpen}
            aria-controls="side-menu"
          >
            <Icon name="menu" />
          </button>
        )}
      </div>
    </header>
  );
}
