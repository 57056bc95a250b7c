import type { Db } from '../../server/db/db';
import { AppError } from '../../server/http-errors';
import type { BackOfficeAudit } from '../lib/back-office';
import { postInbox } from '../repositories/inbox-repository';
import { findMemberById } from '../repositories/members-repository';
import { findMerchantKyc, reviewKyc } from '../repositories/kyc-repository';

/**
 * An operator's decision on a pending KYC request: one conditional UPDATE (a second click finds
 * nothing pending), the member's inbox message and the audit row, one transaction.
 */
export async function decideKyc(
  db: Db,
  audit: BackOfficeAudit,
  d: { merchantCode: string; id: number; approve: boolean; actor: string; reason?: string; ip: string },
): Promise<void> {
  const { approve, reason } = d;
  await db.transaction(async (tx) => {
    const done = await reviewKyc(tx, {
      merchantCode: d.merchantCode,
      id: d.id,
      approve,
      actor: d.actor,
      reason,
    });
    if (!done) {
      const exists = await findMerchantKyc(tx, d.merchantCode, d.id);
      throw new AppError(exists ? 'KYC_NOT_PENDING' : 'KYC_NOT_FOUND');
    }
    await postInbox(
      tx,
      done.member_id,
      approve ? 'kycApproved' : 'kycRejected',
      reason && !approve ? { reason } : {},
    );
    // The audit row names the member, not only their id (issue 35 item 4).
    const member = await findMemberById(tx, done.member_id);
    await audit(tx, {
      actor: d.actor,
      action: approve ? 'kycApproved' : 'kycRejected',
      merchant: d.merchantCode,
      ip: d.ip,
      detail: {
        requestId: done.id,
        memberId: done.member_id,
        ...(member ? { username: member.username } : {}),
        ...(reason && !approve ? { reason } : {}),
      },
    });
  });
}
