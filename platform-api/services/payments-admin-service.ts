import type { Db } from '../../server/db/db';
import type { BackOfficeAudit } from '../lib/back-office';
import { postInbox } from '../repositories/inbox-repository';
import { findMemberById } from '../repositories/members-repository';
import { reviewWithdrawal } from '../repositories/orders-repository';

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
