/**
 * The renderer's routes (spec §2): one table shared by the renderer (routing, titles, guards) and
 * the config checks (a menu path must be one of these). Paths are under the /m prefix.
 */
export const PATH_PREFIX = '/m';

export type RouteAccess = 'all' | 'member' | 'real' | 'memberOnly';
// all: anyone; member: a session (trial included) else /m/login; real: a real member's screen (its
// calls refuse free accounts): a guest goes to /m/login, a trial player is told why and offered to
// register (spec §6 "free accounts told to use an actual account"); memberOnly: a real member session
// else /m/home.

export interface RouteDef {
  /** Stable id; the header title is the locale key titles.<key>. */
  key: string;
  path: string;
  access: RouteAccess;
  /** Game category shown by a game-list route. */
  category?: string;
  /** Query the route implies (e.g. FeatureBuy). */
  query?: Record<string, string>;
}

const r = (
  key: string,
  path: string,
  access: RouteAccess = 'all',
  extra: Partial<RouteDef> = {},
): RouteDef => ({
  key,
  path: `${PATH_PREFIX}${path}`,
  access,
  ...extra,
});

export const ROUTES: readonly RouteDef[] = [
  r('home', '/home'),
  r('login', '/login'),
  r('register', '/register'),
  r('forget', '/forget'),
  // Back from a social sign-in provider (issue 17): trades the one-time ticket, or says why it failed.
  r('social', '/social'),
  r('changePsw', '/changePsw', 'memberOnly'),
  r('help', '/help'),
  r('helpDetail', '/helpDetail'),
  r('agent', '/agent'),
  r('agentHome', '/agent/home', 'member'),
  r('download', '/download'),
  // Live streams: anchors (hot, promo, followed) and the chat launch (spec §1, §7); the footer live-chat entry opens it.
  r('live', '/live'),
  r('set', '/set'),
  r('notice', '/notice'),
  r('noticeDetail', '/noticeDetail'),
  r('activity', '/activity'),
  r('activityDetail', '/activityDetail'),
  // Visitors without a session go to /m/activity, not /m/login (spec §2): the page itself redirects.
  r('applyReward', '/applyReward'),
  r('voucherCenter', '/voucherCenter', 'real'),
  r('withdraw', '/withdraw', 'real'),
  r('vip', '/member/benefits', 'real'),
  r('memberHome', '/member/home', 'member'),
  r('join', '/join'),
  r('rewardCenter', '/rewardCenter', 'real'),
  // The member inbox (spec §3, §7 inbox unread): messages about deposits, withdrawals, rewards, checks.
  r('inbox', '/inbox', 'memberOnly'),
  // Daily sign-in (merchant flag signIn): one ledger-paid reward a day.
  r('signIn', '/signIn', 'memberOnly'),
  r('transactionRecord', '/transaction/record', 'member'),
  r('gameRecord', '/gameRecord', 'member'),
  r('myAccount', '/myAccount/index', 'real'),
  // Responsible gaming (issue 12; not in the spec): deposit limits, reality check, time-out, self-exclusion.
  r('safety', '/safety', 'real'),
  r('salaryContract', '/member/agent/getSalaryContract', 'real'),
  r('dividendContract', '/member/agent/getDevidendContract', 'real'),
  r('hourContract', '/member/agent/getHourContract', 'real'),
  r('gameCenter', '/gameCenter'),
  r('provider', '/provider'),
  r('search', '/search'),
  r('recent', '/recent', 'member'),
  r('favorite', '/favorite', 'member'),
  r('live-games', '/live-games', 'all', { category: 'LIVE' }),
  r('slot-games', '/slot-games', 'all', { category: 'RNG' }),
  r('sport-games', '/sport-games', 'all', { category: 'SPORTS' }),
  r('esport-games', '/esport-games', 'all', { category: 'ESPORTS' }),
  r('fish-games', '/fish-games', 'all', { category: 'FISH' }),
  r('pvp-games', '/pvp-games', 'all', { category: 'PVP' }),
  r('lott', '/lott', 'all', { category: 'LOTT' }),
  r('elott', '/elott', 'all', { category: 'ELOTT' }),
  r('hot-games', '/hot-games', 'all', { category: 'HOT' }),
  r('inHouse', '/inHouse', 'all', { category: 'INHOUSE' }),
  r('fav-games', '/fav-games', 'member', { category: 'FAV' }),
  r('cockfight', '/cockfight', 'all', { category: 'COCKFIGHT' }),
  r('new-games', '/new-games', 'all', { category: 'NEW' }),
  r('jili', '/jili-games', 'all', { category: 'RNG', query: { vassalage: 'JILI' } }),
  r('rtg', '/rtg-games', 'all', { category: 'RNG', query: { vassalage: 'RTG' } }),
  r('jackpots', '/jackpots', 'all', { category: 'JACKPOT' }),
  r('bingo', '/bingo', 'all', { category: 'BINGO' }),
  // Spec §2 page areas: a game or page inside the site (full-screen frame, back bar), the sports
  // (FB) game area, and a member's first-step tasks.
  r('outterApp', '/outterApp'),
  r('fbGame', '/fbGame'),
  r('customerTask', '/customerTask', 'member'),
];

/** Paths that show home (spec §2). `/m/register.html` is an alias of register. */
export const HOME_ALIASES = ['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home'] as const;
export const PATH_ALIASES: Readonly<Record<string, string>> = { '/m/register.html': '/m/register' };
export const ERROR_ROUTES = {
  ipBlock: '/m/ip-block',
  /** The spec's name of the IP-block page (ErrorLimit); /m/ip-block keeps working. */
  errorLimit: '/m/errorLimit',
  serviceError: '/m/service-error',
  maintenance: '/m/maintenance',
} as const;

const byPath = new Map(ROUTES.map((route) => [route.path, route]));

/** The route a path (without query) resolves to, following aliases; undefined when unknown. */
export function findRoute(pathname: string): RouteDef | undefined {
  const clean =
    pathname.length > 1 && pathname.endsWith('/') && pathname !== '/m/' ? pathname.slice(0, -1) : pathname;
  if ((HOME_ALIASES as readonly string[]).includes(clean)) return byPath.get('/m/home');
  return byPath.get(PATH_ALIASES[clean] ?? clean);
}

/**
 * The lobby's screens (home and the game lists): what most players open first. The server's page
 * and preloads and the renderer's split of texts treat them as the first screens (issue 18).
 */
export const isLobbyRoute = (route: RouteDef | undefined): boolean =>
  route?.key === 'home' || !!route?.category;

/** The sign-in screens: besides the lobby's texts they show only the account texts (issue 29). */
const ACCOUNT_TEXT_ROUTES: readonly string[] = ['login', 'forget', 'social', 'changePsw'];

/**
 * Which of the player's texts a screen shows (renderer/src/shared/i18n/i18n.ts): the lobby's only,
 * the lobby's and the account texts (sign-in screens), or all. The server preloads the same.
 */
export type RouteTexts = 'lobby' | 'account' | 'all';
export const routeTexts = (route: RouteDef | undefined): RouteTexts =>
  isLobbyRoute(route) ? 'lobby' : ACCOUNT_TEXT_ROUTES.includes(route?.key ?? '') ? 'account' : 'all';

/** Whether a menu path (may carry a query) names a route of the renderer. */
export function isRendererPath(path: string): boolean {
  const [pathname] = path.split('?');
  return findRoute(pathname ?? '') !== undefined;
}

/** Spec §2 back control: these pages go home instead of history back. */
export const BACK_HOME_ROUTES: readonly string[] = [
  'login',
  'register',
  'social',
  'activity',
  'forget',
  'download',
  'help',
  'notice',
];

/** Longest back or redirect address taken (schemas `backPathProp`). */
export const BACK_PATH_MAX = 512;
const BACK_PATH = /^\/m\/[^\s\\]*$/;

/**
 * A back or redirect address within the player site: `/m/…` with its query, no whitespace or
 * backslash (so never another origin), at most BACK_PATH_MAX long (schemas `backPathProp`).
 */
export function isBackPath(path: string | null | undefined): path is string {
  return !!path && path.length <= BACK_PATH_MAX && BACK_PATH.test(path);
}

/** Screens a signed-in member never lands on from a redirect: they would only send them on again. */
const NO_REDIRECT_ROUTES: readonly string[] = ['login', 'register', 'forget', 'social'];

/**
 * Where /m/login and /m/register send a member (after signing in, or at once when already signed
 * in): the `redirect` query when it names a page of the site other than those, else home (issue 17).
 */
export function redirectTarget(redirect: string | null | undefined): string {
  if (!isBackPath(redirect)) return '/m/home';
  const route = findRoute(redirect.split(/[?#]/)[0] ?? '');
  return route && !NO_REDIRECT_ROUTES.includes(route.key) ? redirect : '/m/home';
}
