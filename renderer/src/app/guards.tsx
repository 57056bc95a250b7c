import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import type { RouteAccess } from '../../../core/routes';
import { useOnline } from '../shared/api';
import { isMemberSession, useSession, type SessionInfo } from '../shared/session';
import { AccountLinks, EmptyState, Page } from '../shared/ui';

/** Shown only offline: its own chunk (the worker keeps every chunk), off the first load. */
const NeedsNetwork = lazy(() => import('./needs-network'));

/**
 * Spec §6: guests go to /m/login from member screens; a real member's screen (money, VIP, rewards,
 * my account…) tells a trial player why not, with the way to an actual account; change password and
 * the inbox need a real member (else home). Offline (issue 32 item 22), a screen of a session (money,
 * records, account) says it needs a connection instead, and opens by itself once back online:
 * nothing of a member is kept on the device, and a guest could not sign in anyway.
 */
export function AccessGuard({
  access,
  routeKey,
  children,
}: {
  access: RouteAccess;
  /** The route's key: the header title of the screen shown instead. */
  routeKey: string;
  children: ReactNode;
}) {
  const session = useSession();
  const online = useOnline();
  if (access !== 'all' && !online)
    return (
      <Suspense fallback={null}>
        <NeedsNetwork routeKey={routeKey} />
      </Suspense>
    );
  if ((access === 'member' || access === 'real') && !session) return <Navigate to="/m/login" replace />;
  if (access === 'real' && !isMemberSession(session))
    return <RealAccountNeeded session={session} routeKey={routeKey} />;
  if (access === 'memberOnly' && !isMemberSession(session)) return <Navigate to="/m/home" replace />;
  return <>{children}</>;
}

/**
 * Spec §6 "free accounts told to use an actual account": the screen's calls refuse a trial (or
 * non-member) session, so instead of an empty or failing screen the player reads why, and can
 * register (free) or log in with an actual account. The trial session stays until they do.
 */
function RealAccountNeeded({ session, routeKey }: { session: SessionInfo | null; routeKey: string }) {
  const { t } = useTranslation();
  return (
    <Page title={t(`titles.${routeKey}`)} className="real-account">
      <EmptyState icon="user" title={t('common.realAccount.title')}>
        <p className="real-account__why" role="note">
          {t(session?.trial ? 'errors.TRIAL_ACCOUNT_REFUSED' : 'common.realAccount.why')}
        </p>
        <AccountLinks
          layout="stack"
          className="real-account__actions"
          register="common.realAccount.register"
          login="common.realAccount.login"
        />
      </EmptyState>
    </Page>
  );
}
