import type { MerchantConfig, SEGMENT_DEVICES, SEGMENT_PLATFORMS } from '../schemas';

/**
 * Segments (issue 35): who is in a saved audience. Pure, and the same on the player's page (rollouts)
 * and in the platform API (announcements), so a player is in a segment or not wherever it is asked.
 */
export type Segment = MerchantConfig['segments'][number];
export type SegmentDevice = (typeof SEGMENT_DEVICES)[number];
export type SegmentPlatform = (typeof SEGMENT_PLATFORMS)[number];

/** What is known of the player. A value left out is unknown: a rule on it does not hold. */
export interface SegmentContext {
  /** First visit less than NEW_PLAYER_DAYS ago. */
  newPlayer: boolean;
  /** ISO country of the player's address, when the fronting proxy says. */
  country?: string;
  platform: SegmentPlatform;
  /** The language the player reads the site in (a code of the language table). */
  language?: string;
  /** The member's VIP level; undefined for a guest (never in a segment with a VIP bound). */
  vipLevel?: number;
  device?: SegmentDevice;
}

/** The rules a segment and a rollout's own audience share. */
type Rules = Partial<
  Pick<Segment, 'players' | 'countries' | 'languages' | 'vipMin' | 'vipMax' | 'devices' | 'platforms'>
>;

/** A segment's VIP bounds need the member's level (read from the platform only when one asks). */
export const usesVip = (s: Rules): boolean => s.vipMin !== undefined || s.vipMax !== undefined;

/** Whether every rule that is set holds for this player. */
export function matchesRules(s: Rules, ctx: SegmentContext): boolean {
  if (s.players === 'new' && !ctx.newPlayer) return false;
  if (s.players === 'returning' && ctx.newPlayer) return false;
  if (s.countries?.length && (!ctx.country || !s.countries.includes(ctx.country))) return false;
  if (s.platforms?.length && !s.platforms.includes(ctx.platform)) return false;
  if (s.devices?.length && (!ctx.device || !s.devices.includes(ctx.device))) return false;
  if (s.languages?.length && (!ctx.language || !(s.languages as readonly string[]).includes(ctx.language)))
    return false;
  if (usesVip(s)) {
    if (ctx.vipLevel === undefined) return false;
    if (s.vipMin !== undefined && ctx.vipLevel < s.vipMin) return false;
    if (s.vipMax !== undefined && ctx.vipLevel > s.vipMax) return false;
  }
  return true;
}

export const findSegment = (
  segments: readonly Segment[] | undefined,
  id: string | null | undefined,
): Segment | undefined => (id ? segments?.find((s) => s.id === id) : undefined);

/** Whether the player is in the segment of that id; a segment that does not exist holds nobody. */
export const inSegment = (
  segments: readonly Segment[] | undefined,
  id: string,
  ctx: SegmentContext,
): boolean => {
  const s = findSegment(segments, id);
  return !!s && matchesRules(s, ctx);
};

/** The ids of every segment the player is in (what the platform API filters content rows by). */
export const segmentsOf = (segments: readonly Segment[] | undefined, ctx: SegmentContext): string[] =>
  (segments ?? []).filter((s) => matchesRules(s, ctx)).map((s) => s.id);

/** A player's context with the segments they are in filled (what a rollout naming one reads). */
export const withSegments = <C extends SegmentContext>(
  config: Pick<MerchantConfig, 'segments'>,
  ctx: C,
): C & { segments: string[] } => ({ ...ctx, segments: segmentsOf(config.segments, ctx) });

/** Whether any segment asks for a VIP level (else the API need not read the member's ladder). */
export const anyUsesVip = (segments: readonly Segment[] | undefined): boolean =>
  (segments ?? []).some(usesVip);
