import { useTranslation } from 'react-i18next';
import { TextField } from '../../../shared/ui';
import type { Captcha } from '../api/auth-api';

/** Captcha input with its image; tapping the image loads a new one (spec §2). */
export function CaptchaField({
  captcha,
  value,
  error,
  maxLength,
  onChange,
  onRefresh,
}: {
  captcha: Captcha | undefined;
  value: string;
  error?: string;
  maxLength: number;
  onChange: (v: string) => void;
  onRefresh: () => void;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('account.captcha')}
      name="captcha"
      inputMode="numeric"
      autoComplete="off"
      maxLength={maxLength}
      value={value}
      error={error}
      onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
      suffix={
        <button
          type="button"
          className="auth-captcha"
          onClick={onRefresh}
          aria-label={t('account.captchaRefresh')}
        >
          {captcha ? (
            <img src={captcha.image} alt="" width={112} height={42} />
          ) : (
            <span className="auth-captcha__empty" />
          )}
        </button>
      }
    />
  );
}
