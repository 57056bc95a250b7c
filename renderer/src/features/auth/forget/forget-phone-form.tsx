import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkField, type FieldError } from '@core/register-fields';
import { isApiError } from '../../../shared/api';
import { useMerchantConfig } from '../../../shared/config';
import { useRevalidateOnLanguage } from '../../../shared/i18n';
import { useSessionStore } from '../../../shared/session';
import { Button, TextField, useApiMutation, useToast } from '../../../shared/ui';
import { requestSmsCode, resetByPhone } from '../api/auth-api';
import { DialingCodeSelect } from '../components/dialing-code-select';
import { SmsCodeButton } from '../components/sms-code-button';
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
  const toast = useToast();
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
  // The platform logs the player in with the new password in the same call (spec §4).
  const reset = useApiMutation({
    mutationFn: resetByPhone,
    onSuccess: (r, sent) => {
      useSessionStore.getState().signIn(
        {
          token: r.token,
          userName: r.userName,
          type: r.type,
          merchantCode: config.code,
          hasPassword: true,
        },
        sent.newPassword,
      );
      toast.success(t('account.resetDone'));
      onDone();
    },
    onError: (err) =>
      setV((x) =>
        isApiError(err) && err.code === 'SAME_PASSWORD' ? { ...x, password: '' } : { ...x, code: '' },
      ),
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
      <TextField
        label={t('account.mobileNum')}
        name="mobileNum"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={config.limits.mobileMax}
        value={v.mobileNum}
        error={text(errors.mobileNum)}
        hint={t('account.mobileHint', { min: config.register.fields.mobileNum.minLength })}
        prefix={<DialingCodeSelect value={dial} onChange={setDial} />}
        onChange={(e) => change('mobileNum', e.target.value.replace(/\D/g, ''))}
      />
      <TextField
        label={t('account.smsCode')}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={config.limits.smsCodeMax}
        value={v.code}
        error={text(errors.code)}
        onChange={(e) => change('code', e.target.value.replace(/\D/g, ''))}
        suffix={
          <SmsCodeButton
            validate={() => {
              const m = validate().mobileNum;
              setErrors((x) => ({ ...x, mobileNum: m }));
              return !m;
            }}
            request={() => requestSmsCode(v.mobileNum, dial, 'reset')}
          />
        }
      />
      <TextField
        label={t('account.newPassword')}
        name="password"
        type="password"
        revealable
        autoComplete="new-password"
        value={v.password}
        error={text(errors.password)}
        onChange={(e) => change('password', e.target.value)}
      />
      <Button type="submit" block loading={reset.isPending} disabled={!touched || hasErrors}>
        {t('account.resetPassword')}
      </Button>
    </form>
  );
}
