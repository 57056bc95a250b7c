import { ROUTES } from '@core/routes';

/** The route path of a category's game list (first route naming it without a query). */
export function categoryPath(category: string): string {
  if (category === 'RECENT') return '/m/recent';
  if (category === 'HOME') return '/m/home';
  return ROUTES.find((r) => r.category === category && !r.query)?.path ?? '/m/home';
}

/** Categories shown as cards of vendors whose games sit in another platform type. */
export const CATEGORY_ICONS: Readonly<Record<string, string>> = {
  HOME: 'home',
  HOT: 'sparkle',
  RNG: 'slots',
  FISH: 'fish',
  LIVE: 'live',
  SPORTS: 'ball',
  ESPORTS: 'controller',
  PVP: 'cards',
  LOTT: 'lottery',
  ELOTT: 'lottery',
  COCKFIGHT: 'rooster',
  BINGO: 'lottery',
  JACKPOT: 'trophy',
  INHOUSE: 'star',
  NEW: 'sparkle',
  FAV: 'star',
  RECENT: 'refresh',
};
