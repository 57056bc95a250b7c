import type { MerchantConfig } from '../schemas';
import type { SegmentContext } from './segments';

/**
 * Targeting (issue 16), evaluated where the config is read: on the player's page, from the config it
 * already has. Pure: the same config and context give the same answer, and the input is never changed.
 */
export type Rollout = MerchantConfig['rollouts'][number];
export type RolloutPlatform = 'app' | 'web';

/** Who the player is: what segments know (country, language, VIP level, device…) and the sticky keys. */
export interface RolloutContext extends SegmentContext {
  /** The member's name when logged in (sticky across devices), else undefined. */
  memberId?: string;
  /** A random id kept on the device: the sticky key of a guest. */
  deviceId: string;
  /** A support preview forces a side per rollout id (true: gets the changes). */
  forced?: Readonly<Record<string, boolean>>;
  /**
   * The ids of the merchant's segments the player is in (core/segments `withSegments`); absent: in
   * none yet. Worked out apart, so the player's first load does not carry the segment rules.
   */
  segments?: readonly string[];
}

export const NEW_PLAYER_DAYS = 7;
export const BUCKETS = 10_000;

/**
 * Top-level areas a rollout may change: what the player site decides by itself. Identity (code,
 * hosts), the rollouts list, and what the servers enforce (register and login rules, status,
 * payments, KYC, limits the API counts) are refused: a player-side change there would lie.
 */
export const ROLLOUT_TARGETS = [
  '/name',
  '/theme',
  '/flags',
  '/menus',
  '/games',
  '/templates',
  '/content',
  '/defaultLanguage',
  '/limits/timings',
] as const;

export const rolloutTargetAllowed = (ptr: string): boolean =>
  ROLLOUT_TARGETS.some((t) => ptr === t || ptr.startsWith(`${t}/`));

/** FNV-1a (32 bit) with murmur3's final mix: stable across browsers, servers and releases. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** The player's bucket for a rollout, 0…9999. The same rollout id and key always give the same one. */
export const bucketOf = (rolloutId: string, key: string): number => hash32(`${rolloutId}:${key}`) % BUCKETS;

/** In the share: bucket below percentage × 100, so raising 10 % to 20 % keeps the first 10 % in. */
export const inPercentage = (bucket: number, percentage: number): boolean =>
  bucket < Math.round(Math.max(0, Math.min(100, percentage)) * 100);

export const stickyKey = (ctx: RolloutContext): string =>
  ctx.memberId ? `m:${ctx.memberId}` : `d:${ctx.deviceId}`;

/**
 * Whether this player gets the rollout's changes: in its segment when it names one (issue 35; a
 * segment that does not exist holds nobody, and the config checks refuse one), then its audience.
 */
export function rolloutSide(r: Rollout, ctx: RolloutContext): boolean {
  const forced = ctx.forced?.[r.id];
  if (forced !== undefined) return forced;
  if (!r.enabled) return false;
  if (r.segment !== undefined && !ctx.segments?.includes(r.segment)) return false;
  const a = r.audience;
  if (a.players === 'new' && !ctx.newPlayer) return false;
  if (a.players === 'returning' && ctx.newPlayer) return false;
  if (a.countries.length && (!ctx.country || !a.countries.includes(ctx.country))) return false;
  if (a.platforms.length && !a.platforms.includes(ctx.platform)) return false;
  return inPercentage(bucketOf(r.id, stickyKey(ctx)), a.percentage);
}

const unescape = (s: string) => s.replace(/~1/g, '/').replace(/~0/g, '~');
export const pointerParts = (ptr: string): string[] => ptr.split('/').slice(1).map(unescape);

/** The value at a JSON pointer, or undefined. */
export function valueAt(doc: unknown, ptr: string): unknown {
  let node: unknown = doc;
  for (const seg of pointerParts(ptr)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[seg];
  }
  return node;
}

/** Whether a pointer can be set in a document: its parent exists (an object, or a list with that index). */
export function canSet(doc: unknown, ptr: string): boolean {
  const parts = pointerParts(ptr);
  if (!parts.length) return false;
  const parent = valueAt(doc, ptr.slice(0, ptr.lastIndexOf('/')));
  const last = parts[parts.length - 1]!;
  if (Array.isArray(parent)) return /^\d+$/.test(last) && Number(last) < parent.length;
  return parent !== null && typeof parent === 'object';
}

/** A copy of `doc` with the value at `ptr` replaced; only the containers on the way are copied. */
export function setAt<T>(doc: T, ptr: string, value: unknown): T {
  const parts = pointerParts(ptr);
  const put = (node: unknown, i: number): unknown => {
    if (i === parts.length) return value;
    const seg = parts[i]!;
    if (Array.isArray(node)) {
      const copy = [...(node as unknown[])];
      copy[Number(seg)] = put(copy[Number(seg)], i + 1);
      return copy;
    }
    const obj = (node && typeof node === 'object' ? node : {}) as Record<string, unknown>;
    return { ...obj, [seg]: put(obj[seg], i + 1) };
  };
  return put(doc, 0) as T;
}

/** The rollouts this player gets, in list order (a later one wins on the same field). */
export const activeRollouts = (config: MerchantConfig, ctx: RolloutContext): Rollout[] =>
  (config.rollouts ?? []).filter((r) => rolloutSide(r, ctx));

/**
 * The config this player sees: the current version with the changes of every rollout they are in.
 * Returns the same object when no rollout applies (so memoised consumers do not re-render).
 */
export function applyRollouts(config: MerchantConfig, ctx: RolloutContext): MerchantConfig {
  let out = config;
  for (const r of activeRollouts(config, ctx))
    for (const [ptr, value] of Object.entries(r.changes))
      if (rolloutTargetAllowed(ptr) && canSet(out, ptr)) out = setAt(out, ptr, value);
  return out;
}

/** The rollout that decided a field for this player (the last one that set it or a parent of it). */
export function rolloutFor(config: MerchantConfig, ctx: RolloutContext, ptr: string): Rollout | undefined {
  let found: Rollout | undefined;
  for (const r of activeRollouts(config, ctx))
    if (Object.keys(r.changes).some((p) => ptr === p || ptr.startsWith(`${p}/`) || p.startsWith(`${ptr}/`)))
      found = r;
  return found;
}
