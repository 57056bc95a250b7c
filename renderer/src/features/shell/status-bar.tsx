import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOpenAuth } from '../../shared/auth-popup';
import { useSession } from '../../shared/session';
import { Icon } from '../../shared/ui';
import { Balance } from './balance';
import { useLogoutConfirm } from '../../shared/session';

/** Spec §2 status bar: balance and sign-out when logged in; join now and login otherwise. */
export function StatusBar() {
  const { t } = useTranslation();
  const session = useSession();
  const askLogout = useLogoutConfirm((s) => s.ask);
  const openAuth = useOpenAuth();
  if (session) {
    return (
      <div className="shell-status">
        <Balance compact />
        <button type="button" className="shell-mini-btn" onClick={askLogout} aria-label={t('common.logout')}>
          <Icon name="logout" size={18} />
        </button>
      </div>
    );
  }
  return (
    <nav className="shell-status" aria-label={t('menu.account')}>
      {/* Links (they work without script and open in a new tab); a tap opens the popup where the player is. */}
      <Link
        className="shell-chip shell-chip--ghost"
        to="/m/login"
        onClick={(e) => {
          e.preventDefault();
          openAuth('login');
        }}
      >
        {t('common.login')}
      </Link>
      <Link
        className="shell-chip"
        to="/m/register"
        onClick={(e) => {
          e.preventDefault();
          openAuth('register');
        }}
      >
        {t('common.joinNow')}
      </Link>
    </nav>
  );
}
