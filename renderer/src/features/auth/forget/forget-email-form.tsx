import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { checkEmail, checkField, type FieldError } from '@core/register-fields';
import { useMerchantConfig } from '../../../shared/config';
import { useRevalidateOnLanguage } from '../../../shared/i18n';
import { errorMessageKey } from '../../../shared/api';
import { Button, TextField, useToast } from '../../../shared/ui';
import { forgotByEmail } from '../api/auth-api';
import { retryAfterOf } from '../lib/retry-after';
import { useFieldErrors } from '../lib/use-field-errors';
import { ForgetEmailCodeForm } from './forget-email-code-form';

type Errors = { username?: FieldError; email?: FieldError };

/**
 * Forgot by email (spec §4, §5): validate, waiting message, call, success message, go back. Asked
 * again too soon, the player reads that a code was just sent and when another may be asked, and
 * goes on to enter it (issue 32).
 */
export function ForgetEmailForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const config = useMerchantConfig();
  const toast = useToast();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string>();
  const { errors, setErrors, text } = useFieldErrors<Errors>();
  const validate = (): Errors => {
    const e: Errors = {};
    // Spec §5: the shared login-username rule, its bounds not shown.
    if (checkField(config.login.username, username))
      e.username = { key: username.trim() ? 'account.usernameInvalid' : 'validation.required' };
    const m = checkEmail(email);
    if (m) e.email = m;
    return e;
  };
  useRevalidateOnLanguage(() => Object.keys(errors).length && setErrors(validate()));
  const send = useMutation({
    mutationFn: (v: { username: string; email: string }) => forgotByEmail(v.username, v.email),
    onMutate: () => toast.resetLoading(t('common.loading')),
    onSuccess: (_d, v) => {
      toast.long(t('account.forgotEmailSent'));
      setSentTo(v.username);
    },
    onError: (err, v) => {
      const wait = retryAfterOf(err);
      if (wait === undefined) return toast.error(t(errorMessageKey(err)));
      toast.long(t('account.forgotEmailRecent', { seconds: Math.ceil(wait / 1000) }));
      setSentTo(v.username);
    },
    onSettled: (_d, _e, _v, waiting) => waiting !== undefined && toast.dismiss(waiting),
  });
  const submit = (ev: FormEvent) => {
    ev.preventDefault();
    const e = validate();
    setErrors(e);
    if (Object.keys(e).length) return;
    send.mutate({ username: username.trim(), email: email.trim() });
  };
  if (sentTo)
    return <ForgetEmailCodeForm username={sentTo} onDone={onDone} onNewCode={() => setSentTo(undefined)} />;
  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <p className="auth-sub">{t('account.forgotEmailSubtitle')}</p>
      <TextField
        label={t('account.username')}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        value={username}
        error={text(errors.username)}
        onChange={(e) => setUsername(e.target.value)}
      />
      <TextField
        label={t('account.field.email')}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        value={email}
        error={text(errors.email)}
        onChange={(e) => setEmail(e.target.value)}
      />
      <Button type="submit" block loading={send.isPending}>
        {t('account.sendResetMail')}
      </Button>
    </form>
  );
}
