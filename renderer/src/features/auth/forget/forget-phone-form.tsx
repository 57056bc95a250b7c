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

/** The number a code was asked for and when the next may be asked: a reload keeps the countdown (issue 32). */
const PENDING_KEY = 'forgetPhoneCode';
interface Pending {
  mobileNum: string;
  dial: string;
  nextAt: number;
}
function loadPending(): Pending | undefined {
  try {
    const p = JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? 'null') as Pending | null;
    return p && typeof p.nextAt === 'number' && p.nextAt > Date.now() ? p : undefined;
  } catch {
    return undefined;
  }
}
function savePending(p: Pending): void {
  try {
    sessionStorage.setItem(PENDING_KEY, JSON.stringify(p));
  } catch {
    // storage off: the platform's refusal still tells the wait
  }
}

/**
 * Reset by phone (spec §2, §4, §8): submit disabled until a field is touched and while any error;
 * success logs in with the mobile number and the new password; a failure clears the code (or the
 * password when it equals the old one). A field shows its error once the player has typed in it
 * (or submitted): asking for the code checks only the number.
 */
export function ForgetPhoneForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const config = useMerchantConfig();
  const [pending] = useState(loadPending);
  const [v, setV] = useState<Record<Field, string>>({
    mobileNum: pending?.mobileNum ?? '',
    code: '',
    password: '',
  });
  const [dial, setDial] = useState(pending?.dial ?? config.dialingCodes[0]?.code ?? '');
  const [seen, setSeen] = useState<Partial<Record<Field, boolean>>>({});
  const touched = Object.values(seen).some(Boolean);
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
  const visible = (all: Errors, shown: Partial<Record<Field, boolean>>): Errors =>
    Object.fromEntries(Object.entries(all).filter(([k]) => shown[k as Field])) as Errors;
  useRevalidateOnLanguage(() => touched && setErrors(visible(validate(), seen)));
  const change = (k: Field, value: string) => {
    const next = { ...v, [k]: value };
    const shown = { ...seen, [k]: true };
    setV(next);
    setSeen(shown);
    setErrors(visible(validate(next), shown));
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
    setSeen({ mobileNum: true, code: true, password: true });
    setErrors(e);
    if (Object.keys(e).length) return;
    reset.mutate({
      newPassword: v.password,
      mobileNum: v.mobileNum,
      verificationCode: v.code,
      countryDialingCode: dial,
    });
  };
  const hasErrors = Object.keys(validate()).length > 0;
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
          validate: () => {
            setSeen((x) => ({ ...x, mobileNum: true }));
            return checkMobileFirst(validate, setErrors)();
          },
          request: () => requestSmsCode(v.mobileNum, dial, 'reset'),
          restoredAt: pending?.nextAt,
          onSent: (nextAt) => savePending({ mobileNum: v.mobileNum, dial, nextAt }),
        }}
      />
      <PasswordField label={t('account.newPassword')} autoComplete="new-password" {...bind('password')} />
      <Button type="submit" block loading={reset.isPending} disabled={!touched || hasErrors}>
        {t('account.resetPassword')}
      </Button>
    </form>
  );
}
