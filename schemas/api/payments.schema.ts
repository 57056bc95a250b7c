import type { FromSchema } from 'json-schema-to-ts';
import { listSchema } from './common.schema';

/*
 * Money (issue 10): deposit through the demo provider, withdraw with a payout account, the wallet
 * calls of game providers, and the records. Every amount is an integer in the currency's minor unit
 * (VND đồng, USD cents); the merchant's currency and its digits come with the channels.
 */

const minor = {
  type: 'integer',
  description: 'Minor units of the merchant currency (VND: đồng; USD: cents).',
} as const;
const amountIn = {
  type: 'integer',
  minimum: 1,
  maximum: 1_000_000_000_000_000,
  description: 'Minor units of the merchant currency; a whole positive number.',
} as const;
const date = { type: 'string', format: 'date', description: 'YYYY-MM-DD (UTC day), inclusive.' } as const;
const paging = {
  pageNo: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
} as const;

export const currencyInfoSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['code', 'digits'],
  properties: {
    code: { type: 'string' },
    digits: {
      type: 'integer',
      description: 'Minor-unit digits: amounts are divided by 10^digits for display.',
    },
  },
} as const;

export const channelsResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['currency', 'channels', 'firstDepositBonus', 'withdraw'],
  properties: {
    currency: currencyInfoSchema,
    channels: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['code', 'kind', 'min', 'max', 'presets'],
        properties: {
          code: { type: 'string' },
          kind: { type: 'string' },
          min: minor,
          max: minor,
          presets: { type: 'array', items: minor },
        },
      },
    },
    firstDepositBonus: {
      type: 'object',
      additionalProperties: false,
      required: ['enabled', 'percent', 'eligible'],
      properties: {
        enabled: { type: 'boolean' },
        percent: { type: 'number' },
        maxBonus: minor,
        eligible: {
          type: 'boolean',
          description: 'The member has no paid deposit yet: the next paid one earns the bonus.',
        },
      },
    },
    withdraw: {
      type: 'object',
      additionalProperties: false,
      required: ['min', 'max', 'dailyCount', 'requirePaymentPassword', 'paymentPasswordSet'],
      properties: {
        min: minor,
        max: minor,
        dailyCount: { type: 'integer' },
        requirePaymentPassword: { type: 'boolean' },
        paymentPasswordSet: {
          type: 'boolean',
          description:
            'The member has a payment password; without one a withdrawal answers PAYMENT_PASSWORD_NOT_SET (set it with PUT /api/account/payment-password).',
        },
      },
    },
  },
} as const;
export type Channels = FromSchema<typeof channelsResponseSchema>;

export const idempotencyHeadersSchema = {
  type: 'object',
  properties: {
    'idempotency-key': {
      type: 'string',
      description:
        'Required: 8–128 of A–Z a–z 0–9 _ . : -. The same key replayed returns the first answer and moves no money twice.',
    },
  },
} as const;

export const depositBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['channel', 'amount'],
  properties: {
    channel: { type: 'string', pattern: '^[A-Z0-9_]{1,20}$' },
    amount: amountIn,
    language: { type: 'string', enum: ['vi', 'en'] },
  },
} as const;
export type DepositBody = FromSchema<typeof depositBodySchema>;

export const ORDER_STATUSES = ['pending', 'paid', 'cancelled', 'expired', 'approved', 'rejected'] as const;
export const orderSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'kind', 'status', 'amount', 'bonus', 'createdAt'],
  properties: {
    id: { type: 'integer' },
    kind: { type: 'string', enum: ['deposit', 'withdraw'] },
    channel: { type: 'string' },
    status: {
      type: 'string',
      enum: ORDER_STATUSES,
      description:
        'Deposit: pending → paid | cancelled | expired (not paid within the merchant payment window). Withdrawal: pending → approved | rejected.',
    },
    amount: minor,
    bonus: {
      ...minor,
      description: 'First-deposit bonus paid with this deposit (0 until paid, and for every later deposit).',
    },
    createdAt: { type: 'string', format: 'date-time' },
    settledAt: { type: 'string', format: 'date-time' },
    expiresAt: {
      type: 'string',
      format: 'date-time',
      description: 'Deposit: the end of its payment window; unpaid by then, it is expired.',
    },
    reason: { type: 'string', description: 'The operator’s reason of a rejection.' },
  },
} as const;
export type Order = FromSchema<typeof orderSchema>;
export const orderResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['order'],
  properties: {
    order: orderSchema,
    payUrl: { type: 'string', description: 'Deposit: the provider’s cashier page to pay or cancel on.' },
    bonusPreview: {
      ...minor,
      description: 'Deposit: the bonus the member gets if this is the first paid deposit.',
    },
  },
} as const;
export type OrderResponse = FromSchema<typeof orderResponseSchema>;
export const ordersQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { status: { type: 'string', enum: ORDER_STATUSES } },
} as const;
export const ordersResponseSchema = listSchema(orderSchema);
export const orderParamsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;

/** The provider's notification (the shape a real one sends): HMAC-SHA256 over orderId, amount, status, nonce, timestamp. */
export const depositNotificationSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['orderId', 'amount', 'status', 'nonce', 'timestamp', 'signature'],
  properties: {
    orderId: {
      type: 'string',
      minLength: 10,
      maxLength: 100,
      pattern: '^[A-Za-z0-9_-]+$',
      description: 'The provider reference of the order (from the pay URL).',
    },
    amount: amountIn,
    status: { type: 'string', enum: ['paid', 'cancelled'] },
    nonce: { type: 'string', minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' },
    timestamp: {
      type: 'integer',
      minimum: 0,
      maximum: Number.MAX_SAFE_INTEGER,
      description: 'Unix milliseconds; notifications older than 5 minutes are refused.',
    },
    signature: {
      type: 'string',
      maxLength: 128,
      description: 'hex HMAC-SHA256 of the fields above joined by newlines.',
    },
  },
} as const;
export type DepositNotification = FromSchema<typeof depositNotificationSchema>;
/** A payment provider's own notification address (issue 34: platform-api/payments/registry.ts). */
export const providerParamsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['provider'],
  properties: {
    provider: {
      type: 'string',
      pattern: '^[a-z0-9-]{1,40}$',
      description: 'The payment provider’s id (platform-api/payments/registry.ts), e.g. demo.',
    },
  },
} as const;
export const providerNotificationSchema = {
  type: 'object',
  description:
    'The provider’s own signed notification; its adapter checks the signature and reads it (platform-api/payments/provider.ts verifyNotification).',
} as const;
export const notificationResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'order'],
  properties: { success: { type: 'boolean' }, order: orderSchema },
} as const;

export const payoutAccountSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'bankName', 'accountNumber', 'holderName'],
  properties: {
    id: { type: 'integer' },
    bankName: { type: 'string' },
    accountNumber: { type: 'string' },
    holderName: { type: 'string' },
  },
} as const;
export type PayoutAccountDto = FromSchema<typeof payoutAccountSchema>;
export const payoutAccountBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['bankName', 'accountNumber', 'holderName'],
  properties: {
    bankName: { type: 'string', minLength: 2, maxLength: 60 },
    accountNumber: { type: 'string', pattern: '^[0-9]{6,20}$' },
    holderName: {
      type: 'string',
      minLength: 2,
      maxLength: 64,
      description: 'The holder’s real name without diacritics (payee rule).',
    },
  },
} as const;
export type PayoutAccountBody = FromSchema<typeof payoutAccountBodySchema>;
export const payoutAccountsResponseSchema = listSchema(payoutAccountSchema);
export const payoutAccountResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['account'],
  properties: { account: payoutAccountSchema },
} as const;

export const withdrawBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['amount', 'payoutAccountId'],
  properties: {
    amount: amountIn,
    payoutAccountId: { type: 'integer', minimum: 1, maximum: 2147483647 },
    paymentPassword: { type: 'string', minLength: 1, maxLength: 32 },
  },
} as const;
export type WithdrawBody = FromSchema<typeof withdrawBodySchema>;

/* Wallet calls of a game provider (seamless wallet): signed with the game provider's secret. */
/*
 * Fields the wallet calls share, written out as literals: a module-level read of another schema's
 * property (or a spread of it) is a possible side effect to the bundler, which then kept the wallet
 * schemas, descriptions and all, in the player app's first load (issue 29's budget).
 */
const ROUND_ID_PATTERN = '^[A-Za-z0-9_-]+$';
const ticketField = {
  type: 'string',
  minLength: 10,
  maxLength: 100,
  pattern: '^[A-Za-z0-9_-]+$',
  description: 'The game launch ticket (who plays which game).',
} as const;
export const walletCallBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['ticket', 'roundId', 'amount', 'signature'],
  properties: {
    ticket: ticketField,
    roundId: { type: 'string', minLength: 1, maxLength: 64, pattern: ROUND_ID_PATTERN },
    amount: {
      type: 'integer',
      minimum: 0,
      maximum: 1_000_000_000_000_000,
      description: 'Minor units. Bet: the stake (≥ 1). Win: the payout (0 for a loss).',
    },
    outcome: {
      type: 'object',
      additionalProperties: true,
      maxProperties: 20,
      description: 'What the round showed (reels, dice).',
    },
    signature: {
      type: 'string',
      maxLength: 128,
      description: 'hex HMAC-SHA256 of kind (bet|win), ticket, roundId, amount joined by newlines.',
    },
  },
} as const;
export type WalletCallBody = FromSchema<typeof walletCallBodySchema>;
export const walletCallResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['roundId', 'balance', 'bet', 'win'],
  properties: { roundId: { type: 'string' }, balance: minor, bet: minor, win: minor },
} as const;
export type WalletCallResponse = FromSchema<typeof walletCallResponseSchema>;

/*
 * The rest of the seamless-wallet contract a game provider implements against (issue 34): rollback,
 * close-round and balance, signed with the same secret as bet and win: hex HMAC-SHA256 of the call's
 * name and its fields, in the order given in each `signature` description, joined by newlines.
 */
const roundField = {
  type: 'string',
  minLength: 1,
  maxLength: 64,
  pattern: ROUND_ID_PATTERN,
  description: 'The provider’s round id, as sent with the bet.',
} as const;
const signatureField = (fields: string) =>
  ({
    type: 'string',
    maxLength: 128,
    description: `hex HMAC-SHA256 of ${fields} joined by newlines.`,
  }) as const;

export const walletRollbackBodySchema = {
  type: 'object',
  additionalProperties: false,
  description:
    'Refunds a bet by its transaction id, for a bet call that timed out or failed on the provider’s side. Idempotent by transactionId: repeated, it answers the first answer (header idempotent-replayed: true) and moves nothing. A rollback that arrives before its bet is recorded (a tombstone, betFound false) and the bet, if it arrives later, is refused with BET_ROLLED_BACK; so is the bet re-sent after its rollback. A bet whose round is settled (won) or closed is not rolled back: ROUND_CLOSED.',
  required: ['ticket', 'roundId', 'transactionId', 'signature'],
  properties: {
    ticket: ticketField,
    roundId: roundField,
    transactionId: {
      type: 'string',
      pattern: '^[A-Za-z0-9_.:-]{8,128}$',
      description:
        'The bet’s transaction id: the Idempotency-Key its bet call was (or would have been) sent with.',
    },
    signature: /* @__PURE__ */ signatureField('"rollback", ticket, roundId, transactionId'),
  },
} as const;
export type WalletRollbackBody = FromSchema<typeof walletRollbackBodySchema>;
export const walletRollbackResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['transactionId', 'roundId', 'betFound', 'refunded', 'balance'],
  properties: {
    transactionId: { type: 'string' },
    roundId: { type: 'string' },
    betFound: {
      type: 'boolean',
      description: 'true: the bet was recorded and is refunded; false: no such bet, its id is now refused.',
    },
    refunded: { type: 'integer', description: 'The stake given back (0 when no bet was found).' },
    balance: { type: 'integer', description: 'The wallet balance after the rollback.' },
  },
} as const;
export type WalletRollbackResponse = FromSchema<typeof walletRollbackResponseSchema>;

export const walletCloseRoundBodySchema = {
  type: 'object',
  additionalProperties: false,
  description:
    'Ends a round that ends without a win call (a loss): no money moves and no ledger entry is written; afterwards neither a win nor a rollback is taken for it. A round already won, closed or rolled back answers as it stands (idempotent); a round never opened answers ROUND_NOT_FOUND.',
  required: ['ticket', 'roundId', 'signature'],
  properties: {
    ticket: ticketField,
    roundId: roundField,
    signature: /* @__PURE__ */ signatureField('"close", ticket, roundId'),
  },
} as const;
export type WalletCloseRoundBody = FromSchema<typeof walletCloseRoundBodySchema>;

export const walletBalanceBodySchema = {
  type: 'object',
  additionalProperties: false,
  description: 'The player’s available balance, for the game client’s display before and between rounds.',
  required: ['ticket', 'signature'],
  properties: { ticket: ticketField, signature: /* @__PURE__ */ signatureField('"balance", ticket') },
} as const;
export type WalletBalanceBody = FromSchema<typeof walletBalanceBodySchema>;
export const walletBalanceResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['balance', 'currency'],
  properties: {
    balance: { type: 'integer', description: 'Available balance in minor units of the currency.' },
    currency: { type: 'string', description: 'The merchant’s currency code (VND, USD…).' },
  },
} as const;
export type WalletBalanceResponse = FromSchema<typeof walletBalanceResponseSchema>;

export const LEDGER_KINDS = [
  'deposit',
  'first_deposit_bonus',
  'withdraw_hold',
  'withdraw_release',
  'withdraw_payout',
  'bet',
  'win',
  'reward',
  'adjustment',
  'rebate',
  'rollback',
] as const;
/** Record types the player filters by (spec: account record): each is a set of ledger kinds. */
export const RECORD_TYPES = ['deposit', 'withdraw', 'bet', 'win', 'bonus', 'rebate', 'adjustment'] as const;
export type RecordType = (typeof RECORD_TYPES)[number];

export const transactionsQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { type: { type: 'string', enum: RECORD_TYPES }, from: date, to: date, ...paging },
} as const;
export type TransactionsQuery = FromSchema<typeof transactionsQuerySchema>;
export const ledgerEntrySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'kind', 'amount', 'balanceAfter', 'createdAt'],
  properties: {
    id: { type: 'integer' },
    kind: { type: 'string', enum: LEDGER_KINDS },
    amount: {
      ...minor,
      description:
        'Change of the available balance; a payout shows the held amount leaving (the available balance does not change).',
    },
    balanceAfter: minor,
    heldAfter: minor,
    status: {
      type: 'string',
      enum: ORDER_STATUSES,
      description: 'Status of the deposit or withdrawal behind the entry.',
    },
    orderId: { type: 'integer' },
    roundId: { type: 'integer' },
    note: { type: 'string' },
    createdAt: { type: 'string', format: 'date-time' },
  },
} as const;
export type LedgerEntryDto = FromSchema<typeof ledgerEntrySchema>;
export const transactionsResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['list', 'pageNum', 'totalPages', 'totalCount'],
  properties: {
    list: { type: 'array', items: ledgerEntrySchema },
    pageNum: { type: 'integer' },
    totalPages: { type: 'integer' },
    totalCount: { type: 'integer' },
  },
} as const;
export type Transactions = FromSchema<typeof transactionsResponseSchema>;

export const roundsQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { from: date, to: date, ...paging },
} as const;
export type RoundsQuery = FromSchema<typeof roundsQuerySchema>;
export const roundSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'nodeId', 'game', 'vendor', 'bet', 'win', 'createdAt'],
  properties: {
    id: { type: 'integer' },
    nodeId: { type: 'integer' },
    game: { type: 'string' },
    vendor: { type: 'string' },
    bet: minor,
    win: minor,
    createdAt: { type: 'string', format: 'date-time' },
  },
} as const;
export const roundsResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['list', 'pageNum', 'totalPages', 'totalCount', 'totals'],
  properties: {
    list: { type: 'array', items: roundSchema },
    pageNum: { type: 'integer' },
    totalPages: { type: 'integer' },
    totalCount: { type: 'integer' },
    totals: {
      type: 'object',
      additionalProperties: false,
      required: ['bet', 'win', 'net'],
      properties: {
        bet: minor,
        win: minor,
        net: { ...minor, description: 'win − bet over the filtered range.' },
      },
    },
  },
} as const;
export type Rounds = FromSchema<typeof roundsResponseSchema>;
