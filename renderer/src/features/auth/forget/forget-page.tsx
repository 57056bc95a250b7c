import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useEditingGuard } from '../../../shared/config';
import { Page } from '../../../shared/ui';
import { AuthBrand } from '../components/auth-brand';
import { ForgetPanel } from './forget-panel';
import '../auth.css';

/** /m/forget: by email or by phone; either ends logged in, at home. */
export default function ForgetPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEditingGuard();
  return (
    <Page title={t('titles.forget')} className="auth-page">
      <AuthBrand subtitle={t('account.forgotSubtitle')} />
      <ForgetPanel onDone={() => navigate('/m/home', { replace: true })} />
    </Page>
  );
}
