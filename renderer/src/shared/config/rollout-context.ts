import { NEW_PLAYER_DAYS, type RolloutContext } from '@core/rollouts';
import { isStandalone } from '../pwa/standalone';

export const DEVICE_KEY = 'MC_DEVICE_ID';
export const FIRST_SEEN_KEY = 'MC_FIRST_SEEN';
/** Set by the config server from the fronting proxy's country header (no extra request). */
export const COUNTRY_COOKIE = 'mc_country';

function stored(key: string, make: () => string): string {
  try {
    const v = localStorage.getItem(key);
    if (v) return v;
    const next = make();
    localStorage.setItem(key, next);
    return next;
  } catch {
    // Storage disabled (private mode): a per-page value, so the player still gets one side.
    return make();
  }
}

const randomId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;

export function cookieCountry(cookie: string): string | undefined {
  const m = new RegExp(`(?:^|;\\s*)${COUNTRY_COOKIE}=([A-Z]{2})(?:;|$)`).exec(cookie);
  return m?.[1];
}

/**
 * Who this player is for targeting: a sticky device id (guests), the member's name (members), the
 * first visit on this device (new vs returning), the country and app vs web.
 */
export function rolloutContext(
  memberId: string | undefined,
  forced: Record<string, boolean> | undefined,
  now = Date.now(),
): RolloutContext {
  const firstSeen = Number(stored(FIRST_SEEN_KEY, () => String(now))) || now;
  return {
    memberId,
    deviceId: stored(DEVICE_KEY, randomId),
    newPlayer: now - firstSeen < NEW_PLAYER_DAYS * 86_400_000,
    country: typeof document === 'undefined' ? undefined : cookieCountry(document.cookie),
    platform: typeof window !== 'undefined' && isStandalone() ? 'app' : 'web',
    forced,
  };
}
