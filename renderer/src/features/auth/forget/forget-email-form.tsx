import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkEmail, checkField, type FieldError } from '../../../../../core/register-fields';
import { isApiError } from '../../../shared/api';
import { useMerchantConfig } from '../../../shared/config';
import { useRevalidateOnLanguage } from '../../../shared/i18n';
import { Button, TextField, useToast } from '../../../shared/ui';
import { forgotByEmail } from '../api/auth-api';
import { ForgetEmailCodeForm } from './forget-email-code-form';
import { useFieldErrors } from '../lib/use-field-errors';

type Errors = { username?: FieldError; email?: FieldError };

/**
 * Forgot by email (spec §4, §5): validate, waiting message, call, success message; then the code
 * from the mail and a new password (issue 14), which log the player in.
 */
export function ForgetEmailForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const config = useMerchantConfig();
  const toast = useToast();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string>();
  const { errors, setErrors, text } = useFieldErrors<Errors>();
  const validate = (): Errors => {
    const e: Errors = {};
    // Spec §5: the shared login-username rule, its bounds not shown.
    if (checkField(config.login.username, username)) e.username = { key: username.trim() ? 'account.usernameInvalid' : 'validation.required' };
    const m = checkEmail(email);
    if (m) e.email = m;
    return e;
  };
  useRevalidateOnLanguage(() => Object.keys(errors).length && setErrors(validate()));
  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    const e = validate();
    setErrors(e);
    if (Object.keys(e).length) return;
    setBusy(true);
    const waiting = toast.loading(t('common.loading'));
    try {
      await forgotByEmail(username.trim(), email.trim());
      toast.dismiss(waiting);
      toast.long(t('account.forgotEmailSent'));
      setSentTo(username.trim());
    } catch (err) {
      toast.dismiss(waiting);
      toast.error(t(isApiError(err) ? err.messageKey : 'errors.UNKNOWN'));
    } finally {
      setBusy(false);
    }
  };
  if (sentTo) return <ForgetEmailCodeForm username={sentTo} onDone={onDone} onNewCode={() => setSentTo(undefined)} />;
  return (
    <form className="auth-form" onSubmit={(e) => void submit(e)} noValidate>
      <p className="auth-sub">{t('account.forgotEmailSubtitle')}</p>
      <TextField label={t('account.username')} name="username" autoComplete="username" autoCapitalize="none" value={username} error={text(errors.username)} onChange={(e) => setUsername(e.target.value)} />
      <TextField label={t('account.field.email')} name="email" type="email" inputMode="email" autoComplete="email" value={email} error={text(errors.email)} onChange={(e) => setEmail(e.target.value)} />
      <Button type="submit" block loading={busy}>{t('account.sendResetMail')}</Button>
    </form>
  );
}
