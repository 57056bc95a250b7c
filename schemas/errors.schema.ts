import type { FromSchema } from 'json-schema-to-ts';

/**
 * The error catalogue (spec §8 and the API's own): every code has its HTTP status here and one
 * locale key `errors.<CODE>` in locales/. Client-only codes (no internet…) have status 0.
 */
export const ERROR_CODES = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  DECRYPTION_FAILED: 400,
  WRONG_CREDENTIALS: 401,
  CAPTCHA_REQUIRED: 400,
  CAPTCHA_INVALID: 400,
  VERIFICATION_CODE_INVALID: 400,
  ACCOUNT_NOT_FOUND: 404,
  ACCOUNT_DISABLED: 403,
  ACCOUNT_LOCKED: 423,
  ACCOUNT_NOT_ACTIVATED: 403,
  /** The merchant's support locked the account: `details.reason` says why (shown on the login page). */
  ACCOUNT_SUSPENDED: 403,
  /** The player's status changed meanwhile (locked or unlocked by someone else): reload the page. */
  PLAYER_STATUS_CHANGED: 409,
  USERNAME_TAKEN: 409,
  MOBILE_TAKEN: 409,
  NOT_LOGGED_IN: 401,
  SESSION_EXPIRED: 401,
  INVITATION_CODE_INVALID: 400,
  REFERRER_LINK_INVALID: 400,
  IP_BLOCKED: 403,
  REGION_BLOCKED: 451,
  MAINTENANCE: 503,
  UNKNOWN: 500,
  URL_EMPTY: 400,
  NO_PERMISSION: 403,
  FEATURE_UNAVAILABLE: 403,
  NON_MEMBER_REFUSED: 403,
  NON_AGENT_REFUSED: 403,
  TRIAL_ACCOUNT_REFUSED: 403,
  SAME_PASSWORD: 400,
  PASSWORD_MISMATCH: 400,
  PAYMENT_PASSWORD_INVALID: 400,
  /** The member has no payment password yet: set one in My account (the login password proves it is them). */
  PAYMENT_PASSWORD_NOT_SET: 409,
  INSUFFICIENT_BALANCE: 400,
  AMOUNT_OUT_OF_RANGE: 400,
  RATE_LIMITED: 429,
  NOT_FOUND: 404,
  MERCHANT_NOT_FOUND: 404,
  GAME_NOT_FOUND: 404,
  GAME_MAINTENANCE: 409,
  PROMOTION_NOT_FOUND: 404,
  PROMOTION_CLOSED: 409,
  REWARD_ALREADY_APPLIED: 409,
  IMAGE_TYPE_INVALID: 415,
  IMAGE_TOO_LARGE: 413,
  /** Its header says decoding would cost more than the server allows (width × height × depth): send a smaller picture. */
  IMAGE_TOO_COSTLY: 413,
  /** The same member's (or console user's) previous picture is still being decoded: retry after `Retry-After`. */
  IMAGE_BUSY: 429,
  /** Too many pictures wait for a decoder: retry after `Retry-After`. */
  IMAGE_QUEUE_FULL: 503,
  /** The picture was not decoded within the time limit (queue wait included): retry after `Retry-After`. */
  IMAGE_TIMEOUT: 503,
  TOO_MANY_IMAGES: 400,
  REMARKS_TOO_LONG: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  CONFIG_INVALID: 422,
  VERSION_CONFLICT: 412,
  PRECONDITION_REQUIRED: 428,
  PREVIEW_LINK_INVALID: 403,
  REQUEST_REPLAYED: 409,
  FORBIDDEN: 403,
  IDEMPOTENCY_KEY_REQUIRED: 400,
  IDEMPOTENCY_KEY_REUSED: 409,
  PAYMENT_PASSWORD_LOCKED: 423,
  SIGNATURE_INVALID: 401,
  ORDER_NOT_FOUND: 404,
  ORDER_ALREADY_SETTLED: 409,
  /** The deposit order was not paid within the merchant's payment window: it is closed, and a late payment is refused. */
  ORDER_EXPIRED: 409,
  WITHDRAW_DAILY_LIMIT: 429,
  PAYOUT_ACCOUNT_REQUIRED: 400,
  PAYEE_NAME_INVALID: 400,
  ROUND_NOT_FOUND: 404,
  ROUND_EXISTS: 409,
  /** The game round was settled (won) or closed: its bet is no longer rolled back. */
  ROUND_CLOSED: 409,
  /** This bet's transaction id was rolled back (before or after the bet arrived): the bet is refused. */
  BET_ROLLED_BACK: 409,
  KYC_PENDING: 409,
  KYC_ALREADY_APPROVED: 409,
  KYC_NOT_FOUND: 404,
  KYC_NOT_PENDING: 409,
  MESSAGE_NOT_FOUND: 404,
  DEPOSIT_LIMIT_EXCEEDED: 409,
  TIMED_OUT: 403,
  SELF_EXCLUDED: 403,
  PAYOUT_ACCOUNT_IN_USE: 409,
  REWARD_NOT_FOUND: 404,
  REWARD_ALREADY_CLAIMED: 409,
  REWARD_EXPIRED: 409,
  SIGN_IN_DONE: 409,
  ALREADY_DECIDED: 409,
  AGENT_APPLICATION_PENDING: 409,
  ALREADY_AGENT: 409,
  CONTRACT_PENDING: 409,
  APPROVAL_REQUIRED: 409,
  SELF_APPROVAL: 403,
  /** Issue 35, environments: the merchant has no staging copy yet (create one from production first). */
  STAGING_NOT_FOUND: 404,
  /** A staging copy exists already: copying production again replaces it only when asked (`replace`). */
  STAGING_EXISTS: 409,
  /** Promoting staging would change nothing on production. */
  NOTHING_TO_PROMOTE: 409,
  TOKEN_READ_ONLY: 403,
  WEBHOOK_URL_INVALID: 400,
  SOCIAL_TICKET_INVALID: 400,
  SOCIAL_UNAVAILABLE: 404,
  BOT_CHECK_FAILED: 403,
  /** A report's day range is not a pair of real days with `from` on or before `to`. */
  REPORT_RANGE_INVALID: 400,
  /** A report's day range is longer than the platform's limit (MAX_REPORT_DAYS). */
  REPORT_RANGE_TOO_LONG: 400,
  /** A dependency (the database) is out of reach for a moment: retry after the `Retry-After` header. */
  SERVICE_UNAVAILABLE: 503,
  SLOW_CONNECTION: 0,
  NO_INTERNET: 0,
  LOAD_FAILED: 0,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;
export const ERROR_CODE_LIST = Object.keys(ERROR_CODES) as ErrorCode[];

export const errorBodySchema = {
  $id: 'errorBody',
  type: 'object',
  additionalProperties: false,
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      additionalProperties: false,
      required: ['code', 'message'],
      properties: {
        code: { type: 'string', enum: ERROR_CODE_LIST as unknown as readonly ErrorCode[] },
        message: { type: 'string' },
        details: {},
      },
    },
  },
} as const;

export type ErrorBody = FromSchema<typeof errorBodySchema>;

/** A problem found in a merchant config: where (JSON pointer), which message key, and its values. */
export const configProblemSchema = {
  $id: 'configProblem',
  type: 'object',
  additionalProperties: false,
  required: ['pointer', 'key', 'message'],
  properties: {
    pointer: { type: 'string', description: 'JSON pointer into the merchant document.' },
    key: { type: 'string', description: 'Locale key of the message (config.errors.*).' },
    params: { type: 'object', additionalProperties: { type: ['string', 'number', 'boolean'] } },
    message: { type: 'string', description: 'The message in English, for logs.' },
  },
} as const;
export type ConfigProblem = FromSchema<typeof configProblemSchema>;
