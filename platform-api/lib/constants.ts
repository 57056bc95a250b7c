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
/**
 * A console username past its failure threshold is not shut: each attempt needs a fresh captcha and
 * one password check per this interval is allowed (players: merchant `login.slowDownSeconds`).
 */
export const LOCKED_LOGIN_INTERVAL_MS = 5000;
/** Forgot-by-email codes: digits, life and wrong tries before the code is dead. */
export const MAIL_CODE_LENGTH = 6;
export const MAIL_CODE_TTL_MS = 30 * 60 * 1000;
export const MAIL_CODE_MAX_ATTEMPTS = 5;
/** One forgot-by-email mail per account per this wait. */
export const MAIL_RESEND_MS = 60 * 1000;
/** Launch tickets of the demo game and chat pages. */
export const LAUNCH_TICKET_TTL_MS = 10 * 60 * 1000;
/** How long the demo slot waits for its bet call before it rolls the bet back (issue 34). */
export const DEMO_WALLET_TIMEOUT_MS = 5_000;
/** Member types (spec §3, §6): their home is core/member-types.ts. */
export { AGENT_TYPES, NO_CONTRACT_TYPES, NON_MEMBER_TYPE as GUEST_TYPE } from '../../core/member-types';
/** Trial players are not one of the spec's numbered types: the reference platform uses 9. */
export const TRIAL_TYPE = 9;
export const RECENT_MAX = 200;
/** Game pictures never change for a node id: cache them for a year. */
export const PICTURE_CACHE_SECONDS = 31_536_000;
/** Uploads: multipart request limits beyond the merchant's image limits. */
export const MULTIPART_FIELD_MAX_BYTES = 4096;
/** A provider notification older (or newer) than this is refused, with its signature. */
export const NOTIFICATION_MAX_AGE_MS = 5 * 60 * 1000;
/** A trial account's play money, in minor units (2,000.00 in a 2-digit currency, 200,000 ₫). */
export const TRIAL_OPENING_BALANCE = 200_000;
/** The rebate scheduler looks for an ended, unpaid period this often (a paid one costs one cheap INSERT … ON CONFLICT). */
export const REBATE_RUN_INTERVAL_MS = 15 * 60 * 1000;
/** Its first look after the server starts (the catalogue and merchants are loaded by then). */
export const REBATE_FIRST_RUN_MS = 60 * 1000;
/** The winners board shows wins settled within this many days. */
export const WINNERS_WINDOW_DAYS = 30;
/** The request headers a browser-cached answer depends on (language and merchant). */
export const CACHE_VARY = 'Accept-Language, X-Merchant-Code';
/** The iOS profile (a Web Clip of the merchant's site) the download resources point at. */
export const WEB_CLIP_PROFILE_PATH = '/api/content/web-clip.mobileconfig';
/**
 * Bot check of the SMS code request (spec §3): zero bits of the proof of work (2^12 hashes on
 * average, a fraction of a second in a phone browser) and the life of a challenge.
 */
export const BOT_CHECK_BITS = 12;
export const BOT_CHALLENGE_TTL_MS = 2 * 60 * 1000;
