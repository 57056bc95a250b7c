import type { Db } from '../../server/db/db';
import { AppError } from '../../server/http-errors';
import type { BackOfficeAudit } from '../lib/back-office';
import { postInbox } from '../repositories/inbox-repository';
import type { ContractKind } from '../../core/member-types';
import {
  offerContract,
  reviewApplication,
  withdrawOffer,
  type Application,
  type ContractOffer,
} from '../repositories/agents-repository';

/**
 * An operator's decision on a pending agent application (approved: the account becomes an agent,
 * type 1, with an affiliate code): one conditional UPDATE, the applicant's inbox message and the
 * audit row, one transaction.
 */
export async function decideApplication(
  db: Db,
  audit: BackOfficeAudit,
  d: { id: number; merchantCode: string; approve: boolean; actor: string; reason?: string; ip: string },
): Promise<Application> {
  const { approve } = d;
  return db.transaction(async (tx) => {
    const a = await reviewApplication(tx, {
      id: d.id,
      merchantCode: d.merchantCode,
      approve,
      actor: d.actor,
      reason: approve ? undefined : d.reason,
    });
    await postInbox(
      tx,
      a.memberId,
      approve ? 'agentApproved' : 'agentRejected',
      a.reason ? { reason: a.reason } : {},
    );
    await audit(tx, {
      actor: d.actor,
      action: approve ? 'agentApproved' : 'agentRejected',
      merchant: d.merchantCode,
      ip: d.ip,
      detail: {
        applicationId: a.id,
        memberId: a.memberId,
        username: a.username,
        ...(a.reason ? { reason: a.reason } : {}),
      },
    });
    return a;
  });
}

/** A contract offered to an agent (pending until the agent answers), with its audit row; one transaction. */
export async function offerAgentContract(
  db: Db,
  audit: BackOfficeAudit,
  o: {
    merchantCode: string;
    member: { id: number; username: string };
    kind: ContractKind;
    rateBp: number;
    minActive: number;
    actor: string;
    ip: string;
  },
): Promise<number> {
  const { member, kind, rateBp, minActive } = o;
  return db.transaction(async (tx) => {
    const offered = await offerContract(tx, {
      memberId: member.id,
      kind,
      terms: { rateBp, minActive },
      offeredBy: o.actor,
    });
    if (offered === undefined) throw new AppError('CONTRACT_PENDING');
    await audit(tx, {
      actor: o.actor,
      action: 'contractOffered',
      merchant: o.merchantCode,
      ip: o.ip,
      detail: {
        contractId: offered,
        memberId: member.id,
        username: member.username,
        kind,
        rateBp,
        minActive,
      },
    });
    return offered;
  });
}

/**
 * An operator withdraws a contract offer the agent has not answered (issue 35 item 12): one
 * conditional UPDATE and its audit row, one transaction. The agent's contract page no longer shows it.
 */
export async function withdrawAgentOffer(
  db: Db,
  audit: BackOfficeAudit,
  d: { merchantCode: string; id: number; actor: string; ip: string },
): Promise<ContractOffer> {
  return db.transaction(async (tx) => {
    const offer = await withdrawOffer(tx, d);
    await audit(tx, {
      actor: d.actor,
      action: 'contractWithdrawn',
      merchant: d.merchantCode,
      ip: d.ip,
      detail: {
        contractId: offer.id,
        memberId: offer.memberId,
        username: offer.username,
        kind: offer.kind,
        rateBp: offer.rateBp,
        minActive: offer.minActive,
      },
    });
    return offer;
  });
}
