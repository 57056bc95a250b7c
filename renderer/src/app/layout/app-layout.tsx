import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AppHeader, FooterMenu, OfflineBanner, SideMenu } from '../../features/shell';
import { useConfigStore } from '../../shared/config';
import { AfterFirstPaint, useMenuState } from '../../shared/ui';

/** Floating service, dialogs, popups, toasts: not on the first screen (after-paint.tsx). */
const AfterPaint = lazy(() => import('./after-paint'));

/** The shell around every screen: header, side menu, footer, floating service, popups, toasts. */
export function AppLayout() {
  const { pathname } = useLocation();
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
        <OfflineBanner />
        <Outlet />
      </div>
      <FooterMenu />
      {/* Not on the first screen: fetched and rendered one task after it is painted (issues 18, 29). */}
      <AfterFirstPaint>
        <Suspense fallback={null}>
          <AfterPaint />
        </Suspense>
      </AfterFirstPaint>
    </div>
  );
}
