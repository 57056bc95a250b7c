import type { Db } from '../../server/db/db';
import type { BackOfficeAudit } from '../lib/back-office';
import { postInbox } from '../repositories/inbox-repository';
import { latestKyc } from '../repositories/kyc-repository';
import { readWallet } from '../repositories/ledger-repository';
import { findMemberById } from '../repositories/members-repository';
import {
  listMerchantOrders,
  recentMemberOrders,
  reviewWithdrawal,
  type ReviewOrder,
} from '../repositories/orders-repository';
import type { Order } from '../../schemas/api';
import type { MerchantConfig } from '../../schemas';
import { memberVipLevel } from './member-area-service';
import { AppError } from '../../server/http-errors';

/** Deposits and withdrawals an approver sees besides the one to decide. */
export const WITHDRAWAL_HISTORY_SIZE = 10;

/**
 * What an operator looks at before approving a withdrawal (issue 35 item 12): the order, the member's
 * balance and hold, the latest identity check, and their recent deposits and withdrawals.
 */
export async function withdrawalContext(
  db: Db,
  f: { merchant: Pick<MerchantConfig, 'code' | 'currency'>; id: number; now: number },
): Promise<{
  order: ReviewOrder;
  member: {
    username: string;
    balance: number;
    held: number;
    kyc: 'none' | 'pending' | 'approved' | 'rejected';
    vipLevel?: number;
  };
  history: Order[];
}> {
  const [order] = await listMerchantOrders(db, {
    merchantCode: f.merchant.code,
    kind: 'withdraw',
    id: f.id,
    limit: 1,
  });
  if (!order) throw new AppError('NOT_FOUND');
  const [wallet, kyc, recent, vipLevel] = await Promise.all([
    readWallet(db, order.memberId),
    latestKyc(db, order.memberId),
    recentMemberOrders(db, order.memberId, WITHDRAWAL_HISTORY_SIZE + 1, f.now),
    // The level the member reached on the merchant's ladder, as their own VIP page says it.
    memberVipLevel(db, f.merchant, order.memberId),
  ]);
  return {
    order,
    member: {
      username: order.username,
      balance: wallet.balance,
      held: wallet.held,
      kyc: kyc?.status ?? 'none',
      ...(vipLevel === undefined ? {} : { vipLevel }),
    },
    history: recent.filter((o) => o.id !== order.id).slice(0, WITHDRAWAL_HISTORY_SIZE),
  };
}

/**
 * An operator's decision on a pending withdrawal: one conditional UPDATE (a second click finds
 * nothing pending), the ledger entry, the member's inbox message and the audit row, one transaction.
 */
export async function decideWithdrawal(
  db: Db,
  audit: BackOfficeAudit,
  d: {
    id: number;
    merchantCode: string;
    approve: boolean;
    actor: string;
    reason?: string;
    ip: string;
    /** The merchant's currency, so the audit page can write the amount (issue 35 item 4). */
    currency: { code: string; digits: number };
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    const o = await reviewWithdrawal(tx, {
      id: d.id,
      merchantCode: d.merchantCode,
      approve: d.approve,
      actor: d.actor,
      reason: d.reason,
    });
    await postInbox(tx, o.memberId, d.approve ? 'withdrawApproved' : 'withdrawRejected', {
      amount: o.amount,
      orderId: String(o.id),
      ...(o.reason ? { reason: o.reason } : {}),
    });
    // The audit row names the member and the amount, not only their ids (issue 35 item 4).
    const member = await findMemberById(tx, o.memberId);
    await audit(tx, {
      actor: d.actor,
      action: d.approve ? 'withdrawApproved' : 'withdrawRejected',
      merchant: d.merchantCode,
      ip: d.ip,
      detail: {
        orderId: o.id,
        memberId: o.memberId,
        ...(member ? { username: member.username } : {}),
        amount: o.amount,
        currency: d.currency,
        ...(o.reason ? { reason: o.reason } : {}),
      },
    });
  });
}
