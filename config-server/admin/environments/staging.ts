import { RESYNC_PAYLOAD, type Db, type Queryable } from '../../../server/db/db';
import { hashConfig, type MerchantStore, type StoreLogger } from '../../store/merchant-store';
import type { ConfigChange } from '../../../core/config-diff';
import type { ConfigProblem } from '../../../schemas';
import { changesBetween } from '../versions';

/** Staging edits (any replica) reach every replica's staging store through this channel. */
export const STAGING_CHANNEL = 'config_staging';

export interface StagingVersionMeta {
  version: number;
  etag: string;
  author: string;
  reason?: string;
  summary: ConfigChange[];
  /** The production version the copy was made from. */
  copiedFrom: number;
  createdAt: string;
}
export type StagingVersion = StagingVersionMeta & { document: unknown };

type Raw = {
  merchant?: string;
  version: number | string;
  etag: string;
  author: string;
  reason: string | null;
  summary: ConfigChange[] | string;
  copied_from: number | string;
  created_at: Date | string;
  source?: string;
};
const META = 'version, etag, author, reason, summary, copied_from, created_at';

const toMeta = (r: Raw): StagingVersionMeta => ({
  version: Number(r.version),
  etag: r.etag,
  author: r.author,
  ...(r.reason ? { reason: r.reason } : {}),
  summary: typeof r.summary === 'string' ? (JSON.parse(r.summary) as ConfigChange[]) : r.summary,
  copiedFrom: Number(r.copied_from),
  createdAt: new Date(r.created_at).toISOString(),
});
const toVersion = (r: Raw): StagingVersion => ({ ...toMeta(r), document: JSON.parse(r.source!) });

export async function latestStaging(db: Queryable, merchant: string): Promise<StagingVersion | undefined> {
  const [r] = await db.query<Raw>(
    `SELECT ${META}, source FROM config_staging_versions WHERE merchant = $1 ORDER BY version DESC LIMIT 1`,
    [merchant],
  );
  return r ? toVersion(r) : undefined;
}

export async function getStaging(
  db: Queryable,
  merchant: string,
  version: number,
): Promise<StagingVersion | undefined> {
  const [r] = await db.query<Raw>(
    `SELECT ${META}, source FROM config_staging_versions WHERE merchant = $1 AND version = $2`,
    [merchant, version],
  );
  return r ? toVersion(r) : undefined;
}

/** A staging copy's versions, newest first. */
export async function listStaging(
  db: Queryable,
  merchant: string,
  limit: number,
): Promise<StagingVersionMeta[]> {
  const rows = await db.query<Raw>(
    `SELECT ${META} FROM config_staging_versions WHERE merchant = $1 ORDER BY version DESC LIMIT $2`,
    [merchant, limit],
  );
  return rows.map(toMeta);
}

/** The latest staging document of every merchant that has a copy (start-up, a reconnection). */
async function latestStagingOfAll(db: Queryable): Promise<Map<string, { etag: string; document: unknown }>> {
  const rows = await db.query<Raw & { merchant: string }>(
    `SELECT DISTINCT ON (merchant) merchant, ${META}, source FROM config_staging_versions ORDER BY merchant, version DESC`,
  );
  return new Map(rows.map((r) => [r.merchant, { etag: r.etag, document: JSON.parse(r.source!) }]));
}

/** The merchant's promotion waiting for approval, if any. */
export async function pendingPromotion(db: Queryable, merchant: string): Promise<number | undefined> {
  const [r] = await db.query<{ id: number | string }>(
    `SELECT c.id FROM config_promotions p JOIN config_changes c ON c.id = p.change_id
      WHERE p.merchant = $1 AND c.status IN ('pending', 'scheduled') ORDER BY c.id DESC LIMIT 1`,
    [merchant],
  );
  return r ? Number(r.id) : undefined;
}

export async function recordPromotion(
  db: Queryable,
  p: { changeId: number; merchant: string; stagingVersion: number; productionVersion: number },
): Promise<void> {
  await db.query(
    'INSERT INTO config_promotions (change_id, merchant, staging_version, production_version) VALUES ($1, $2, $3, $4)',
    [p.changeId, p.merchant, p.stagingVersion, p.productionVersion],
  );
}

/**
 * The staging copies: stored in the database only (in both modes: no file), served from their own
 * store (`environment: 'staging'`), which validates each document as production's does, so an invalid
 * staging document is never served. A save records the next version (refused when another replica
 * took that number: the caller answers 412), publishes it here and tells the other replicas.
 */
export class Staging {
  constructor(
    private readonly db: Db,
    readonly store: MerchantStore,
  ) {}

  /** Records and serves a staging document; undefined when `after` is no longer the latest version. */
  async save(
    code: string,
    e: { document: unknown; author: string; reason?: string; copiedFrom: number; after: number },
  ): Promise<{ ok: true; meta: StagingVersionMeta } | { ok: false; problems: ConfigProblem[] } | undefined> {
    const checked = this.store.check(code, e.document);
    if (!checked.ok) return checked;
    const prev = e.after > 0 ? await getStaging(this.db, code, e.after) : undefined;
    let row: Raw | undefined;
    try {
      [row] = await this.db.query<Raw>(
        `INSERT INTO config_staging_versions (merchant, version, etag, source, author, reason, summary, copied_from)
         SELECT $1, $2, $3, $4, $5, $6, $7, $8
          WHERE NOT EXISTS (SELECT 1 FROM config_staging_versions WHERE merchant = $1 AND version > $9)
         RETURNING ${META}`,
        [
          code,
          e.after + 1,
          hashConfig(JSON.stringify(checked.config)),
          JSON.stringify(e.document),
          e.author,
          e.reason ?? null,
          JSON.stringify(prev ? changesBetween(prev.document, e.document) : []),
          e.copiedFrom,
          e.after,
        ],
      );
    } catch (err) {
      if ((err as { code?: string }).code === '23505') return undefined;
      throw err;
    }
    if (!row) return undefined;
    this.store.publishStored(code, e.document);
    await this.db.notify(STAGING_CHANNEL, code);
    return { ok: true, meta: toMeta(row) };
  }

  /** Serves every stored staging copy (start-up). */
  async load(log: StoreLogger): Promise<void> {
    for (const [code, v] of await latestStagingOfAll(this.db)) this.serve(code, v.document, log);
  }

  private serve(code: string, document: unknown, log: StoreLogger): void {
    const r = this.store.publishStored(code, document);
    if (!r.ok)
      log.error(
        {
          merchant: code,
          environment: 'staging',
          problems: r.problems.map((p) => `${p.pointer}: ${p.message}`),
        },
        'the stored staging copy does not validate with this build; it is not served',
      );
  }

  /** Every replica serves the staging edits made on the others (and reloads all after a reconnection). */
  follow(log: StoreLogger): Promise<() => Promise<void>> {
    return this.db.listen(STAGING_CHANNEL, (payload) => {
      const run = async () => {
        if (payload === RESYNC_PAYLOAD) return this.load(log);
        const latest = await latestStaging(this.db, payload);
        if (latest && this.store.get(payload)?.etag !== latest.etag)
          this.serve(payload, latest.document, log);
      };
      run().catch((err: unknown) => log.warn({ err, merchant: payload }, 'could not follow a staging edit'));
    });
  }
}
