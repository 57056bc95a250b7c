import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useEditingGuard } from '../../../shared/config';
import { Page } from '../../../shared/ui';
import { AuthBrand } from '../components/auth-brand';
import { ForgetPanel } from './forget-panel';
import '../auth.css';

/** /m/forget: by email (success → back) or by phone (success → logged in, home). */
export default function ForgetPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEditingGuard();
  return (
    <Page title={t('titles.forget')} className="auth-page">
      <AuthBrand subtitle={t('account.forgotSubtitle')} />
      <ForgetPanel onEmailDone={() => navigate('/m/login', { replace: true })} onPhoneDone={() => navigate('/m/home', { replace: true })} />
    </Page>
  );
}
