/** Platform timings and sizes that are not merchant config (those live in `config.limits` / `config.login`). */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
export const TRIAL_SESSION_TTL_MS = 2 * 60 * 60 * 1000;
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;
/** An SMS code stays valid this long; a new one may be asked after `limits.timings.smsResetSeconds`. */
export const SMS_CODE_TTL_MS = 5 * 60 * 1000;
export const SMS_CODE_LENGTH = 6;
export const SMS_CODE_MAX_ATTEMPTS = 5;
/** Failed logins from one IP (any account) within the lockout window before the IP is refused. */
export const IP_FAILURE_FACTOR = 3;
/** Launch tickets of the demo game and chat pages. */
export const LAUNCH_TICKET_TTL_MS = 10 * 60 * 1000;
/** Member types (spec §3, §6): their home is core/member-types.ts. */
export { AGENT_TYPES, NO_CONTRACT_TYPES, NON_MEMBER_TYPE as GUEST_TYPE } from '../../core/member-types';
/** Trial players are not one of the spec's numbered types: the reference platform uses 9. */
export const TRIAL_TYPE = 9;
export const RECENT_MAX = 200;
/** Game pictures never change for a node id: cache them for a year. */
export const PICTURE_CACHE_SECONDS = 31_536_000;
/** Uploads: multipart request limits beyond the merchant's image limits. */
export const MULTIPART_FIELD_MAX_BYTES = 4096;
