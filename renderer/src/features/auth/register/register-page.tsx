import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { redirectTarget } from '@core/routes';
import { isMemberSession, useSessionStore } from '../../../shared/session';
import { Page, PageBanner } from '../../../shared/ui';
import { AuthBrand } from '../components/auth-brand';
import { RegisterForm } from './register-form';
import { RegisterSuccess } from './register-success';
import { useRegisterDone } from './use-register-done';
import '../auth.css';

/** /m/register (and /m/register.html). A member who is already signed in goes home (or to `redirect`). */
export default function RegisterPage() {
  const { t } = useTranslation();
  const done = useRegisterDone();
  const target = redirectTarget(useSearchParams()[0].get('redirect'));
  // Decided when the page opens: the session a registration here creates must not skip its notice.
  const [signedIn] = useState(() => isMemberSession(useSessionStore.getState().session));
  if (signedIn) return <Navigate to={target} replace />;
  return (
    <Page title={t('titles.register')} className="auth-page">
      <AuthBrand subtitle={t('account.registerSubtitle')} />
      <PageBanner type="m_reg" />
      <RegisterForm onDone={done.onRegistered} />
      <RegisterSuccess open={done.noticeOpen} username={done.generatedName} onConfirm={done.onConfirm} />
    </Page>
  );
}
