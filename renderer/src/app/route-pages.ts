import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { findRoute, ROUTES, routeTexts, type RouteTexts } from '../../../core/routes';
import { withTexts } from '../shared/i18n';

/*
 * Route key → page, each its own chunk (a player downloads only the screen they open). Keys come
 * from core/routes.ts; a key not listed here shows the titled placeholder page.
 */
type Page = LazyExoticComponent<ComponentType>;
type Loader = () => Promise<{ default: ComponentType }>;

const gameList: Loader = () => import('../features/games/pages/game-list-page');
const gameCenter: Loader = () => import('../features/games/pages/game-center-page');
const placeholder: Loader = () => import('../shared/ui/titled-page');
const promotions: Loader = () => import('../features/content/promotions/promotions-page');
const help: Loader = () => import('../features/content/help/help-page');
const contract: Loader = () => import('../features/agent/pages/contract-page');

const loaders: Record<string, Loader> = {
  home: () => import('./home-route'),
  login: () => import('../features/auth/login/login-page'),
  register: () => import('../features/auth/register/register-page'),
  forget: () => import('../features/auth/forget/forget-page'),
  social: () => import('../features/auth/social/social-return-page'),
  changePsw: () => import('../features/auth/change-password/change-password-page'),
  search: () => import('../features/games/pages/search-page'),
  favorite: () => import('../features/games/pages/favorites-page'),
  recent: () => import('../features/games/pages/recent-page'),
  gameCenter,
  provider: gameCenter,
  activity: promotions,
  activityDetail: promotions,
  applyReward: () => import('../features/content/promotions/apply-reward-page'),
  notice: () => import('../features/content/notices/notice-page'),
  noticeDetail: () => import('../features/content/notices/notice-detail-page'),
  help,
  helpDetail: help,
  voucherCenter: () => import('../features/money/pages/deposit-page'),
  withdraw: () => import('../features/money/pages/withdraw-page'),
  transactionRecord: () => import('../features/money/pages/transaction-record-page'),
  gameRecord: () => import('../features/money/pages/game-record-page'),
  download: () => import('../features/content/download/download-page'),
  live: () => import('../features/content/live/live-page'),
  myAccount: () => import('../features/account/pages/my-account-page'),
  safety: () => import('../features/safety/pages/safety-page'),
  memberHome: () => import('../features/member/pages/member-home-page'),
  vip: () => import('../features/member/pages/vip-page'),
  rewardCenter: () => import('../features/member/pages/reward-center-page'),
  inbox: () => import('../features/member/pages/inbox-page'),
  set: () => import('./settings-route'),
  signIn: () => import('../features/member/pages/sign-in-page'),
  agent: () => import('../features/auth/login/agent-login-page'),
  agentHome: () => import('../features/agent/pages/agent-home-page'),
  join: () => import('../features/agent/pages/join-page'),
  salaryContract: contract,
  dividendContract: contract,
  hourContract: contract,
  outterApp: () => import('../features/games/pages/outter-app-page'),
  fbGame: () => import('../features/games/pages/fb-game-page'),
  customerTask: () => import('../features/member/pages/customer-task-page'),
};
for (const r of ROUTES) if (r.category && !loaders[r.key]) loaders[r.key] = gameList;

/**
 * The texts a screen shows (core/routes.ts `routeTexts`): the lobby's screens only the first chunk,
 * the sign-in screens the account chunk too, every other screen all of them. A screen waits for its
 * chunks with its code (i18n.ts `withTexts`), so it never renders without its words.
 */
export const textsOf = (key: string | undefined): RouteTexts => routeTexts(ROUTES.find((r) => r.key === key));

/** One lazy component per loader, so routes sharing a page share its chunk and its state. */
const pages = new Map<Loader, Page>();
export function pageFor(key: string): Page {
  const load = loaders[key] ?? placeholder;
  let page = pages.get(load);
  if (!page) {
    pages.set(load, (page = lazy(withTexts(textsOf(key), load))));
  }
  return page;
}

/** Starts fetching the first screen's chunk while the language loads (saves a round trip). */
export function preloadPath(pathname: string): void {
  const key = findRoute(pathname)?.key;
  void (loaders[key ?? 'home'] ?? placeholder)().catch(() => undefined);
}
