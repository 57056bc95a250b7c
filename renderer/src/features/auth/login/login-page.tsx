import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '../../../shared/ui';
import { AuthBrand } from '../components/auth-brand';
import { LoginForm } from './login-form';
import '../auth.css';

/** /m/login: the login form as a page; success goes home. */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Page title={t('titles.login')} className="auth-page">
      <AuthBrand subtitle={t('account.loginSubtitle')} />
      <LoginForm onDone={() => navigate('/m/home', { replace: true })} />
    </Page>
  );
}
