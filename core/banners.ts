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

/**
 * The banner group a screen opens with, if its first screen is a banner (home and the game lists):
 * the server puts that group's first banner into the page it serves (issue 18), the app shows the same.
 */
export function bannerGroupForPath(pathname: string): string | undefined {
  const path = pathname.replace(/\/+$/, '') || '/m';
  if (path === '/m' || path === '/m/home') return HOME_BANNER_GROUP;
  const category = findRoute(path)?.category;
  return category ? BANNER_GROUP_BY_TYPE[category] : undefined;
}
