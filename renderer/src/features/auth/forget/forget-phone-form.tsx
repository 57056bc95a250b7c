import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkField, type FieldError } from '@core/register-fields';
import { useMerchantConfig } from '../../../shared/config';
import { useRevalidateOnLanguage } from '../../../shared/i18n';
import { Button, useApiMutation } from '../../../shared/ui';
import { requestSmsCode, resetByPhone } from '../api/auth-api';
import {
  checkMobileFirst,
  CodeField,
  fieldBinder,
  MobileField,
  PasswordField,
} from '../components/auth-fields';
import { clearedAfterReset, useResetDone } from '../lib/sign-in';
import { useFieldErrors } from '../lib/use-field-errors';

type Field = 'mobileNum' | 'code' | 'password';
type Errors = Partial<Record<Field, FieldError>>;

/**
 * Reset by phone (spec §2, §4, §8): submit disabled until a field is touched and while any error;
 * success logs in with the mobile number and the new password; a failure clears the code (or the
 * password when it equals the old one).
 */
export function ForgetPhoneForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const config = useMerchantConfig();
  const [v, setV] = useState<Record<Field, string>>({ mobileNum: '', code: '', password: '' });
  const [dial, setDial] = useState(config.dialingCodes[0]?.code ?? '');
  const [touched, setTouched] = useState(false);
  const { errors, setErrors, text } = useFieldErrors<Errors>();
  const validate = (x = v): Errors => {
    const e: Errors = {};
    const m =
      checkField(config.register.fields.mobileNum, x.mobileNum) ??
      (x.mobileNum ? null : { key: 'validation.required' });
    if (m) e.mobileNum = m;
    const c = checkField({ ...config.login.verificationCode, maxLength: config.limits.smsCodeMax }, x.code);
    if (c) e.code = c;
    const p = checkField(config.register.fields.password, x.password);
    if (p) e.password = p;
    return e;
  };
  useRevalidateOnLanguage(() => touched && setErrors(validate()));
  const change = (k: Field, value: string) => {
    const next = { ...v, [k]: value };
    setV(next);
    setTouched(true);
    setErrors(validate(next));
  };
  const bind = fieldBinder(v, (k) => text(errors[k]), change);
  // The platform logs the player in with the new password in the same call (spec §4).
  const done = useResetDone(onDone);
  const reset = useApiMutation({
    mutationFn: resetByPhone,
    onSuccess: (r, sent) => done(r, sent.newPassword),
    onError: (err) => setV((x) => ({ ...x, [clearedAfterReset(err)]: '' })),
  });
  const submit = (ev: FormEvent) => {
    ev.preventDefault();
    const e = validate();
    setErrors(e);
    if (Object.keys(e).length) return;
    reset.mutate({
      newPassword: v.password,
      mobileNum: v.mobileNum,
      verificationCode: v.code,
      countryDialingCode: dial,
    });
  };
  const hasErrors = Object.values(errors).some(Boolean);
  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <MobileField
        {...bind('mobileNum')}
        hint={t('account.mobileHint', { min: config.register.fields.mobileNum.minLength })}
        dial={dial}
        onDial={setDial}
      />
      <CodeField
        label={t('account.smsCode')}
        {...bind('code')}
        sms={{
          validate: checkMobileFirst(validate, setErrors),
          request: () => requestSmsCode(v.mobileNum, dial, 'reset'),
        }}
      />
      <PasswordField label={t('account.newPassword')} autoComplete="new-password" {...bind('password')} />
      <Button type="submit" block loading={reset.isPending} disabled={!touched || hasErrors}>
        {t('account.resetPassword')}
      </Button>
    </form>
  );
}
