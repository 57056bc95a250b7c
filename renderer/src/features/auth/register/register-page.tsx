import { useTranslation } from 'react-i18next';
import { Page } from '../../../shared/ui';
import { AuthBrand } from '../components/auth-brand';
import { RegisterForm } from './register-form';
import { RegisterSuccess } from './register-success';
import { useRegisterDone } from './use-register-done';
import '../auth.css';

/** /m/register (and /m/register.html). */
export default function RegisterPage() {
  const { t } = useTranslation();
  const done = useRegisterDone();
  return (
    <Page title={t('titles.register')} className="auth-page">
      <AuthBrand subtitle={t('account.registerSubtitle')} />
      <RegisterForm onDone={done.onRegistered} />
      <RegisterSuccess open={done.noticeOpen} onConfirm={done.onConfirm} />
    </Page>
  );
}
