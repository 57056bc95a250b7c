import type { Queryable } from '../../server/db/db';
import type { AuditRow } from '../../schemas/admin.schema';
import type { BackOfficeAction } from '../../platform-api';

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
  // What the back office (platform-api, injected) writes: its own list, named once there.
  | BackOfficeAction
  | 'changeDrafted'
  | 'changeDraftEdited'
  | 'changeScheduled'
  | 'approvalRequested'
  | 'changeApproved'
  | 'changeRejected'
  | 'changeCancelled'
  | 'changeCommented'
  | 'publishFailed'
  // Issue 35, environments: a staging copy made or edited, a promotion asked for.
  | 'stagingCreated'
  | 'stagingSaved'
  | 'promotionRequested'
  | 'webhookCreated'
  | 'webhookRemoved'
  | 'tokenCreated'
  | 'tokenRevoked'
  // Issue 16: disk edits (accepted and rejected) and refused attempts.
  | 'diskEdit'
  | 'diskEditRejected'
  | 'refused';

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

export interface AuditFilter {
  limit: number;
  before?: number;
  merchant?: string;
  merchants?: readonly string[];
  /** Who (exact console user name, or "file" for disk edits). */
  actor?: string;
  /** What (one action). */
  action?: string;
  /** From (inclusive) and to (exclusive), ISO dates or times. */
  from?: string;
  to?: string;
}

/** The log, newest first, narrowed by who, merchant, action and a time range (issue 16). */
export async function listAudit(db: Queryable, opts: AuditFilter): Promise<AuditRow[]> {
  const rows = await db.query<Omit<AuditRow, 'at' | 'id'> & { at: Date | string; id: number | string }>(
    `SELECT id, at, actor, action, merchant, version, ip, detail FROM console_audit
      WHERE ($1::bigint IS NULL OR id < $1) AND ($2::text IS NULL OR merchant = $2)
        AND ($4::jsonb IS NULL OR merchant IN (SELECT jsonb_array_elements_text($4::jsonb)))
        AND ($5::text IS NULL OR actor = $5) AND ($6::text IS NULL OR action = $6)
        AND ($7::timestamptz IS NULL OR at >= $7) AND ($8::timestamptz IS NULL OR at < $8)
      ORDER BY id DESC LIMIT $3`,
    [
      opts.before ?? null,
      opts.merchant ?? null,
      opts.limit,
      opts.merchants ? JSON.stringify(opts.merchants) : null,
      opts.actor ?? null,
      opts.action ?? null,
      opts.from ?? null,
      opts.to ?? null,
    ],
  );
  return rows.map((r) => ({ ...r, id: Number(r.id), at: new Date(r.at).toISOString() }));
}

/** The people and actions the log holds (for the filters' choices), within a user's merchants. */
export async function auditFacets(
  db: Queryable,
  merchants?: readonly string[],
): Promise<{ actors: string[]; actions: string[] }> {
  const scope = merchants ? JSON.stringify(merchants) : null;
  const where = '($1::jsonb IS NULL OR merchant IN (SELECT jsonb_array_elements_text($1::jsonb)))';
  const actors = await db.query<{ v: string }>(
    `SELECT DISTINCT actor AS v FROM console_audit WHERE ${where} ORDER BY 1 LIMIT 500`,
    [scope],
  );
  const actions = await db.query<{ v: string }>(
    `SELECT DISTINCT action AS v FROM console_audit WHERE ${where} ORDER BY 1`,
    [scope],
  );
  return { actors: actors.map((r) => r.v), actions: actions.map((r) => r.v) };
}
