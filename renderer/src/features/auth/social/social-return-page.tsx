import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { isSocialError, isSocialProvider, type SocialError } from '@core/social';
import { redirectTarget } from '@core/routes';
import { errorMessageKey, queryKeys } from '../../../shared/api';
import { useMerchantConfig } from '../../../shared/config';
import { isMemberSession, useSession, useSessionStore } from '../../../shared/session';
import { Button, Icon, Page, Spinner, useToast } from '../../../shared/ui';
import { AuthBrand } from '../components/auth-brand';
import { completeSocial } from '../api/social-api';
import { markWelcomeGift } from '../lib/welcome-gift';
import '../auth.css';

/** Tickets already traded by this page (a ticket is single use; a second effect run must not spend it twice). */
const traded = new Set<string>();

/**
 * /m/social: where the platform sends the browser back from a provider (issue 17). With a ticket it
 * trades it for the session and goes on to the page the sign-in started from; with an error it says
 * what happened (nothing was changed) and offers the way back.
 */
export default function SocialReturnPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const config = useMerchantConfig();
  const session = useSession();
  const [params] = useSearchParams();
  const ticket = params.get('ticket');
  const rawProvider = params.get('provider') ?? '';
  const providerName = isSocialProvider(rawProvider) ? t(`social.provider.${rawProvider}`) : '';
  const rawError = params.get('error');
  const [failure, setFailure] = useState<{ kind: SocialError } | { apiKey: string } | undefined>(
    rawError
      ? { kind: isSocialError(rawError) ? rawError : 'provider' }
      : !ticket
        ? { kind: 'state' }
        : undefined,
  );

  useEffect(() => {
    if (!ticket || rawError || traded.has(ticket)) return;
    traded.add(ticket);
    completeSocial(ticket)
      .then((r) => {
        useSessionStore.getState().signIn({
          token: r.token,
          userName: r.userName,
          type: r.type,
          firstTimeLogin: r.firstTimeLogin,
          merchantCode: config.code,
          hasPassword: r.outcome !== 'created',
        });
        // A new account is a registration: home greets it with the welcome gift, as after the form.
        if (r.outcome === 'created' && config.flags.depositPopup) markWelcomeGift();
        void queryClient.invalidateQueries({ queryKey: queryKeys.member.all });
        const name = t(`social.provider.${r.provider}`);
        toast.success(
          t(
            r.outcome === 'created'
              ? 'social.created'
              : r.outcome === 'linked'
                ? 'social.linked'
                : 'social.loggedIn',
            {
              provider: name,
            },
          ),
        );
        navigate(redirectTarget(r.returnPath), { replace: true });
      })
      .catch((err: unknown) => setFailure({ apiKey: errorMessageKey(err) }));
  }, [ticket, rawError, config.code, config.flags.depositPopup, navigate, queryClient, t, toast]);

  const member = isMemberSession(session);
  return (
    <Page title={t('titles.social')} className="auth-page">
      <AuthBrand subtitle={failure ? t('social.failedTitle') : t('social.returning')} />
      {failure ? (
        <div className="auth-social-result" role="alert">
          <Icon name="info" size={28} />
          <p>
            {'kind' in failure
              ? t(`social.error.${failure.kind}`, { provider: providerName })
              : t(failure.apiKey)}
          </p>
          <Button block onClick={() => navigate(member ? '/m/set' : '/m/login', { replace: true })}>
            {member ? t('social.backToAccount') : t('social.backToLogin')}
          </Button>
        </div>
      ) : (
        <div className="auth-social-result" aria-busy="true">
          <Spinner label={t('social.returning')} />
        </div>
      )}
    </Page>
  );
}
