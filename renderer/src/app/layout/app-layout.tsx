import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AppHeader, FloatingService, FooterMenu, LogoutDialog, SideMenu } from '../../features/shell';
import { AuthPopups } from '../../features/auth';
import { useConfigStore } from '../../shared/config';
import { withMoreTexts } from '../../shared/i18n';
import { AfterFirstPaint, ToastHost, useMenuState } from '../../shared/ui';
import { isMemberSession, useSession } from '../../shared/session';

/** The responsible-gaming reminder: its own chunk (and the texts it needs), only for a member session. */
const RealityCheck = lazy(withMoreTexts(() => import('../../features/safety/components/reality-check')));

/** The shell around every screen: header, side menu, footer, floating service, popups, toasts. */
export function AppLayout() {
  const { pathname } = useLocation();
  const member = isMemberSession(useSession());
  useEffect(() => {
    // A route change closes the side menu (spec §2) and is "between screens": live config applies.
    useMenuState.getState().close();
    if (useConfigStore.getState().editing === 0) useConfigStore.getState().applyPending();
  }, [pathname]);
  return (
    <div className="app">
      <AppHeader />
      <SideMenu />
      <div className="app__content">
        <Outlet />
      </div>
      <FooterMenu />
      {/* Not on the first screen: rendered one task after it is painted (issue 18, blocking time). */}
      <AfterFirstPaint>
        <FloatingService />
        <LogoutDialog />
        <AuthPopups />
        {member && (
          <Suspense fallback={null}>
            <RealityCheck />
          </Suspense>
        )}
        <ToastHost />
      </AfterFirstPaint>
    </div>
  );
}
