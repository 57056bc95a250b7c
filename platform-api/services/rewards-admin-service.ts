import type { Db } from '../../server/db/db';
import type { BackOfficeAudit } from '../lib/back-office';
import { postInbox } from '../repositories/inbox-repository';
import { grantReward, type Reward } from '../repositories/member-area-repository';

const DAY_MS = 86_400_000;

/** An operator grants a member a reward: the reward, the member's inbox message and the audit row, one transaction. */
export async function grantRewardByOperator(
  db: Db,
  audit: BackOfficeAudit,
  g: {
    merchantCode: string;
    member: { id: number; username: string };
    title: string;
    amount: number;
    expiresInDays?: number;
    actor: string;
    ip: string;
  },
): Promise<Reward> {
  const { member, title } = g;
  return db.transaction(async (tx) => {
    const r = await grantReward(tx, {
      memberId: member.id,
      source: 'operator',
      title,
      amount: g.amount,
      expiresAt: g.expiresInDays ? new Date(Date.now() + g.expiresInDays * DAY_MS) : null,
      grantedBy: g.actor,
    });
    await postInbox(tx, member.id, 'rewardGranted', { amount: r.amount, ...(title ? { title } : {}) });
    await audit(tx, {
      actor: g.actor,
      action: 'rewardGranted',
      merchant: g.merchantCode,
      ip: g.ip,
      detail: { rewardId: r.id, memberId: member.id, username: member.username, amount: r.amount, title },
    });
    return r;
  });
}
