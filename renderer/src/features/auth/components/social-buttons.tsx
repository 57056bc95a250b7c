import { useTranslation } from 'react-i18next';
import { useMerchantConfig } from '../../../shared/config';
import { Icon, useToast } from '../../../shared/ui';

const PROVIDERS = [
  { flag: 'lineLogin', key: 'line' },
  { flag: 'googleLogin', key: 'google' },
  { flag: 'facebookLogin', key: 'facebook' },
] as const;

/**
 * Social login buttons, each only when its flag is on (spec §2). The platform has no social sign-in
 * endpoint yet, so a tap says the feature is unavailable rather than failing silently.
 */
export function SocialButtons() {
  const { t } = useTranslation();
  const flags = useMerchantConfig().flags;
  const toast = useToast();
  const shown = PROVIDERS.filter((p) => flags[p.flag]);
  if (!shown.length) return null;
  return (
    <div className="auth-social">
      <p className="auth-divider">
        <span>{t('account.orWith')}</span>
      </p>
      <div className="auth-social__row">
        {shown.map((p) => (
          <button
            key={p.key}
            type="button"
            className={`auth-social__btn auth-social__btn--${p.key}`}
            aria-label={t(`account.social.${p.key}`)}
            onClick={() => toast.short(t('errors.FEATURE_UNAVAILABLE'))}
          >
            <Icon name={p.key} size={22} />
          </button>
        ))}
      </div>
    </div>
  );
}
