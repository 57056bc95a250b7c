import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AppHeader, FloatingService, FooterMenu, LogoutDialog, SideMenu } from '../../features/shell';
import { AuthPopups } from '../../features/auth';
import { useConfigStore } from '../../shared/config';
import { ToastHost, useMenuState } from '../../shared/ui';

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
        <Outlet />
      </div>
      <FooterMenu />
      <FloatingService />
      <LogoutDialog />
      <AuthPopups />
      <ToastHost />
    </div>
  );
}
