import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { checkField, type FieldError } from '@core/register-fields';
import { isApiError } from '../../../shared/api';
import { useMerchantConfig } from '../../../shared/config';
import { useRevalidateOnLanguage } from '../../../shared/i18n';
import { Button, useToast } from '../../../shared/ui';
import { resetByEmail } from '../api/auth-api';
import { CodeField, fieldBinder, PasswordField } from '../components/auth-fields';
import { clearedAfterReset, useResetDone } from '../lib/sign-in';
import { useFieldErrors } from '../lib/use-field-errors';

type Field = 'code' | 'password';
type Errors = Partial<Record<Field, FieldError>>;

/**
 * Second step of forgot by email (issue 14): the code from the mail and a new password. Success logs
 * the player in, as the reset by phone does; a refused code is cleared (it may be dead after 5 tries:
 * "send a new code" goes back to the first step).
 */
export function ForgetEmailCodeForm({
  username,
  onDone,
  onNewCode,
}: {
  username: string;
  onDone: () => void;
  onNewCode: () => void;
}) {
  const { t } = useTranslation();
  const config = useMerchantConfig();
  const toast = useToast();
  const [v, setV] = useState<Record<Field, string>>({ code: '', password: '' });
  const { errors, setErrors, text } = useFieldErrors<Errors>();
  const validate = (x = v): Errors => {
    const e: Errors = {};
    const c = checkField(
      { ...config.login.verificationCode, required: true, maxLength: config.limits.smsCodeMax },
      x.code,
    );
    if (c) e.code = c;
    const p = checkField({ ...config.register.fields.password, required: true }, x.password);
    if (p) e.password = p;
    return e;
  };
  useRevalidateOnLanguage(() => Object.keys(errors).length && setErrors(validate()));
  const done = useResetDone(onDone);
  const reset = useMutation({
    mutationFn: () => resetByEmail({ username, verificationCode: v.code, newPassword: v.password }),
    onSuccess: (r) => done(r, v.password),
    onError: (err) => {
      setV((x) => ({ ...x, [clearedAfterReset(err)]: '' }));
      toast.error(t(`errors.${isApiError(err) ? err.code : 'UNKNOWN'}`));
    },
  });
  const change = (k: Field, value: string) => {
    const next = { ...v, [k]: value };
    setV(next);
    if (Object.keys(errors).length) setErrors(validate(next));
  };
  const bind = fieldBinder(v, (k) => text(errors[k]), change);
  const submit = (ev: FormEvent) => {
    ev.preventDefault();
    const e = validate();
    setErrors(e);
    if (!Object.keys(e).length) reset.mutate();
  };
  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <p className="auth-sub">{t('account.forgotEmailCodeSubtitle')}</p>
      <CodeField label={t('account.mailCode')} {...bind('code')} />
      <PasswordField label={t('account.newPassword')} autoComplete="new-password" {...bind('password')} />
      <Button type="submit" block loading={reset.isPending}>
        {t('account.resetPassword')}
      </Button>
      <Button type="button" variant="ghost" block onClick={onNewCode}>
        {t('account.newMailCode')}
      </Button>
    </form>
  );
}
