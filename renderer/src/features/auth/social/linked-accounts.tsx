import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { socialProviders, type SocialProvider } from '@core/social';
import { queryKeys } from '../../../shared/api';
import { useMerchantConfig } from '../../../shared/config';
import { useLanguage } from '../../../shared/i18n';
import { useSession } from '../../../shared/session';
import { Button, Icon, useApiMutation, useToast } from '../../../shared/ui';
import { socialLinksQuery, socialProvidersQuery, startSocial, unlinkSocial } from '../api/social-api';
import '../auth.css';

/**
 * Settings › linked sign-in accounts (issue 17): a member links Google, Facebook or Line to the
 * account (the same OAuth flow as a sign-in, with `link`), sees which are linked, and unlinks one.
 * Shown only when the merchant has a provider the platform can complete.
 */
export function LinkedAccounts() {
  const { t } = useTranslation();
  const config = useMerchantConfig();
  const language = useLanguage();
  const toast = useToast();
  const queryClient = useQueryClient();
  const token = useSession()?.token;
  const ready = useQuery(socialProvidersQuery(config.code)).data?.providers ?? [];
  const shown = socialProviders(config, ready);
  const links =
    useQuery({ ...socialLinksQuery(token), enabled: !!token && shown.length > 0 }).data?.links ?? [];
  const link = useApiMutation({
    mutationFn: (provider: SocialProvider) =>
      startSocial(provider, { link: true, returnPath: '/m/set', language }),
  });
  const unlink = useApiMutation({
    mutationFn: unlinkSocial,
    onSuccess: (_r, provider) => {
      toast.success(t('social.unlinked', { provider: t(`social.provider.${provider}`) }));
      void queryClient.invalidateQueries({ queryKey: queryKeys.member.all });
    },
  });
  if (!shown.length) return null;
  return (
    <section className="mb-card mb-card--flush" aria-labelledby="set-social">
      <h2 id="set-social" className="mb-card__title mb-card__title--pad">
        <Icon name="user" size={18} /> {t('social.links.title')}
      </h2>
      <p className="mb-note social-links__hint">{t('social.links.hint')}</p>
      <ul className="social-links">
        {shown.map((p) => {
          const l = links.find((x) => x.provider === p);
          const name = t(`social.provider.${p}`);
          return (
            <li key={p} className="social-links__row">
              <span className={`social-links__mark auth-social__btn--${p}`} aria-hidden="true">
                <Icon name={p} size={20} />
              </span>
              <span className="social-links__text">
                <strong>{name}</strong>
                <small>{l ? t('social.links.linked') : t('social.links.notLinked')}</small>
                {l && (l.email ?? l.name) && <small className="social-links__who">{l.email ?? l.name}</small>}
              </span>
              {l ? (
                <Button
                  variant="ghost"
                  aria-label={t('social.links.unlink', { provider: name })}
                  loading={unlink.isPending && unlink.variables === p}
                  onClick={() => unlink.mutate(p)}
                >
                  {t('social.links.unlinkShort')}
                </Button>
              ) : (
                <Button
                  variant="secondary"
                  aria-label={t('social.links.link', { provider: name })}
                  loading={link.isPending && link.variables === p}
                  onClick={() => link.mutate(p)}
                >
                  {t('social.links.linkShort')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
