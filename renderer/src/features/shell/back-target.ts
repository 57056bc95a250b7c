import { BACK_HOME_ROUTES } from '@core/routes';

/** Spec §2 back control: login, register, activity, forget, download, help, notice go home; else history back. */
export function backTarget(routeKey: string | undefined, hasHistory: boolean): string | -1 {
  if (!routeKey || BACK_HOME_ROUTES.includes(routeKey) || !hasHistory) return '/m/home';
  return -1;
}
