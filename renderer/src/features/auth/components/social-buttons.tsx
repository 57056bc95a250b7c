import { useTranslation } from 'react-i18next';
import { PLATFORM_SOCIAL_SIGN_IN, socialProviders, type SocialProvider } from '@core/social';
import { useMerchantConfig } from '../../../shared/config';
import { Icon } from '../../../shared/ui';

/**
 * Social login buttons (spec §2): a provider's button shows when its flag is on and the platform
 * can complete that sign-in (core `socialProviders`). Until the platform has a social sign-in
 * endpoint none shows, rather than a button that only says the feature is unavailable (issue 17).
 */
export function SocialButtons({ onSignIn }: { onSignIn?: (provider: SocialProvider) => void }) {
  const { t } = useTranslation();
  const shown = socialProviders(useMerchantConfig(), PLATFORM_SOCIAL_SIGN_IN);
  if (!shown.length || !onSignIn) return null;
  return (
    <div className="auth-social">
      <p className="auth-divider">
        <span>{t('account.orWith')}</span>
      </p>
      <div className="auth-social__row">
        {shown.map((p) => (
          <button
            key={p}
            type="button"
            className={`auth-social__btn auth-social__btn--${p}`}
            aria-label={t(`account.social.${p}`)}
            onClick={() => onSignIn(p)}
          >
            <Icon name={p} size={22} />
          </button>
        ))}
      </div>
    </div>
  );
}
