import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { findRoute } from '@core/routes';
import { useAuthPopup, type AuthPopup } from './auth-popup-store';

const PAGE_OF: Record<AuthPopup, string> = {
  login: '/m/login',
  register: '/m/register',
  forget: '/m/forget',
  changePsw: '/m/changePsw',
};

/**
 * Opens login or register where the player is (spec §2: login is also shown as a popup), so they
 * come back to the screen they were on; on an auth page itself it goes to that page instead.
 */
export function useOpenAuth(): (which: AuthPopup) => void {
  const show = useAuthPopup((s) => s.show);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (which) => {
      const key = findRoute(pathname)?.key ?? '';
      if (key in PAGE_OF) navigate(PAGE_OF[which]);
      else show(which);
    },
    [navigate, pathname, show],
  );
}
