import { findRoute } from './routes';

/** Banner groups (spec §3 banner types): home, and one per game type for the game list centre. */
export const BANNER_GROUP_BY_TYPE: Readonly<Record<string, string>> = {
  RNG: 'm_rng',
  SPORTS: 'm_sports',
  PVP: 'm_pvp',
  LIVE: 'm_live',
  FISH: 'm_fish',
  LOTT: 'm_lott',
  ELOTT: 'm_elott',
};
export const HOME_BANNER_GROUP = 'm_home';
/** Spec §3 page banner types of the screens outside the game lists (issue 20), by route key. */
export const PAGE_BANNER_GROUP_BY_ROUTE: Readonly<Record<string, string>> = {
  login: 'm_login',
  register: 'm_reg',
  download: 'm_download',
};

/**
 * The banner group a screen opens with, if its first screen is a banner (home, the game lists, and
 * the register, login and download screens' page banners):
 * the server puts that group's first banner into the page it serves (issue 18), the app shows the same.
 */
export function bannerGroupForPath(pathname: string): string | undefined {
  const path = pathname.replace(/\/+$/, '') || '/m';
  if (path === '/m' || path === '/m/home') return HOME_BANNER_GROUP;
  const route = findRoute(path);
  if (route?.category) return BANNER_GROUP_BY_TYPE[route.category];
  return route ? PAGE_BANNER_GROUP_BY_ROUTE[route.key] : undefined;
}
