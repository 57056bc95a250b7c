import type { Queryable } from '../../platform-api/db/db';
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
  | 'previewCreated'
  | 'previewRevoked'
  | 'withdrawApproved'
  | 'withdrawRejected';

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
  opts: { limit: number; before?: number; merchant?: string },
): Promise<AuditRow[]> {
  const rows = await db.query<Omit<AuditRow, 'at' | 'id'> & { at: Date | string; id: number | string }>(
    `SELECT id, at, actor, action, merchant, version, ip, detail FROM console_audit
      WHERE ($1::bigint IS NULL OR id < $1) AND ($2::text IS NULL OR merchant = $2) ORDER BY id DESC LIMIT $3`,
    [opts.before ?? null, opts.merchant ?? null, opts.limit],
  );
  return rows.map((r) => ({ ...r, id: Number(r.id), at: new Date(r.at).toISOString() }));
}
