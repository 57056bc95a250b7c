import type { SegmentContext } from './segments';
/**
 * What only the player's page knows (first visit on this device, app or web), told to the platform
 * API in one header so its content filter decides as the page's rollouts do: `new;app`, `returning;web`.
 */
export const AUDIENCE_HEADER = 'X-Player-Audience';
/** What a request without the header is taken for (parseAudienceHeader): a returning player on the web. */
export const DEFAULT_AUDIENCE = 'returning;web';
export const audienceHeader = (ctx: Pick<SegmentContext, 'newPlayer' | 'platform'>): string =>
  `${ctx.newPlayer ? 'new' : 'returning'};${ctx.platform}`;
export function parseAudienceHeader(
  value: string | undefined,
): Pick<SegmentContext, 'newPlayer' | 'platform'> {
  const parts = (value ?? '').slice(0, 40).split(';');
  return { newPlayer: parts[0] === 'new', platform: parts[1] === 'app' ? 'app' : 'web' };
}
