import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { redirectTarget } from '@core/routes';
import { isMemberSession, useSessionStore } from '../../../shared/session';
import { Page, PageBanner } from '../../../shared/ui';
import { AuthBrand } from '../components/auth-brand';
import { LoginForm } from './login-form';
import '../auth.css';

/**
 * /m/login: the login form as a page; success goes to the `redirect` page (a page of the site) or
 * home. A member who is already signed in goes there at once (issue 17).
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const target = redirectTarget(useSearchParams()[0].get('redirect'));
  // Decided when the page opens: signing in on this page is the form's own success, not a redirect.
  const [signedIn] = useState(() => isMemberSession(useSessionStore.getState().session));
  if (signedIn) return <Navigate to={target} replace />;
  return (
    <Page title={t('titles.login')} className="auth-page">
      <AuthBrand subtitle={t('account.loginSubtitle')} />
      <PageBanner type="m_login" />
      <LoginForm onDone={() => navigate(target, { replace: true })} />
    </Page>
  );
}
