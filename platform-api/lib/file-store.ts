import { randomUUID, webcrypto } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db, Queryable } from '../../server/db/db';

/*
 * Uploaded files (KYC pictures, reward-application pictures, console content pictures), issue 30.
 * Single-node mode (PGlite) keeps them on the local disk under `<DATA_DIR>/uploads`; scale mode
 * (PostgreSQL) keeps them in the `stored_files` table, so every replica serves what another one
 * received. `uploadStore` is the one place that chooses; the routes only see a FileStore.
 */

/** Where uploaded files live. Keys are kept in database rows; the bytes are in the store. */
export interface FileStore {
  /** Stores the bytes; returns the key to keep in the database. */
  put(prefix: string, ext: string, bytes: Buffer): Promise<string>;
  /** Forgets a file stored for a request that then failed. */
  remove(key: string): Promise<void>;
  /** The bytes of a stored file; undefined when it is gone. */
  read(key: string): Promise<Buffer | undefined>;
}

/**
 * A stored file's key, `<kind>/<name>.<ext>`: the name is the sha-256 of the bytes (database
 * store) or a uuid (disk store, and files moved from disk into the database). No dot, slash or
 * other character outside these classes reaches a path or a query.
 */
export const FILE_KEY = /^([a-z-]{1,32})\/([0-9a-f]{64}|[0-9a-f-]{36})\.(jpg|png)$/;

/** A key that is not a stored file's key: refused before any disk access or query. */
export class FileKeyError extends Error {
  constructor(key: string) {
    super(`not a stored file key: ${JSON.stringify(key.slice(0, 120))}`);
    this.name = 'FileKeyError';
  }
}

function parseKey(key: string): { kind: string; contentType: 'image/jpeg' | 'image/png' } {
  const m = typeof key === 'string' ? FILE_KEY.exec(key) : null;
  if (!m) throw new FileKeyError(String(key));
  return { kind: m[1]!, contentType: m[3] === 'png' ? 'image/png' : 'image/jpeg' };
}

/** Files under `root` (`<dataDir>/uploads`), written to a temporary name then renamed (a reader never sees half a file). */
export function diskFileStore(root: string): FileStore {
  const safe = (key: string) => {
    parseKey(key);
    return join(root, key);
  };
  return {
    async put(prefix, ext, bytes) {
      const key = `${prefix}/${randomUUID()}.${ext}`;
      const path = safe(key);
      await mkdir(join(root, prefix), { recursive: true });
      await writeFile(`${path}.tmp`, bytes);
      await rename(`${path}.tmp`, path);
      return key;
    },
    async remove(key) {
      await rm(safe(key), { force: true });
    },
    async read(key) {
      try {
        return await readFile(safe(key));
      } catch (e) {
        if ((e as { code?: string }).code === 'ENOENT') return undefined;
        throw e;
      }
    },
  };
}

/** Off the event loop (WebCrypto runs on libuv's thread pool): a picture may be several MB. */
async function sha256Hex(bytes: Uint8Array): Promise<string> {
  return Buffer.from(await webcrypto.subtle.digest('SHA-256', bytes)).toString('hex');
}

/** Stores one file's row unless the key is there already; true when this call wrote it. */
async function insertFile(db: Queryable, key: string, bytes: Buffer): Promise<boolean> {
  const { kind, contentType } = parseKey(key);
  const rows = await db.query(
    `INSERT INTO stored_files (key, kind, content_type, sha256, size, bytes)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (key) DO NOTHING RETURNING key`,
    [key, kind, contentType, await sha256Hex(bytes), bytes.length, bytes],
  );
  return rows.length > 0;
}

/** Every column that keeps a FileStore key (console content pictures are kept in URLs and HTML). */
const REFERENCED_KEYS = `SELECT front_key AS key FROM kyc_requests
  UNION ALL SELECT back_key FROM kyc_requests
  UNION ALL SELECT selfie_key FROM kyc_requests
  UNION ALL SELECT path FROM reward_pictures WHERE path IS NOT NULL`;

const asBuffer = (v: Uint8Array): Buffer =>
  Buffer.isBuffer(v) ? v : Buffer.from(v.buffer, v.byteOffset, v.byteLength);

/**
 * Files in the `stored_files` table, content-addressed: the key is `<prefix>/<sha256>.<ext>`, so
 * the same bytes put twice (on any replica) are one row. A key the table does not have is read
 * from `fallback` (the local disk in scale mode: files uploaded before the move; never written).
 */
export function databaseFileStore(db: Queryable, fallback?: Pick<FileStore, 'read'>): FileStore {
  return {
    async put(prefix, ext, bytes) {
      const key = `${prefix}/${await sha256Hex(bytes)}.${ext}`;
      parseKey(key);
      await insertFile(db, key, bytes);
      return key;
    },
    async remove(key) {
      parseKey(key);
      // Another request may keep the same bytes (same key): its row keeps the file.
      await db.query(
        `DELETE FROM stored_files WHERE key = $1
         AND NOT EXISTS (SELECT 1 FROM (${REFERENCED_KEYS}) r WHERE r.key = $1)`,
        [key],
      );
    },
    async read(key) {
      parseKey(key);
      const [row] = await db.query<{ bytes: Uint8Array }>('SELECT bytes FROM stored_files WHERE key = $1', [
        key,
      ]);
      if (row) return asBuffer(row.bytes);
      return fallback?.read(key);
    },
  };
}

/** The upload store of this process: the database in scale mode (PostgreSQL), else the local disk. */
export function uploadStore(db: Db, dataDir: string): FileStore {
  const disk = diskFileStore(join(dataDir, 'uploads'));
  return db.kind === 'postgres' ? databaseFileStore(db, { read: disk.read }) : disk;
}

export interface UploadMoveLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface UploadMove {
  /** Files copied into the table by this call. */
  moved: number;
  /** Keys rows hold whose file is neither in the table nor on this disk (another replica's disk, or lost). */
  notHere: number;
  /** Files that could not be read (logged one by one). */
  failed: number;
}

/**
 * Scale mode, at start: copies the files under `<dataDir>/uploads` into the table, keeping their
 * keys: KYC and reward pictures that rows refer to, and every console content picture (their
 * URLs may be anywhere: HTML, banners, merchant documents). Files already in the table are
 * skipped; two replicas running it at once insert each file once. Disk files are left in place.
 */
export async function moveUploadsToDatabase(
  db: Queryable,
  dataDir: string,
  log: UploadMoveLog,
): Promise<UploadMove> {
  const root = join(dataDir, 'uploads');
  const disk = diskFileStore(root);
  const referenced = await db.query<{ key: string }>(
    `SELECT DISTINCT r.key FROM (${REFERENCED_KEYS}) r
     WHERE NOT EXISTS (SELECT 1 FROM stored_files f WHERE f.key = r.key)`,
  );
  let content: string[] = [];
  try {
    content = (await readdir(join(root, 'content')))
      .map((name) => `content/${name}`)
      .filter((k) => FILE_KEY.test(k));
  } catch (e) {
    if ((e as { code?: string }).code !== 'ENOENT') throw e;
  }
  const contentInTable = content.length
    ? new Set(
        (
          await db.query<{ key: string }>('SELECT key FROM stored_files WHERE key = ANY($1::text[])', [
            content,
          ])
        ).map((r) => r.key),
      )
    : new Set<string>();
  const keys = [
    ...referenced.map((r) => r.key).filter((k) => FILE_KEY.test(k)),
    ...content.filter((k) => !contentInTable.has(k)),
  ];
  const out: UploadMove = { moved: 0, notHere: 0, failed: 0 };
  for (const key of keys) {
    let bytes: Buffer | undefined;
    try {
      bytes = await disk.read(key);
    } catch (err) {
      out.failed++;
      log.warn({ key, err }, 'an uploaded file on disk could not be read; it stays on disk only');
      continue;
    }
    if (!bytes) out.notHere++;
    else if (await insertFile(db, key, bytes)) out.moved++;
  }
  log.info({ ...out, uploads: root }, 'uploaded files moved from disk into the database');
  return out;
}
