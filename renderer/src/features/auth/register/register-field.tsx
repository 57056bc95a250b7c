import { useTranslation } from 'react-i18next';
import type { RegisterField } from '@schemas';
import type { RegisterFieldDef } from '@core/register-fields';
import { TextField } from '../../../shared/ui';
import { birthdayBounds } from '../lib/register-payload';

/** Longer bounds than this are not worth a hint under the field. */
const HINT_MAX_LENGTH = 40;

const TYPES: Partial<
  Record<
    RegisterField,
    { type?: string; inputMode?: 'numeric' | 'email' | 'tel'; autoComplete?: string; secret?: boolean }
  >
> = {
  username: { autoComplete: 'username' },
  password: { type: 'password', autoComplete: 'new-password', secret: true },
  confirmPassword: { type: 'password', autoComplete: 'new-password', secret: true },
  paymentPassword: { type: 'password', inputMode: 'numeric', autoComplete: 'off', secret: true },
  mobileNum: { type: 'tel', inputMode: 'numeric', autoComplete: 'tel-national' },
  verificationCode: { inputMode: 'numeric', autoComplete: 'one-time-code' },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  qqNum: { inputMode: 'numeric' },
  whatsapp: { type: 'tel', inputMode: 'tel' },
  birthday: { type: 'date', autoComplete: 'bday' },
  nickname: { autoComplete: 'nickname' },
  payeeName: { autoComplete: 'name' },
};

/** One register field from the merchant's rule: label, input type, bounds as a hint. */
export function RegisterFieldInput({
  def,
  value,
  error,
  onChange,
  onBlur,
  prefix,
  suffix,
}: {
  def: RegisterFieldDef;
  value: string;
  error?: string;
  onChange: (v: string) => void;
  onBlur: () => void;
  prefix?: React.ReactNode;
  suffix?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const kind = TYPES[def.name] ?? {};
  const { rule } = def;
  // Bounds help only where they constrain a choice (usernames, passwords), not on free text like email.
  const hint =
    rule.minLength > 0 && rule.maxLength <= HINT_MAX_LENGTH && def.name !== 'confirmPassword'
      ? t('account.lengthHint', { min: rule.minLength, max: rule.maxLength })
      : undefined;
  const bounds = def.name === 'birthday' ? birthdayBounds(new Date()) : undefined;
  const label = rule.required
    ? t(`account.field.${def.name}`)
    : t('account.optional', { label: t(`account.field.${def.name}`) });
  return (
    <TextField
      id={`reg-${def.name}`}
      name={def.name}
      label={label}
      type={kind.type ?? 'text'}
      inputMode={kind.inputMode}
      autoComplete={kind.autoComplete}
      autoCapitalize="none"
      revealable={kind.secret}
      maxLength={def.name === 'birthday' ? undefined : rule.maxLength}
      min={bounds?.min}
      max={bounds?.max}
      aria-required={rule.required || undefined}
      value={value}
      error={error}
      hint={hint}
      prefix={prefix}
      suffix={suffix}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
    />
  );
}
