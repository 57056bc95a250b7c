import { randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../../../server/db/db';
import { AppError } from '../../../server/http-errors';
import { audit } from '../audit';
import type { Publisher } from './publisher';

export const CHANGE_STATUSES = [
  'draft',
  'pending',
  'scheduled',
  'publishing',
  'published',
  'rejected',
  'cancelled',
  'failed',
] as const;
export type ChangeStatus = (typeof CHANGE_STATUSES)[number];

export type Change = {
  id: number;
  merchant: string;
  baseVersion: number;
  author: string;
  reason: string;
  status: ChangeStatus;
  publishAt?: string;
  fourEyes: string[];
  /** A rollback (waiting for approval): the version it restores. */
  restoredFrom?: number;
  /** A promotion of the merchant's staging copy: the staging version it puts live (read paths only). */
  stagingVersion?: number;
  approvedBy?: string;
  decidedBy?: string;
  decisionReason?: string;
  decidedAt?: string;
  publishedVersion?: number;
  error?: string;
  createdAt: string;
  document?: unknown;
};

type Raw = {
  id: number | string;
  merchant: string;
  base_version: number;
  author: string;
  reason: string;
  status: ChangeStatus;
  publish_at: Date | string | null;
  four_eyes: string[] | string;
  restored_from?: number | null;
  staging_version?: number | string | null;
  approved_by: string | null;
  decided_by: string | null;
  decision_reason: string | null;
  decided_at: Date | string | null;
  published_version: number | null;
  error: string | null;
  created_at: Date | string;
  source?: string | null;
};
const COLS =
  'id, merchant, base_version, author, reason, status, publish_at, four_eyes, restored_from, approved_by, decided_by, decision_reason, decided_at, published_version, error, created_at';
/** The staging version a change promotes (config_promotions), on the paths that read changes. */
const STAGING_VERSION =
  '(SELECT p.staging_version FROM config_promotions p WHERE p.change_id = config_changes.id) AS staging_version';
const iso = (d: Date | string | null) => (d === null ? undefined : new Date(d).toISOString());

function toChange(r: Raw): Change {
  const c: Change = {
    id: Number(r.id),
    merchant: r.merchant,
    baseVersion: Number(r.base_version),
    author: r.author,
    reason: r.reason,
    status: r.status,
    fourEyes: typeof r.four_eyes === 'string' ? (JSON.parse(r.four_eyes) as string[]) : r.four_eyes,
    createdAt: iso(r.created_at)!,
  };
  if (r.publish_at) c.publishAt = iso(r.publish_at);
  if (r.restored_from !== null && r.restored_from !== undefined) c.restoredFrom = Number(r.restored_from);
  if (r.staging_version !== null && r.staging_version !== undefined)
    c.stagingVersion = Number(r.staging_version);
  if (r.approved_by) c.approvedBy = r.approved_by;
  if (r.decided_by) c.decidedBy = r.decided_by;
  if (r.decision_reason) c.decisionReason = r.decision_reason;
  if (r.decided_at) c.decidedAt = iso(r.decided_at);
  if (r.published_version !== null) c.publishedVersion = Number(r.published_version);
  if (r.error) c.error = r.error;
  if (r.source !== undefined && r.source !== null) c.document = JSON.parse(r.source);
  return c;
}

export async function insertChange(
  db: Queryable,
  c: {
    merchant: string;
    baseVersion: number;
    document: unknown;
    author: string;
    reason: string;
    status: ChangeStatus;
    publishAt?: Date;
    fourEyes: string[];
    /** A rollback: the version it restores. */
    restoredFrom?: number;
  },
): Promise<Change> {
  const [row] = await db.query<Raw>(
    `INSERT INTO config_changes (merchant, base_version, document, source, author, reason, status, publish_at, four_eyes, restored_from)
     VALUES ($1, $2, $3, $9, $4, $5, $6, $7, $8, $10) RETURNING ${COLS}`,
    [
      c.merchant,
      c.baseVersion,
      JSON.stringify(c.document),
      c.author,
      c.reason,
      c.status,
      c.publishAt?.toISOString() ?? null,
      JSON.stringify(c.fourEyes),
      JSON.stringify(c.document),
      c.restoredFrom ?? null,
    ],
  );
  return toChange(row!);
}

/**
 * A draft edited again (issue 16: "reopen a draft in the editor"): its document, the version it was
 * edited from, the four-eyes areas it touches and, when given, its reason. Only while it is a draft.
 */
export async function updateDraft(
  db: Queryable,
  merchant: string,
  id: number,
  d: { document: unknown; baseVersion: number; fourEyes: string[]; reason?: string },
): Promise<Change | undefined> {
  const [row] = await db.query<Raw>(
    `UPDATE config_changes SET document = $3, source = $7, base_version = $4, four_eyes = $5,
        reason = COALESCE($6, reason), updated_at = now()
      WHERE merchant = $1 AND id = $2 AND status = 'draft' RETURNING ${COLS}, source`,
    [
      merchant,
      id,
      JSON.stringify(d.document),
      d.baseVersion,
      JSON.stringify(d.fourEyes),
      d.reason ?? null,
      JSON.stringify(d.document),
    ],
  );
  return row ? toChange(row) : undefined;
}

/** The four-eyes areas a reopened draft touches. */
export async function setFourEyes(db: Queryable, id: number, fourEyes: readonly string[]): Promise<void> {
  await db.query('UPDATE config_changes SET four_eyes = $2 WHERE id = $1', [id, JSON.stringify(fourEyes)]);
}

/** A change that was never kept (its publish was refused in the same request). */
export async function deleteChange(db: Queryable, id: number): Promise<void> {
  await db.query('DELETE FROM config_changes WHERE id = $1', [id]);
}

export async function getChange(db: Queryable, merchant: string, id: number): Promise<Change | undefined> {
  const [row] = await db.query<Raw>(
    `SELECT ${COLS}, ${STAGING_VERSION}, source FROM config_changes WHERE merchant = $1 AND id = $2`,
    [merchant, id],
  );
  return row ? toChange(row) : undefined;
}

export async function listChanges(
  db: Queryable,
  opts: {
    merchant?: string;
    merchants?: readonly string[];
    statuses?: readonly ChangeStatus[];
    limit: number;
    /** Changes in these states come with their document (`document`), in the same query. */
    documentsOf?: readonly ChangeStatus[];
  },
): Promise<Change[]> {
  const rows = await db.query<Raw>(
    `SELECT ${COLS}, ${STAGING_VERSION}${opts.documentsOf ? ', CASE WHEN status IN (SELECT jsonb_array_elements_text($5::jsonb)) THEN source END AS source' : ''} FROM config_changes
      WHERE ($1::text IS NULL OR merchant = $1)
        AND ($2::jsonb IS NULL OR merchant IN (SELECT jsonb_array_elements_text($2::jsonb)))
        AND ($3::jsonb IS NULL OR status IN (SELECT jsonb_array_elements_text($3::jsonb)))
      ORDER BY id DESC LIMIT $4`,
    [
      opts.merchant ?? null,
      opts.merchants ? JSON.stringify(opts.merchants) : null,
      opts.statuses ? JSON.stringify(opts.statuses) : null,
      opts.limit,
      ...(opts.documentsOf ? [JSON.stringify(opts.documentsOf)] : []),
    ],
  );
  return rows.map(toChange);
}

/**
 * Moves a change from one of `from` to `to` when it is still there (compare-and-set: of two
 * operators or replicas acting at once, exactly one wins). Undefined when it was not.
 */
export async function transition(
  db: Queryable,
  merchant: string,
  id: number,
  from: readonly ChangeStatus[],
  to: ChangeStatus,
  set: {
    approvedBy?: string;
    decidedBy?: string;
    decisionReason?: string;
    reason?: string;
    publishAt?: Date | null;
    claimedBy?: string;
    publishedVersion?: number;
    error?: string;
  } = {},
): Promise<Change | undefined> {
  const [row] = await db.query<Raw>(
    `UPDATE config_changes SET status = $4, updated_at = now(),
        approved_by = COALESCE($5, approved_by),
        decided_by = COALESCE($6, decided_by),
        decision_reason = COALESCE($7, decision_reason),
        decided_at = CASE WHEN $6::text IS NULL THEN decided_at ELSE now() END,
        reason = COALESCE($8, reason),
        publish_at = CASE WHEN $9::boolean THEN $10::timestamptz ELSE publish_at END,
        claimed_by = COALESCE($11, claimed_by),
        claimed_at = CASE WHEN $11::text IS NULL THEN claimed_at ELSE now() END,
        published_version = COALESCE($12, published_version),
        error = $13
      WHERE merchant = $1 AND id = $2 AND status IN (SELECT jsonb_array_elements_text($3::jsonb))
      RETURNING ${COLS}, source`,
    [
      merchant,
      id,
      JSON.stringify(from),
      to,
      set.approvedBy ?? null,
      set.decidedBy ?? null,
      set.decisionReason ?? null,
      set.reason ?? null,
      set.publishAt !== undefined,
      set.publishAt?.toISOString() ?? null,
      set.claimedBy ?? null,
      set.publishedVersion ?? null,
      set.error ?? null,
    ],
  );
  return row ? toChange(row) : undefined;
}

/**
 * Publishes a change that holds the right to go live (claimed as `publishing`); records the version,
 * or `failed` with why (e.g. another version was published since it was written). Never throws.
 */
export async function runChange(
  db: Db,
  publisher: Publisher,
  c: Change,
  actor: { name: string; ip?: string },
): Promise<Change> {
  try {
    const v = await publisher.publish({
      code: c.merchant,
      doc: c.document,
      expected: c.baseVersion,
      // An approved rollback is published as one (history, audit and the rollback webhook say so).
      origin: c.restoredFrom !== undefined ? 'rollback' : 'api',
      restoredFrom: c.restoredFrom,
      actor: c.author,
      ip: actor.ip,
      reason: c.reason,
      changeId: c.id,
      approvedBy: c.approvedBy,
    });
    return (
      (await transition(db, c.merchant, c.id, ['publishing'], 'published', {
        publishedVersion: v.version,
      })) ?? c
    );
  } catch (err) {
    const code = err instanceof AppError ? err.code : 'UNKNOWN';
    const details =
      err instanceof AppError ? (err.details as { currentVersion?: number } | undefined) : undefined;
    const error =
      code === 'VERSION_CONFLICT'
        ? `VERSION_CONFLICT: version ${details?.currentVersion ?? '?'} was published after version ${c.baseVersion} this change was written on`
        : code;
    await audit(db, {
      actor: actor.name,
      action: 'publishFailed',
      merchant: c.merchant,
      ip: actor.ip,
      detail: { changeId: c.id, error },
    });
    return (await transition(db, c.merchant, c.id, ['publishing'], 'failed', { error })) ?? c;
  }
}

/**
 * Publishes scheduled changes when they fall due, on every replica: each due row is claimed with one
 * conditional UPDATE (`scheduled` → `publishing`, row-locked, SKIP LOCKED), so of two replicas
 * exactly one publishes it. On start it runs at once: what fell due while the server was down goes
 * live then. A replica that died mid-publish leaves a `publishing` row; after a lease it is finished
 * (its version exists) or scheduled again.
 */
export class Scheduler {
  readonly id = `scheduler-${randomBytes(4).toString('hex')}`;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

  constructor(
    private readonly db: Db,
    private readonly publisher: Publisher,
    private readonly warn: (obj: object, msg: string) => void,
    private readonly intervalMs = 5000,
  ) {}

  private stopped = true;

  /**
   * Runs now, then wakes at the next due time this replica knows of, and at least every `intervalMs`
   * (schedules made on another replica). Cheap: one indexed query when nothing is due.
   */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    void this.loop();
  }

  /** A schedule was made or approved here: re-plan at once. */
  kick(): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    void this.loop();
  }

  private async loop(): Promise<void> {
    await this.tick();
    if (this.stopped) return;
    let wait = this.intervalMs;
    try {
      const [row] = await this.db.query<{ publish_at: Date | string }>(
        `SELECT publish_at FROM config_changes WHERE status = 'scheduled' ORDER BY publish_at LIMIT 1`,
      );
      if (row) wait = Math.max(0, Math.min(wait, new Date(row.publish_at).getTime() - Date.now()));
    } catch {
      // The database is away: try again after the interval.
    }
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.loop(), wait);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
  }

  private async recover(): Promise<void> {
    await this.db.query(
      `UPDATE config_changes c SET status = 'published', published_version = v.version, updated_at = now()
         FROM config_versions v
        WHERE c.status = 'publishing' AND c.claimed_at < now() - interval '2 minutes'
          AND v.merchant = c.merchant AND v.change_id = c.id`,
    );
    await this.db.query(
      `UPDATE config_changes SET status = 'scheduled', updated_at = now()
        WHERE status = 'publishing' AND claimed_at < now() - interval '2 minutes'`,
    );
  }

  /** Publishes every due change this scheduler claims; returns how many it published or failed. */
  tick(): Promise<number> {
    this.running ??= this.run()
      .catch((err: unknown) => {
        this.warn({ err }, 'the publish scheduler could not run');
        return 0;
      })
      .finally(() => (this.running = undefined));
    return this.running;
  }

  private ticks = 0;

  private async run(): Promise<number> {
    // A claim older than the lease (checked every few ticks): finished if its version was recorded, else due again.
    if (++this.ticks % 12 === 0) await this.recover();
    let done = 0;
    for (;;) {
      // A plain read first: the locking claim runs only when something is due.
      const due = await this.db.query(
        `SELECT 1 FROM config_changes WHERE status = 'scheduled' AND publish_at <= now() LIMIT 1`,
      );
      if (!due.length) return done;
      const rows = await this.db.query<Raw>(
        `WITH due AS (
           SELECT id FROM config_changes WHERE status = 'scheduled' AND publish_at <= now()
            ORDER BY publish_at, id LIMIT 10 FOR UPDATE SKIP LOCKED)
         UPDATE config_changes c SET status = 'publishing', claimed_by = $1, claimed_at = now(), updated_at = now()
           FROM due WHERE c.id = due.id AND c.status = 'scheduled'
         RETURNING ${COLS.split(', ')
           .map((col) => `c.${col}`)
           .join(', ')}, c.source`,
        [this.id],
      );
      if (!rows.length) return done;
      for (const r of rows) {
        await runChange(this.db, this.publisher, toChange(r), { name: 'scheduler' });
        done++;
      }
    }
  }
}
