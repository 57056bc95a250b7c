import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { socialProviders, type SocialProvider } from '@core/social';
import { redirectTarget } from '@core/routes';
import { useMerchantConfig } from '../../../shared/config';
import { useLanguage } from '../../../shared/i18n';
import { Icon, useApiMutation } from '../../../shared/ui';
import { socialProvidersQuery, startSocial } from '../api/social-api';

/**
 * Social sign-in buttons (spec §2, issue 17): a provider's button shows when its flag is on and the
 * platform can complete that sign-in for this merchant (GET /api/auth/social/providers). A tap starts
 * the OAuth flow: the browser goes to the provider and comes back to /m/social. Not on the agent page.
 */
export function SocialButtons() {
  const { t } = useTranslation();
  const config = useMerchantConfig();
  const language = useLanguage();
  const location = useLocation();
  const ready = useQuery(socialProvidersQuery(config.code)).data?.providers ?? [];
  const shown = socialProviders(config, ready);
  const go = useApiMutation({
    mutationFn: (provider: SocialProvider) =>
      startSocial(provider, {
        // Back where the form was opened (a popup on any page), or the page's ?redirect target.
        returnPath: redirectTarget(
          new URLSearchParams(location.search).get('redirect') ??
            (['/m/login', '/m/register'].includes(location.pathname)
              ? null
              : location.pathname + location.search),
        ),
        language,
      }),
  });
  if (!shown.length) return null;
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
            disabled={go.isPending}
            onClick={() => go.mutate(p)}
          >
            <Icon name={p} size={22} />
          </button>
        ))}
      </div>
    </div>
  );
}
