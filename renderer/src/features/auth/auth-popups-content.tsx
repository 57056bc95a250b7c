import { useTranslation } from 'react-i18next';
import './auth.css';
import { useLocation, useNavigate } from 'react-router';
import { findRoute } from '@core/routes';
import { useAuthPopup, type AuthPopup } from '../../shared/auth-popup';
import { Popup } from '../../shared/ui';
import { LoginForm } from './login/login-form';
import { RegisterForm } from './register/register-form';
import { RegisterSuccess } from './register/register-success';
import { useRegisterDone } from './register/use-register-done';
import { ForgetPanel } from './forget/forget-panel';

const AUTH_ROUTES: readonly string[] = ['login', 'register', 'forget', 'changePsw'];

/**
 * Auth popups (spec §2): one at a time, opening one closes the others; when one finishes closing
 * on an auth route, the player goes to /m/home.
 */
export default function AuthPopupsContent() {
  const { t } = useTranslation();
  const open = useAuthPopup((s) => s.open);
  const show = useAuthPopup((s) => s.show);
  const hide = useAuthPopup((s) => s.hide);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const done = useRegisterDone();
  const onClosed = () => {
    if (useAuthPopup.getState().open) return;
    if (AUTH_ROUTES.includes(findRoute(pathname)?.key ?? '')) navigate('/m/home', { replace: true });
  };
  const popup = (key: AuthPopup, title: string, body: React.ReactNode) => (
    <Popup open={open === key} onClose={hide} onClosed={onClosed} title={title}>
      {body}
    </Popup>
  );
  return (
    <>
      {popup(
        'login',
        t('titles.login'),
        <LoginForm
          onDone={hide}
          onForgot={() => show('forget')}
          onRegister={() => show('register')}
          agentPage={pathname.startsWith('/m/agent')}
        />,
      )}
      {popup(
        'register',
        t('titles.register'),
        <RegisterForm
          onDone={(generatedName) => {
            hide();
            done.onRegistered(generatedName);
          }}
          onLogin={() => show('login')}
        />,
      )}
      {popup('forget', t('titles.forget'), <ForgetPanel onDone={hide} />)}
      <RegisterSuccess open={done.noticeOpen} username={done.generatedName} onConfirm={done.onConfirm} />
    </>
  );
}
