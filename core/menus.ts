import { MODULE_IDS, type MenuItem, type MerchantConfig } from '../schemas';
import { isAgentType, NON_MEMBER_TYPE } from './member-types';
import { findRoute } from './routes';

export type Role = 'guest' | 'member' | 'agent' | 'trial';

export interface MenuContext {
  role: Role;
  /** Running inside the app or an installed PWA (hides app-download entries). */
  inApp?: boolean;
}

export interface ResolvedMenuItem extends MenuItem {
  labelKey: string;
  /** When set, the entry is shown but tapping it shows this message key instead of navigating. */
  blockedMessageKey?: string;
  /** Where the config decides this entry (JSON pointer), for "why is this here?" in a support preview. */
  configPath: string;
}

export { AGENT_TYPES, NON_MEMBER_TYPE, NO_CONTRACT_TYPES } from './member-types';

/** The role of a session, from its presence, trial mark and member type. */
export function roleOf(session: { type?: number | null; trial?: boolean } | null | undefined): Role {
  if (!session) return 'guest';
  if (session.trial) return 'trial';
  if (session.type === NON_MEMBER_TYPE) return 'guest';
  return isAgentType(session.type) ? 'agent' : 'member';
}

function audienceAllows(item: MenuItem, role: Role): boolean {
  switch (item.audience ?? 'all') {
    case 'all':
      return true;
    case 'guest':
      return role === 'guest';
    case 'member':
      return role !== 'guest';
    case 'agent':
      return role === 'agent';
  }
  return false;
}

const isModuleId = (r: string | undefined): r is (typeof MODULE_IDS)[number] =>
  !!r && (MODULE_IDS as readonly string[]).includes(r);

const routeAccess = (path: string | undefined) => findRoute(path?.split('?')[0] ?? '')?.access;

/** The entries of one menu list that a role sees, in config order (spec §6 menu rules). */
export function resolveMenu(
  config: Pick<MerchantConfig, 'menus' | 'flags' | 'modules'>,
  list: keyof MerchantConfig['menus'],
  ctx: MenuContext,
): ResolvedMenuItem[] {
  const out: ResolvedMenuItem[] = [];
  for (const [index, item] of config.menus[list].entries()) {
    if (item.enabled === false || !audienceAllows(item, ctx.role)) continue;
    if (item.requiresFlag && !config.flags[item.requiresFlag]) continue;
    if (item.hiddenInApp && ctx.inApp) continue;
    if (item.path === 'logout' && item.type === 'action' && ctx.role === 'guest') continue;
    // A trial session is no account: pages for real members only (change password) are not offered.
    if (ctx.role === 'trial' && item.type === 'route' && routeAccess(item.path) === 'memberOnly') continue;
    const resolved: ResolvedMenuItem = {
      ...item,
      labelKey: item.labelKey ?? `menu.${item.key}`,
      configPath: `/menus/${list}/${index}`,
    };
    // REWCEN3 off: the reward entry stays but tells the player to contact customer service (spec §6).
    if (item.resource === 'REWCEN3' && !config.flags.REWCEN3)
      resolved.blockedMessageKey = 'menu.rewardCentreOff';
    // CBS3 gates chat entries entirely.
    else if (item.resource === 'CBS3' && !config.flags.CBS3) continue;
    else if (
      isModuleId(item.resource) &&
      item.resource !== 'REWCEN3' &&
      item.resource !== 'CBS3' &&
      !config.modules.includes(item.resource)
    )
      continue;
    out.push(resolved);
  }
  return out;
}

export const sideMenuItems = (c: Parameters<typeof resolveMenu>[0], ctx: MenuContext) =>
  resolveMenu(c, 'sideMenu', ctx);
export const quickEntries = (c: Parameters<typeof resolveMenu>[0], ctx: MenuContext) =>
  resolveMenu(c, 'quickEntries', ctx);
export const shortcutItems = (c: Parameters<typeof resolveMenu>[0], ctx: MenuContext) =>
  resolveMenu(c, 'shortcuts', ctx);
export const footerItems = (c: Parameters<typeof resolveMenu>[0], ctx: MenuContext) =>
  resolveMenu(c, 'footer', ctx);
/** The member centre's quick entries (both mem_cen templates). */
export const memberCentreItems = (c: Parameters<typeof resolveMenu>[0], ctx: MenuContext) =>
  resolveMenu(c, 'memberCentre', ctx);
export const floatingServiceItems = (c: Parameters<typeof resolveMenu>[0], ctx: MenuContext) =>
  resolveMenu(c, 'floatingService', ctx);
