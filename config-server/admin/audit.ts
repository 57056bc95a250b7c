import type { Queryable } from '../../server/db/db';
import type { AuditRow } from '../../schemas/admin.schema';

export type AuditAction =
  | 'save'
  | 'rollback'
  | 'login'
  | 'loginFailed'
  | 'logout'
  | 'userCreated'
  | 'userDisabled'
  | 'userEnabled'
  | 'sessionsRevoked'
  | 'passwordReset'
  | 'userChanged'
  | 'userDeleted'
  | 'previewCreated'
  | 'previewRevoked'
  | 'withdrawApproved'
  | 'withdrawRejected'
  | 'kycApproved'
  | 'kycRejected'
  | 'rewardGranted'
  | 'agentApproved'
  | 'agentRejected'
  | 'contractOffered'
  | 'rebatesRun'
  | 'contentCreated'
  | 'contentUpdated'
  | 'contentRemoved'
  | 'contentImageUploaded'
  | 'changeDrafted'
  | 'changeScheduled'
  | 'approvalRequested'
  | 'changeApproved'
  | 'changeRejected'
  | 'changeCancelled'
  | 'publishFailed'
  | 'webhookCreated'
  | 'webhookRemoved'
  | 'tokenCreated'
  | 'tokenRevoked';

export interface AuditEntry {
  actor: string;
  action: AuditAction;
  merchant?: string;
  version?: number;
  ip?: string;
  detail?: Record<string, unknown>;
}

/** Who, what, when (the database clock) and from where. */
export async function audit(db: Queryable, e: AuditEntry): Promise<void> {
  await db.query(
    'INSERT INTO console_audit (actor, action, merchant, version, ip, detail) VALUES ($1, $2, $3, $4, $5, $6)',
    [e.actor, e.action, e.merchant ?? null, e.version ?? null, e.ip ?? null, JSON.stringify(e.detail ?? {})],
  );
}

export async function listAudit(
  db: Queryable,
  opts: { limit: number; before?: number; merchant?: string; merchants?: readonly string[] },
): Promise<AuditRow[]> {
  const rows = await db.query<Omit<AuditRow, 'at' | 'id'> & { at: Date | string; id: number | string }>(
    `SELECT id, at, actor, action, merchant, version, ip, detail FROM console_audit
      WHERE ($1::bigint IS NULL OR id < $1) AND ($2::text IS NULL OR merchant = $2)
        AND ($4::jsonb IS NULL OR merchant IN (SELECT jsonb_array_elements_text($4::jsonb)))
      ORDER BY id DESC LIMIT $3`,
    [
      opts.before ?? null,
      opts.merchant ?? null,
      opts.limit,
      opts.merchants ? JSON.stringify(opts.merchants) : null,
    ],
  );
  return rows.map((r) => ({ ...r, id: Number(r.id), at: new Date(r.at).toISOString() }));
}
