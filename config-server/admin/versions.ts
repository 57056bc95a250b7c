import { RESYNC_PAYLOAD, type Db, type Queryable } from '../../server/db/db';
import type { MerchantStore } from '../store/merchant-store';
import { validateMerchantConfig } from '../../core/config/validate';
import { summariseChanges, type ConfigChange } from '../../core/config-diff';

export type VersionOrigin = 'file' | 'api' | 'rollback';
export const VERSIONS_CHANNEL = 'config_versions';
/** Versions recorded by one statement at start-up. */
const SYNC_BATCH = 250;
/** Past this many new versions at once, other replicas are told to look at every merchant. */
const SYNC_NOTIFY_EACH = 20;

export type VersionMeta = {
  version: number;
  etag: string;
  author: string;
  origin: VersionOrigin;
  summary: ConfigChange[];
  createdAt: string;
  /** For a rollback: the version restored. */
  restoredFrom?: number;
  /** Why it was published (console publishes and rollbacks require one). */
  reason?: string;
  /** The change (draft, schedule or approval) that published it. */
  changeId?: number;
  /** The second operator who approved that change (four-eyes), if one did. */
  approvedBy?: string;
};
export type VersionRow = VersionMeta & {
  document: unknown;
};

type Raw = {
  version: number;
  etag: string;
  author: string;
  origin: VersionOrigin;
  summary: ConfigChange[] | string;
  created_at: Date | string;
  document?: unknown;
  source?: string | null;
  reason?: string | null;
  change_id?: number | string | null;
  approved_by?: string | null;
};
/** The text as written when stored (key order kept), else the jsonb value. */
const documentOf = (r: Raw): unknown => (r.source ? JSON.parse(r.source) : json(r.document));
const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
const toMeta = (r: Raw): VersionMeta => {
  const summary = json<ConfigChange[] | { changes: ConfigChange[]; restoredFrom?: number }>(r.summary);
  const changes = Array.isArray(summary) ? summary : summary.changes;
  const restoredFrom = Array.isArray(summary) ? undefined : summary.restoredFrom;
  return {
    version: Number(r.version),
    etag: r.etag,
    author: r.author,
    origin: r.origin,
    summary: changes,
    createdAt: new Date(r.created_at).toISOString(),
    ...(restoredFrom ? { restoredFrom } : {}),
    ...(r.reason ? { reason: r.reason } : {}),
    ...(r.change_id != null ? { changeId: Number(r.change_id) } : {}),
    ...(r.approved_by ? { approvedBy: r.approved_by } : {}),
  };
};

export async function latestVersion(db: Queryable, merchant: string): Promise<VersionRow | undefined> {
  const [r] = await db.query<Raw>(
    'SELECT version, etag, author, origin, summary, created_at, document, source, reason, change_id FROM config_versions WHERE merchant = $1 ORDER BY version DESC LIMIT 1',
    [merchant],
  );
  return r ? { ...toMeta(r), document: documentOf(r) } : undefined;
}

/**
 * The latest stored version of every merchant, or of `only` (scale mode's start-up; a single-node
 * start asks only for the merchants whose file does not validate, and the version sync only for
 * those whose file changed: issue 36, a restart with a thousand merchants read every document twice).
 */
export async function latestDocuments(
  db: Queryable,
  only?: readonly string[],
): Promise<Map<string, { version: number; etag: string; document: unknown }>> {
  if (only?.length === 0) return new Map();
  const rows = await db.query<Raw & { merchant: string }>(
    `SELECT DISTINCT ON (merchant) merchant, version, etag,
            CASE WHEN source IS NULL THEN document END AS document, source FROM config_versions
     ${only ? 'WHERE merchant = ANY($1::text[])' : ''} ORDER BY merchant, version DESC`,
    only ? [only] : [],
  );
  return new Map(
    rows.map((r) => [r.merchant, { version: Number(r.version), etag: r.etag, document: documentOf(r) }]),
  );
}

/** The latest version number and ETag of every merchant, without the documents. */
export async function latestHeads(db: Queryable): Promise<Map<string, { version: number; etag: string }>> {
  const rows = await db.query<{ merchant: string; version: number | string; etag: string }>(
    'SELECT DISTINCT ON (merchant) merchant, version, etag FROM config_versions ORDER BY merchant, version DESC',
  );
  return new Map(rows.map((r) => [r.merchant, { version: Number(r.version), etag: r.etag }]));
}

export async function getVersion(
  db: Queryable,
  merchant: string,
  version: number,
): Promise<VersionRow | undefined> {
  const [r] = await db.query<Raw>(
    'SELECT version, etag, author, origin, summary, created_at, document, source, reason, change_id FROM config_versions WHERE merchant = $1 AND version = $2',
    [merchant, version],
  );
  return r ? { ...toMeta(r), document: documentOf(r) } : undefined;
}

/** When the change that published a version was scheduled for (undefined: it was not scheduled). */
export async function scheduledAtOf(
  db: Queryable,
  merchant: string,
  changeId: number | undefined,
): Promise<string | undefined> {
  if (changeId === undefined) return undefined;
  const [row] = await db.query<{ publish_at: Date | string | null }>(
    'SELECT publish_at FROM config_changes WHERE merchant = $1 AND id = $2',
    [merchant, changeId],
  );
  return row?.publish_at ? new Date(row.publish_at).toISOString() : undefined;
}

/** A history page: the console's history reads the first (the newest 100 versions). */
export const VERSIONS_PAGE_DEFAULT = 100;

/** A merchant's versions, newest first: at most `limit`, older than `before` when given. */
export async function listVersions(
  db: Queryable,
  merchant: string,
  page: { limit: number; before?: number } = { limit: VERSIONS_PAGE_DEFAULT },
): Promise<VersionMeta[]> {
  const rows = await db.query<Raw>(
    // The approver of the change that published a version is named in the history (issue 35).
    `SELECT v.version, v.etag, v.author, v.origin, v.summary, v.created_at, v.reason, v.change_id, c.approved_by
       FROM config_versions v LEFT JOIN config_changes c ON c.merchant = v.merchant AND c.id = v.change_id
      WHERE v.merchant = $1 AND ($3::int IS NULL OR v.version < $3) ORDER BY v.version DESC LIMIT $2`,
    [merchant, page.limit, page.before ?? null],
  );
  return rows.map(toMeta);
}

/** The newest version of every merchant (who saved it, when). */
export async function latestVersionOfEach(
  db: Queryable,
): Promise<{ merchant: string; version: number; author: string; created_at: Date | string }[]> {
  return db.query(
    'SELECT DISTINCT ON (merchant) merchant, version, author, created_at FROM config_versions ORDER BY merchant, version DESC',
  );
}

/** Changes for players between two stored documents (both valid when stored). */
export function changesBetween(before: unknown, after: unknown): ConfigChange[] {
  const a = validateMerchantConfig(before);
  const b = validateMerchantConfig(after);
  return a.ok && b.ok ? summariseChanges(a.config, b.config) : [];
}

/**
 * Versions are numbered per merchant. Writes for one merchant run one after another in this process
 * (the console's check-then-save is atomic here); across replicas the primary key refuses a
 * duplicate number and the insert retries with the next one.
 */
export class VersionLog {
  private readonly chains = new Map<string, Promise<unknown>>();

  constructor(private readonly db: Db) {}

  /** Runs `fn` alone for this merchant (in this process). */
  exclusive<T>(merchant: string, fn: () => Promise<T>): Promise<T> {
    const prev = this.chains.get(merchant) ?? Promise.resolve();
    const next = prev.then(fn, fn);
    this.chains.set(
      merchant,
      next.catch(() => undefined),
    );
    return next;
  }

  /**
   * Records the next version. With `after` (a console save or rollback), the new number must be
   * exactly `after + 1`: when another replica took it first, nothing is recorded and undefined is
   * returned (the caller answers 412 and publishes nothing). File versions retry with the next number.
   */
  async record(
    merchant: string,
    e: {
      etag: string;
      document: unknown;
      author: string;
      origin: VersionOrigin;
      restoredFrom?: number;
      after?: number;
      reason?: string;
      changeId?: number;
    },
  ): Promise<VersionMeta | undefined> {
    for (let attempt = 0; ; attempt++) {
      const prev = await latestVersion(this.db, merchant);
      if (prev && prev.etag === e.etag && e.origin === 'file') return prev;
      if (e.after !== undefined && (prev?.version ?? 0) !== e.after) return undefined;
      const version = (prev?.version ?? 0) + 1;
      const changes = prev ? changesBetween(prev.document, e.document) : [];
      const summary = e.restoredFrom ? { changes, restoredFrom: e.restoredFrom } : changes;
      try {
        const [row] = await this.db.query<Raw>(
          'INSERT INTO config_versions (merchant, version, etag, document, source, author, origin, summary, reason, change_id) VALUES ($1, $2, $3, $4, $8, $5, $6, $7, $9, $10) RETURNING version, etag, author, origin, summary, created_at, reason, change_id',
          [
            merchant,
            version,
            e.etag,
            JSON.stringify(e.document),
            e.author,
            e.origin,
            JSON.stringify(summary),
            JSON.stringify(e.document),
            e.reason ?? null,
            e.changeId ?? null,
          ],
        );
        // Other replicas (same database) publish the new version too: see `followReplicas`.
        await this.db.notify(VERSIONS_CHANNEL, JSON.stringify({ merchant, version }));
        return toMeta(row!);
      } catch (err) {
        const taken = (err as { code?: string }).code === '23505';
        if (taken && e.after !== undefined) return undefined;
        if (attempt >= 3) throw err;
      }
    }
  }

  /**
   * Start-up (issue 36): every merchant whose live document differs from its latest stored version,
   * or has none, gets its file version from one read and one insert per 250 merchants, not three
   * queries each. Other replicas are told per merchant, or (past a few) once to look at all. A
   * merchant whose next number another replica took meanwhile is recorded the one-by-one way.
   */
  async syncAllFromStore(store: MerchantStore): Promise<void> {
    const heads = await latestHeads(this.db);
    const changed = store.codes().filter((code) => heads.get(code)?.etag !== store.get(code)!.etag);
    // Only the merchants with something to record read their latest document (the change summary).
    const latest = await latestDocuments(
      this.db,
      changed.filter((code) => heads.has(code)),
    );
    const rows: { code: string; version: number; etag: string; document: string; summary: string }[] = [];
    for (const code of changed) {
      const p = store.get(code)!;
      const prev = latest.get(code);
      rows.push({
        code,
        version: (heads.get(code)?.version ?? 0) + 1,
        etag: p.etag,
        document: JSON.stringify(p.source),
        summary: JSON.stringify(prev ? changesBetween(prev.document, p.source) : []),
      });
    }
    const missed: string[] = [];
    for (let i = 0; i < rows.length; i += SYNC_BATCH) {
      const batch = rows.slice(i, i + SYNC_BATCH);
      const inserted = await this.db.query<{ merchant: string }>(
        `INSERT INTO config_versions (merchant, version, etag, document, source, author, origin, summary)
         SELECT m, v, e, d::jsonb, d, 'file', 'file', s::jsonb
           FROM unnest($1::text[], $2::int[], $3::text[], $4::text[], $5::text[]) AS t(m, v, e, d, s)
         ON CONFLICT DO NOTHING RETURNING merchant`,
        [
          batch.map((r) => r.code),
          batch.map((r) => r.version),
          batch.map((r) => r.etag),
          batch.map((r) => r.document),
          batch.map((r) => r.summary),
        ],
      );
      const done = new Set(inserted.map((r) => r.merchant));
      for (const r of batch) if (!done.has(r.code)) missed.push(r.code);
    }
    const told = rows.filter((r) => !missed.includes(r.code));
    if (told.length > SYNC_NOTIFY_EACH) await this.db.notify(VERSIONS_CHANNEL, RESYNC_PAYLOAD);
    else
      for (const r of told)
        await this.db.notify(VERSIONS_CHANNEL, JSON.stringify({ merchant: r.code, version: r.version }));
    for (const code of missed) await this.syncFromStore(store, code);
  }

  /**
   * Start-up and file edits: each merchant's live document becomes a version (author "file") when
   * it differs from the latest stored one; the first load of a merchant is its version 1.
   */
  async syncFromStore(store: MerchantStore, code: string): Promise<void> {
    const p = store.get(code);
    if (!p) return;
    await this.exclusive(code, () =>
      this.record(code, { etag: p.etag, document: p.source, author: 'file', origin: 'file' }),
    );
  }
}

/**
 * Scale-out: every replica listens for new versions and publishes the newest one it does not serve
 * yet (through the store: single-node mode also writes it to its merchants folder, atomically). The
 * replica that saved already serves it (same ETag) and does nothing, so there is no echo. After the
 * LISTEN connection came back (RESYNC_PAYLOAD), every merchant's latest version is checked, so a
 * notification missed while disconnected never leaves this replica behind.
 */
export async function followReplicas(
  db: Db,
  store: MerchantStore,
  versions: VersionLog,
  warn: (obj: object, msg: string) => void,
): Promise<() => Promise<void>> {
  const follow = (code: string, version?: number) =>
    versions
      .exclusive(code, async () => {
        const latest = await latestVersion(db, code);
        if (
          !latest ||
          (version !== undefined && latest.version !== version) ||
          store.get(code)?.etag === latest.etag
        )
          return;
        const r = store.saveFromApi(code, latest.document);
        if (!r.ok)
          warn(
            {
              merchant: code,
              version: latest.version,
              problems: r.problems.map((p) => `${p.pointer}: ${p.message}`),
            },
            'a version saved on another replica does not validate here',
          );
      })
      .catch((err: unknown) =>
        warn({ err, merchant: code }, 'could not follow a version from another replica'),
      );
  const resync = async () => {
    try {
      for (const code of (await latestHeads(db)).keys()) await follow(code);
    } catch (err) {
      warn({ err }, 'could not reload the merchant versions after reconnecting');
    }
  };
  return db.listen(VERSIONS_CHANNEL, (payload) => {
    if (payload === RESYNC_PAYLOAD) {
      void resync();
      return;
    }
    let msg: { merchant?: unknown; version?: unknown };
    try {
      msg = JSON.parse(payload) as typeof msg;
    } catch {
      return;
    }
    if (typeof msg.merchant !== 'string' || typeof msg.version !== 'number') return;
    void follow(msg.merchant, msg.version);
  });
}
