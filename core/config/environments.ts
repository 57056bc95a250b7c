import { sameJson } from '../same-json';
import { maskSecrets, restoreSecrets } from './secrets';
import { problem } from './problems';
import type { ConfigProblem } from '../../schemas';

/**
 * Environments (issue 35, beyond the anchors): each merchant may have a staging copy, served to
 * players at `staging.<each host of the merchant>` with the same merchant code (same accounts and
 * games), edited in the console first and promoted to production through review.
 */
export const ENVIRONMENTS = ['production', 'staging'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

/** The label in front of a merchant's host that serves its staging copy. */
export const STAGING_HOST_PREFIX = 'staging.';

/** The production host a staging host stands for (`staging.lotus.example` → `lotus.example`), else undefined. */
export function productionHostOf(host: string): string | undefined {
  const lower = host.toLowerCase();
  return lower.startsWith(STAGING_HOST_PREFIX) && lower.length > STAGING_HOST_PREFIX.length
    ? lower.slice(STAGING_HOST_PREFIX.length)
    : undefined;
}

/** An IP address (v4, or v6 in brackets), with a port or not: no name can be put in front of it. */
const isIpHost = (host: string): boolean =>
  /^\[[\da-f:.]+\](:\d+)?$|^\d{1,3}(\.\d{1,3}){3}(:\d+)?$/i.test(host);

/** The staging hosts of a merchant's production hosts (a name in front of each, never of an IP address). */
export const stagingHostsOf = (hosts: readonly string[]): string[] =>
  hosts.filter((h) => !isIpHost(h)).map((h) => `${STAGING_HOST_PREFIX}${h}`);

/** Fields of the merchant that belong to production and are never taken from staging on a promotion. */
export const IDENTITY_FIELDS = ['code', 'hosts'] as const;

const isObject = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * A staging edit that changes the web addresses (issue 35): they are production's. The copy is served
 * at `staging.` in front of production's hosts and a promotion keeps production's, so a change made
 * on staging would do nothing; it is refused in words (save and dry run) instead of kept silently.
 * (The code is refused by every check already: `codeMismatch`.)
 */
export function stagingHostsProblems(edited: unknown, stored: unknown): ConfigProblem[] {
  const next = isObject(edited) ? edited.hosts : undefined;
  const before = isObject(stored) ? stored.hosts : undefined;
  if (sameJson(next, before)) return [];
  const served = Array.isArray(before) ? stagingHostsOf(before.filter((h) => typeof h === 'string')) : [];
  return [
    problem('/hosts', 'stagingHosts', 'web addresses belong to production: change them there', {
      hosts: served.join(', ') || '—',
    }),
  ];
}

/**
 * What production becomes when staging is promoted: the staging document, with production's identity
 * fields (code, hosts) and production's secrets (a staging copy never changes a live provider's key:
 * its secrets are compared masked, so one staging left as copied keeps production's current value).
 */
export function promotedDocument(staging: unknown, production: unknown): Record<string, unknown> {
  const s = isObject(staging) ? staging : {};
  const p = isObject(production) ? production : {};
  const out: Record<string, unknown> = { ...restoreSecrets(maskSecrets(s), p) };
  for (const k of IDENTITY_FIELDS) if (k in p) out[k] = p[k];
  return out;
}

/** A value production changed after the staging copy was made that a promotion would replace. */
export interface OverwrittenField {
  pointer: string;
  /** The value production has now. */
  production: unknown;
  /** The value the promotion would publish (absent: removed). */
  staging: unknown;
}

const escape = (k: string) => k.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * The fields production changed since the copy (`base` → `live`) that the promotion (`next`) would
 * not keep: each is named, so whoever promotes (and whoever approves) sees what would be undone.
 * Arrays are values, as in the editor's three-way merge.
 */
export function overwrittenFields(
  base: unknown,
  live: unknown,
  next: unknown,
  pointer = '',
): OverwrittenField[] {
  if (sameJson(live, base) || sameJson(next, live)) return [];
  if (isObject(base) && isObject(live) && isObject(next))
    return [...new Set([...Object.keys(live), ...Object.keys(base)])].flatMap((k) =>
      overwrittenFields(base[k], live[k], next[k], `${pointer}/${escape(k)}`),
    );
  return [{ pointer, production: live, staging: next }];
}
