import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { findRoute, isLobbyRoute, ROUTES } from '../../../core/routes';
import { withMoreTexts } from '../shared/i18n';

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
  set: () => import('../features/member/pages/settings-page'),
  signIn: () => import('../features/member/pages/sign-in-page'),
  agent: () => import('../features/auth/login/agent-login-page'),
  agentHome: () => import('../features/agent/pages/agent-home-page'),
  join: () => import('../features/agent/pages/join-page'),
  salaryContract: contract,
  dividendContract: contract,
  hourContract: contract,
  outterApp: () => import('../features/games/pages/outter-app-page'),
  // In the game list's chunk: a chunk of its own would split the lobby's shared code on /m/home.
  fbGame: () => import('../features/games/pages/game-list-page').then((m) => ({ default: m.FbGamePage })),
  customerTask: () => import('../features/member/pages/customer-task-page'),
};
for (const r of ROUTES) if (r.category && !loaders[r.key]) loaders[r.key] = gameList;

/**
 * The first screens (home, the game lists) show only the first chunk of texts; every other screen
 * waits for the second chunk with its code (i18n.ts `loadMoreTexts`), so it never renders without
 * its words.
 */
export const needsMoreTexts = (key: string | undefined): boolean =>
  !isLobbyRoute(ROUTES.find((r) => r.key === key));

/** One lazy component per loader, so routes sharing a page share its chunk and its state. */
const pages = new Map<Loader, Page>();
export function pageFor(key: string): Page {
  const load = loaders[key] ?? placeholder;
  let page = pages.get(load);
  if (!page) {
    pages.set(load, (page = lazy(needsMoreTexts(key) ? withMoreTexts(load) : load)));
  }
  return page;
}

/** Starts fetching the first screen's chunk while the language loads (saves a round trip). */
export function preloadPath(pathname: string): void {
  const key = findRoute(pathname)?.key;
  void (loaders[key ?? 'home'] ?? placeholder)().catch(() => undefined);
}
