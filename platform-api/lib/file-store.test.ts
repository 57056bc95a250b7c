import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db, type Queryable } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { PLATFORM_MIGRATIONS } from '../migrations-dir';
import { insertMember } from '../repositories/members-repository';
import { postgresSchema } from '../../tests/support/product-process';
import {
  databaseFileStore,
  diskFileStore,
  FileKeyError,
  moveUploadsToDatabase,
  uploadStore,
  type UploadMoveLog,
} from './file-store';

/*
 * The upload stores (issue 30): keys are checked before any disk access or query; the database
 * store is content-addressed (the same bytes are one row), falls back to the local disk for keys it
 * does not have, never deletes a file a row still refers to; the start-up move copies the disk's
 * files into the table once. On PGlite always, on PostgreSQL too when TEST_DATABASE_URL is set.
 */

const BAD_KEYS = [
  '../etc/passwd',
  'kyc/../../etc/passwd.jpg',
  'kyc/abc.jpg',
  `kyc/${'a'.repeat(64)}.gif`,
  `KYC/${'a'.repeat(64)}.jpg`,
  `kyc/${'a'.repeat(64)}.jpg\n`,
  `kyc/${'a'.repeat(63)}/.jpg`,
  '',
  `/${randomUUID()}.jpg`,
];

/** A Queryable that counts the queries it is asked for (and answers none). */
function countingDb(): Queryable & { count: number } {
  const db = {
    count: 0,
    async query<T>(): Promise<T[]> {
      db.count++;
      return [];
    },
  };
  return db;
}

const quietLog = (): UploadMoveLog & { lines: { obj: object; msg: string }[] } => {
  const lines: { obj: object; msg: string }[] = [];
  return {
    lines,
    info: (obj, msg) => lines.push({ obj, msg }),
    warn: (obj, msg) => lines.push({ obj, msg }),
  };
};

describe('upload keys', () => {
  it('the database store refuses a bad key before any query', async () => {
    const db = countingDb();
    const store = databaseFileStore(db);
    for (const key of BAD_KEYS) {
      await expect(store.read(key), key).rejects.toBeInstanceOf(FileKeyError);
      await expect(store.remove(key), key).rejects.toBeInstanceOf(FileKeyError);
    }
    await expect(store.put('../kyc', 'jpg', Buffer.from('x'))).rejects.toBeInstanceOf(FileKeyError);
    await expect(store.put('kyc', 'svg', Buffer.from('x'))).rejects.toBeInstanceOf(FileKeyError);
    await expect(store.put('', 'jpg', Buffer.from('x'))).rejects.toBeInstanceOf(FileKeyError);
    expect(db.count).toBe(0);
  });

  it('the disk store refuses a bad key before touching the disk', async () => {
    const root = mkdtempSync(join(tmpdir(), 'uploads-'));
    const store = diskFileStore(root);
    for (const key of BAD_KEYS) {
      await expect(store.read(key), key).rejects.toBeInstanceOf(FileKeyError);
      await expect(store.remove(key), key).rejects.toBeInstanceOf(FileKeyError);
    }
    await expect(store.put('../up', 'jpg', Buffer.from('x'))).rejects.toBeInstanceOf(FileKeyError);
    expect(readdirSync(root)).toEqual([]);
    const key = await store.put('kyc', 'png', Buffer.from('png bytes'));
    expect(key).toMatch(/^kyc\/[0-9a-f-]{36}\.png$/);
    expect((await store.read(key))?.toString()).toBe('png bytes');
    await store.remove(key);
    expect(await store.read(key)).toBeUndefined();
  });
});

const drivers = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])] as const;

describe.each(drivers)('the database upload store on %s', (driver) => {
  let db: Db;
  let drop: (() => Promise<void>) | undefined;
  let memberId: number;
  beforeAll(async () => {
    if (driver === 'postgres') {
      const s = await postgresSchema(process.env.TEST_DATABASE_URL!);
      db = await openDb({ databaseUrl: s.url });
      drop = s.drop;
    } else db = await openDb({});
    await migrate(db, [PLATFORM_MIGRATIONS]);
    memberId = (await insertMember(db, {
      merchantCode: 'demo',
      username: `files${randomBytes(3).toString('hex')}`,
      passwordHash: 'x',
    }))!;
  });
  afterAll(async () => {
    await db?.close();
    await drop?.();
  });

  const rowsOf = async (key: string) =>
    db.query<{ kind: string; content_type: string; sha256: string; size: number }>(
      'SELECT kind, content_type, sha256, size FROM stored_files WHERE key = $1',
      [key],
    );
  const kycRow = (front: string, back: string, selfie: string) =>
    db.query(
      `INSERT INTO kyc_requests (member_id, merchant_code, front_key, back_key, selfie_key, status)
       VALUES ($1, 'demo', $2, $3, $4, 'rejected')`,
      [memberId, front, back, selfie],
    );

  it('puts content-addressed: the same bytes twice are one row; reads return a Buffer', async () => {
    const store = databaseFileStore(db);
    const bytes = randomBytes(5000);
    const sha = createHash('sha256').update(bytes).digest('hex');
    const [k1, k2] = [await store.put('kyc', 'jpg', bytes), await store.put('kyc', 'jpg', bytes)];
    expect(k1).toBe(`kyc/${sha}.jpg`);
    expect(k2).toBe(k1);
    expect(await rowsOf(k1)).toEqual([{ kind: 'kyc', content_type: 'image/jpeg', sha256: sha, size: 5000 }]);
    const read = await store.read(k1);
    expect(Buffer.isBuffer(read)).toBe(true);
    expect(read!.equals(bytes)).toBe(true);
    // Other bytes, another key; a png is typed as one.
    const png = await store.put('reward', 'png', randomBytes(10));
    expect((await rowsOf(png))[0]).toMatchObject({ kind: 'reward', content_type: 'image/png' });
    expect(await store.read(`kyc/${'0'.repeat(64)}.jpg`)).toBeUndefined();
  });

  it('remove deletes the row, unless a row still refers to the key', async () => {
    const store = databaseFileStore(db);
    const gone = await store.put('kyc', 'jpg', randomBytes(100));
    await store.remove(gone);
    expect(await rowsOf(gone)).toEqual([]);
    expect(await store.read(gone)).toBeUndefined();
    await store.remove(gone); // twice: nothing to do, no error

    // The same picture in a request that landed and in one that failed: the failed one's cleanup keeps it.
    const kept = await store.put('kyc', 'png', randomBytes(100));
    await kycRow(kept, kept, kept);
    await store.remove(kept);
    expect(await rowsOf(kept)).toHaveLength(1);
  });

  it('a key the table does not have is read from the fallback (the local disk), which is never written', async () => {
    const root = mkdtempSync(join(tmpdir(), 'uploads-'));
    const disk = diskFileStore(root);
    const old = await disk.put('kyc', 'jpg', Buffer.from('from before the move'));
    const store = databaseFileStore(db, { read: disk.read });
    expect((await store.read(old))?.toString()).toBe('from before the move');
    expect(await databaseFileStore(db).read(old)).toBeUndefined();
    await store.put('kyc', 'jpg', randomBytes(50));
    expect(readdirSync(join(root, 'kyc'))).toHaveLength(1);
  });

  it(`uploadStore: ${driver === 'postgres' ? 'the database' : 'the disk'}`, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'data-'));
    const key = await uploadStore(db, dataDir).put('content', 'png', randomBytes(20));
    const onDisk = existsSync(join(dataDir, 'uploads', key));
    const inTable = (await rowsOf(key)).length === 1;
    expect([onDisk, inTable]).toEqual(driver === 'postgres' ? [false, true] : [true, false]);
  });

  it('the start-up move copies referenced files and content pictures once, keeping their keys', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'data-'));
    const disk = diskFileStore(join(dataDir, 'uploads'));
    const front = await disk.put('kyc', 'jpg', Buffer.from('front'));
    const back = await disk.put('kyc', 'png', Buffer.from('back'));
    const stray = await disk.put('kyc', 'jpg', Buffer.from('a failed upload no row refers to'));
    const reward = await disk.put('reward', 'jpg', Buffer.from('receipt'));
    const banner = await disk.put('content', 'png', Buffer.from('banner'));
    const elsewhere = `kyc/${randomUUID()}.jpg`; // on another replica's disk
    await kycRow(front, back, elsewhere);
    const [promo] = await db.query<{ id: number }>(
      "INSERT INTO promotions (merchant_code, title_vi, title_en, content_vi, content_en) VALUES ('demo', 't', 't', '', '') RETURNING id",
    );
    const [request] = await db.query<{ id: number }>(
      'INSERT INTO reward_requests (member_id, promotion_id) VALUES ($1, $2) RETURNING id',
      [memberId, promo!.id],
    );
    await db.query("INSERT INTO reward_pictures (request_id, mime, path) VALUES ($1, 'image/jpeg', $2)", [
      request!.id,
      reward,
    ]);
    // Names that are not stored files' keys are left alone.
    mkdirSync(join(dataDir, 'uploads', 'content', 'sub'));
    writeFileSync(join(dataDir, 'uploads', 'content', 'notes.txt'), 'x');

    const log = quietLog();
    const first = await moveUploadsToDatabase(db, dataDir, log);
    expect(first).toMatchObject({ moved: 4, failed: 0 });
    expect(first.notHere).toBeGreaterThanOrEqual(1);
    expect(log.lines.at(-1)).toMatchObject({ obj: { moved: 4 } });
    // Another replica (no disk copy) reads them by their old keys.
    const other = databaseFileStore(db);
    for (const [key, text] of [
      [front, 'front'],
      [back, 'back'],
      [reward, 'receipt'],
      [banner, 'banner'],
    ] as const)
      expect((await other.read(key))?.toString(), key).toBe(text);
    expect((await rowsOf(back))[0]).toMatchObject({ kind: 'kyc', content_type: 'image/png', size: 4 });
    expect(await other.read(stray)).toBeUndefined();
    // The disk copies stay; a second start moves nothing; two replicas at once move each file once.
    expect(readdirSync(join(dataDir, 'uploads', 'kyc'))).toHaveLength(3);
    expect((await moveUploadsToDatabase(db, dataDir, quietLog())).moved).toBe(0);
    const again = await disk.put('content', 'jpg', Buffer.from('another banner'));
    const both = await Promise.all([
      moveUploadsToDatabase(db, dataDir, quietLog()),
      moveUploadsToDatabase(db, dataDir, quietLog()),
    ]);
    expect(both[0].moved + both[1].moved).toBe(1);
    expect((await other.read(again))?.toString()).toBe('another banner');
  });

  it('the start-up move with no uploads folder moves nothing', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'data-'));
    expect(await moveUploadsToDatabase(db, dataDir, quietLog())).toMatchObject({ moved: 0, failed: 0 });
  });
});
