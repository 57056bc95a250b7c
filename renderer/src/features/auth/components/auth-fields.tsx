import type { Dispatch, ReactNode, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FieldError } from '@core/register-fields';
import { useMerchantConfig } from '../../../shared/config';
import { TextField } from '../../../shared/ui';
import { DialingCodeSelect } from './dialing-code-select';
import { SmsCodeButton } from './sms-code-button';

/** The fields, links and checks the auth forms (login, register, forgot, change password) share. */

const digits = (s: string) => s.replace(/\D/g, '');

/** A password input with its show/hide toggle. */
export function PasswordField({
  onChange,
  ...props
}: {
  label: string;
  name: string;
  autoComplete: 'current-password' | 'new-password';
  value: string;
  error?: string;
  hint?: string;
  onChange: (value: string) => void;
}) {
  return <TextField {...props} type="password" revealable onChange={(e) => onChange(e.target.value)} />;
}

/** The mobile number (digits only, the merchant's length) after the dialing-code picker. */
export function MobileField({
  name = 'mobileNum',
  value,
  error,
  hint,
  dial,
  onDial,
  onChange,
}: {
  name?: string;
  value: string;
  error?: string;
  hint?: string;
  dial: string;
  onDial: (code: string) => void;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const config = useMerchantConfig();
  return (
    <TextField
      label={t('account.mobileNum')}
      name={name}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={config.limits.mobileMax}
      value={value}
      error={error}
      hint={hint}
      prefix={<DialingCodeSelect value={dial} onChange={onDial} />}
      onChange={(e) => onChange(digits(e.target.value))}
    />
  );
}

/** A one-time code from an SMS or a mail (digits only); with `sms`, the get-code button and its countdown. */
export function CodeField({
  label,
  name = 'code',
  value,
  error,
  onChange,
  sms,
}: {
  label: string;
  name?: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  sms?: Parameters<typeof SmsCodeButton>[0];
}) {
  const config = useMerchantConfig();
  return (
    <TextField
      label={label}
      name={name}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={config.limits.smsCodeMax}
      value={value}
      error={error}
      onChange={(e) => onChange(digits(e.target.value))}
      suffix={sms && <SmsCodeButton {...sms} />}
    />
  );
}

/** Ties the fields above to a form's state: `bind(k)` is field k's name, value, error text and change handler. */
export function fieldBinder<K extends string>(
  values: Record<K, string>,
  errorText: (k: K) => string | undefined,
  change: (k: K, value: string) => void,
) {
  return (k: K) => ({
    name: k,
    value: values[k],
    error: errorText(k),
    onChange: (value: string) => change(k, value),
  });
}

/** A way to another auth screen: a button where a popup switches its panel (`onClick`), else a route link. */
export function AuthLink({
  to,
  onClick,
  children,
}: {
  to: string;
  onClick?: () => void;
  children: ReactNode;
}) {
  return onClick ? (
    <button type="button" className="auth-link" onClick={onClick}>
      {children}
    </button>
  ) : (
    <Link className="auth-link" to={to}>
      {children}
    </Link>
  );
}

/** The line under a form that offers the other of login and register ("No account? Register"). */
export function AuthSwitch({
  text,
  action,
  to,
  onClick,
}: {
  text: string;
  action: string;
  to: string;
  onClick?: () => void;
}) {
  return (
    <p className="auth-switch">
      {text}{' '}
      <AuthLink to={to} onClick={onClick}>
        {action}
      </AuthLink>
    </p>
  );
}

/**
 * The check before an SMS code request (spec §5: the mobile number first): shows the number's error,
 * if any, and says whether the request may go.
 */
export function checkMobileFirst<E extends { mobileNum?: FieldError | null }>(
  validate: () => E,
  setErrors: Dispatch<SetStateAction<E>>,
) {
  return () => {
    const m = validate().mobileNum;
    setErrors((x) => ({ ...x, mobileNum: m }));
    return !m;
  };
}
