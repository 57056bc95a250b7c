import type { MerchantConfig } from '../../schemas';
import { deliver, type Mailer, type MailMessage } from '../../server/mail';
import { deliverSms, type SmsMessage, type SmsSender } from '../../server/sms';
import type { AdminPlayerActionResult } from '../../schemas/admin-players.schema';
import { currencyDigits } from '../../core/money';
import type { Db, Queryable } from '../../server/db/db';
import { AppError } from '../../server/http-errors';
import type { BackOfficeAction, BackOfficeAudit } from '../lib/back-office';
import { SMS_CODE_LENGTH, SMS_CODE_TTL_MS } from '../lib/constants';
import { numericCode } from '../lib/tokens';
import { postInbox } from '../repositories/inbox-repository';
import { post } from '../repositories/ledger-repository';
import {
  decideAdjustment,
  endSessions,
  findAdjustment,
  findPlayer,
  insertAdjustment,
  insertNote,
  lockPlayer,
  unlockPlayer,
  type Adjustment,
  type PlayerRow,
} from '../repositories/players-admin-repository';
import { saveSmsCode } from '../repositories/security-repository';
import { newResetMail, smsCodeMessage } from './verification-service';

/*
 * What the console's people do to a player (issue 34): each with a reason, in one transaction with
 * its audit row (naming the member) and, where the player should know, an inbox message. A lock ends
 * the player's sessions in the same transaction; once it commits, `sessionsEnded` is told the ended
 * sessions' stored hashes, and the merchant's event stream (every replica) names them by their tags
 * (core/session-tag.ts), so their open pages sign out at once; login is refused with
 * ACCOUNT_SUSPENDED and the reason (login-service assertMayEnter).
 */

export type PlayerAction = 'lock' | 'unlock' | 'endSessions' | 'passwordReset' | 'note';

const AUDIT: Record<PlayerAction, BackOfficeAction> = {
  lock: 'playerLocked',
  unlock: 'playerUnlocked',
  endSessions: 'playerSessionsEnded',
  passwordReset: 'playerPasswordResetSent',
  note: 'playerNoteAdded',
};

export interface PlayerActionRequest {
  merchant: MerchantConfig;
  id: number;
  action: PlayerAction;
  /** The reason (a note's text for `note`). */
  reason: string;
  actor: string;
  ip: string;
  /** Told, after the commit, the stored hashes of the sessions the action ended (lock, end sessions). */
  sessionsEnded?: (tokenHashes: string[]) => Promise<void>;
  /**
   * How a reset code reaches the player: SMS (server/sms.ts: the site's relay, or the demo outbox;
   * undefined: none) and mail (server/mail.ts; undefined: none). Sent after the commit.
   */
  send: { sms?: SmsSender; mailer?: Mailer; log: { warn(obj: object, msg: string): void } };
}

type Performed = AdminPlayerActionResult & { ended?: string[]; mail?: MailMessage; sms?: SmsMessage };

/** Does one action on a player of the merchant; PLAYER_STATUS_CHANGED when a lock or unlock finds the other state. */
export async function actOnPlayer(
  db: Db,
  audit: BackOfficeAudit,
  a: PlayerActionRequest,
): Promise<AdminPlayerActionResult> {
  const { ended, mail, sms, ...result } = await db.transaction(async (tx): Promise<Performed> => {
    const player = await findPlayer(tx, a.merchant.code, a.id);
    if (!player) throw new AppError('ACCOUNT_NOT_FOUND');
    const out = await perform(tx, player, a);
    await audit(tx, {
      actor: a.actor,
      action: AUDIT[a.action],
      merchant: a.merchant.code,
      ip: a.ip,
      detail: {
        memberId: player.id,
        username: player.username,
        reason: a.reason,
        ...(out.sessionsEnded !== undefined ? { sessionsEnded: out.sessionsEnded } : {}),
        ...(out.sentTo ? { sentTo: out.sentTo } : {}),
      },
    });
    return out;
  });
  if (ended && ended.length > 0 && a.sessionsEnded) await a.sessionsEnded(ended);
  if (mail && a.send.mailer) await deliver(a.send.mailer, mail, a.send.log);
  if (sms && a.send.sms) await deliverSms(a.send.sms, sms, a.send.log);
  return result;
}

async function perform(tx: Queryable, player: PlayerRow, a: PlayerActionRequest): Promise<Performed> {
  const key = { merchantCode: a.merchant.code, id: player.id };
  switch (a.action) {
    case 'lock': {
      if (!(await lockPlayer(tx, { ...key, reason: a.reason, actor: a.actor })))
        throw new AppError('PLAYER_STATUS_CHANGED', { status: player.status });
      const ended = await endSessions(tx, player.id);
      await postInbox(tx, player.id, 'accountLocked', { reason: a.reason });
      return { ok: true, sessionsEnded: ended.length, ended };
    }
    case 'unlock':
      if (!(await unlockPlayer(tx, key.merchantCode, key.id)))
        throw new AppError('PLAYER_STATUS_CHANGED', { status: player.status });
      await postInbox(tx, player.id, 'accountUnlocked');
      return { ok: true };
    case 'endSessions': {
      const ended = await endSessions(tx, player.id);
      if (ended.length > 0) await postInbox(tx, player.id, 'sessionsEnded');
      return { ok: true, sessionsEnded: ended.length, ended };
    }
    case 'passwordReset':
      return sendResetCode(tx, player, a);
    case 'note':
      await insertNote(tx, { memberId: player.id, author: a.actor, text: a.reason });
      return { ok: true };
  }
}

/**
 * A password-reset code, as the player's own "forgot password" sends it: by SMS to the mobile number
 * (the reset-by-phone form takes it), else by mail (the reset-by-email form), both sent after the
 * commit. SMS through the site's relay (SMS_URL) or the outbox outside production; mail by SMTP, or
 * the outbox outside production. A player the site cannot reach answers FEATURE_UNAVAILABLE, never "sent".
 */
async function sendResetCode(tx: Queryable, player: PlayerRow, a: PlayerActionRequest): Promise<Performed> {
  const { merchant } = a;
  if (player.mobile && a.send.sms) {
    const code = numericCode(SMS_CODE_LENGTH);
    await saveSmsCode(tx, merchant.code, player.mobile, 'reset', code, SMS_CODE_TTL_MS);
    await postInbox(tx, player.id, 'passwordResetSent');
    const sms = smsCodeMessage(merchant, player.mobile, code, 'reset', merchant.defaultLanguage);
    return { ok: true, sentTo: 'sms', sms };
  }
  if (player.email && a.send.mailer) {
    const mail = await newResetMail(
      tx,
      merchant,
      { ...player, email: player.email },
      merchant.defaultLanguage,
    );
    await postInbox(tx, player.id, 'passwordResetSent');
    return { ok: true, sentTo: 'mail', mail };
  }
  throw new AppError('FEATURE_UNAVAILABLE', {
    contact: player.mobile || player.email ? 'noTransport' : 'none',
  });
}

/*
 * Manual balance adjustments (issue 34): a signed amount with a reason, applied as one ledger entry of
 * kind 'adjustment' (never an edit of an entry). Up to the merchant's `payments.adjustmentApprovalAbove`
 * (major units, either direction) it is applied at once; above it, it waits for a second operator:
 * the proposer cannot approve or reject their own (SELF_APPROVAL; the database refuses it too).
 */

export interface AdjustmentRequest {
  merchant: MerchantConfig;
  actor: string;
  ip: string;
}

const currencyOf = (m: MerchantConfig) => ({ code: m.currency.code, digits: currencyDigits(m.currency) });

/** The amount above which an adjustment needs a second operator, in minor units. */
export const approvalThreshold = (m: MerchantConfig): number =>
  Math.round((m.payments.adjustmentApprovalAbove ?? 0) * 10 ** currencyDigits(m.currency));

/** Posts the adjustment's ledger entry and tells the player (inside the caller's transaction). */
async function apply(tx: Queryable, adj: Adjustment): Promise<number> {
  const entry = await post(tx, {
    memberId: adj.memberId,
    kind: 'adjustment',
    amount: adj.amount,
    note: adj.reason,
  });
  await postInbox(tx, adj.memberId, adj.amount > 0 ? 'balanceCredited' : 'balanceDebited', {
    amount: Math.abs(adj.amount),
  });
  return entry.id;
}

export async function proposeAdjustment(
  db: Db,
  audit: BackOfficeAudit,
  a: AdjustmentRequest & { id: number; amount: number; reason: string },
): Promise<Adjustment> {
  return db.transaction(async (tx) => {
    const player = await findPlayer(tx, a.merchant.code, a.id);
    if (!player) throw new AppError('ACCOUNT_NOT_FOUND');
    let adj = await insertAdjustment(tx, {
      memberId: player.id,
      merchantCode: a.merchant.code,
      amount: a.amount,
      reason: a.reason,
      proposedBy: a.actor,
    });
    const now = Math.abs(a.amount) <= approvalThreshold(a.merchant);
    if (now) {
      const entry = await apply(tx, adj);
      adj = (await decideAdjustment(tx, {
        merchantCode: a.merchant.code,
        id: adj.id,
        status: 'applied',
        decidedBy: null,
        ledgerEntryId: entry,
      }))!;
    }
    await audit(tx, {
      actor: a.actor,
      action: now ? 'balanceAdjusted' : 'adjustmentProposed',
      merchant: a.merchant.code,
      ip: a.ip,
      detail: {
        adjustmentId: adj.id,
        memberId: player.id,
        username: player.username,
        amount: a.amount,
        currency: currencyOf(a.merchant),
        reason: a.reason,
      },
    });
    return adj;
  });
}

/** The audit row of a decision on an adjustment (approved, rejected, withdrawn): member and amount named. */
async function auditDecision(
  tx: Queryable,
  audit: BackOfficeAudit,
  d: AdjustmentRequest,
  adj: Adjustment,
  action: 'adjustmentApproved' | 'adjustmentRejected' | 'adjustmentWithdrawn',
  extra: { reason: string; proposedBy?: string },
): Promise<void> {
  const player = await findPlayer(tx, d.merchant.code, adj.memberId);
  await audit(tx, {
    actor: d.actor,
    action,
    merchant: d.merchant.code,
    ip: d.ip,
    detail: {
      adjustmentId: adj.id,
      memberId: adj.memberId,
      ...(player ? { username: player.username } : {}),
      amount: adj.amount,
      currency: currencyOf(d.merchant),
      ...extra,
    },
  });
}

/**
 * Its proposer takes a pending adjustment back (a wrong amount, a duplicate): no money moves, and it
 * is marked withdrawn by them. Anyone else is refused (FORBIDDEN: they reject it, with a reason).
 */
export async function withdrawAdjustment(
  db: Db,
  audit: BackOfficeAudit,
  d: AdjustmentRequest & { adjustmentId: number },
): Promise<Adjustment> {
  return db.transaction(async (tx) => {
    const adj = await findAdjustment(tx, d.merchant.code, d.adjustmentId);
    if (!adj) throw new AppError('NOT_FOUND');
    if (adj.status !== 'pending') throw new AppError('ALREADY_DECIDED');
    if (adj.proposedBy !== d.actor) throw new AppError('FORBIDDEN', { proposedBy: adj.proposedBy });
    const done = await decideAdjustment(tx, {
      merchantCode: d.merchant.code,
      id: adj.id,
      status: 'withdrawn',
      decidedBy: d.actor,
    });
    // Approved or rejected by another operator meanwhile.
    if (!done) throw new AppError('ALREADY_DECIDED');
    await auditDecision(tx, audit, d, adj, 'adjustmentWithdrawn', { reason: adj.reason });
    return done;
  });
}

/** A second operator's decision on a pending adjustment: approve applies it, reject (with a reason) drops it. */
export async function decideAdjustmentAs(
  db: Db,
  audit: BackOfficeAudit,
  d: AdjustmentRequest & { adjustmentId: number; approve: boolean; reason?: string },
): Promise<Adjustment> {
  return db.transaction(async (tx) => {
    const adj = await findAdjustment(tx, d.merchant.code, d.adjustmentId);
    if (!adj) throw new AppError('NOT_FOUND');
    if (adj.status !== 'pending') throw new AppError('ALREADY_DECIDED');
    if (adj.proposedBy === d.actor) throw new AppError('SELF_APPROVAL');
    const entry = d.approve ? await apply(tx, adj) : undefined;
    const done = await decideAdjustment(tx, {
      merchantCode: d.merchant.code,
      id: adj.id,
      status: d.approve ? 'applied' : 'rejected',
      decidedBy: d.actor,
      reason: d.reason,
      ledgerEntryId: entry,
    });
    // Decided by someone else meanwhile: nothing of this one stays (the entry is rolled back with it).
    if (!done) throw new AppError('ALREADY_DECIDED');
    await auditDecision(tx, audit, d, adj, d.approve ? 'adjustmentApproved' : 'adjustmentRejected', {
      reason: d.reason ?? adj.reason,
      proposedBy: adj.proposedBy,
    });
    return done;
  });
}
