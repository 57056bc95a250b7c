import { randomUUID } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../config-server/app';
import { readEnv } from '../../config-server/env';
import { diskFileStore, uploadStore } from '../../platform-api/lib/file-store';
import { postgresSchema } from '../support/product-process';
import { bearer, JPEG, loginAs, multipart, PNG, type TestApp } from '../support/test-app';
import { newMember } from '../support/money';
import { login, OPERATOR } from './admin-support';

/*
 * Issue 30: uploads in shared storage. Two replicas (each its own connection pool and its own
 * DATA_DIR) on one PostgreSQL schema: a picture uploaded through A is served by B, under the same
 * access rules as before (KYC private and no-store). Files a replica had on its disk before are
 * moved into the database at its start, keeping their keys; a key the table lacks is read from the
 * local disk. PostgreSQL only (TEST_DATABASE_URL): PGlite is one node and keeps files on disk.
 */

const base = process.env.TEST_DATABASE_URL;
const MERCHANTS = new URL('../../merchants/', import.meta.url).pathname;
const KYC_MAX = 200_000;

interface Replica extends App {
  dataDir: string;
}

type H = Record<string, string>;

async function startReplica(url: string, prepare?: (dataDir: string) => void): Promise<Replica> {
  const root = mkdtempSync(join(tmpdir(), 'uploads-replica-'));
  const dir = join(root, 'merchants');
  cpSync(MERCHANTS, dir, { recursive: true });
  const demo = join(dir, 'demo.json');
  const doc = JSON.parse(readFileSync(demo, 'utf8')) as Record<string, unknown>;
  writeFileSync(demo, JSON.stringify({ ...doc, kyc: { enabled: true, imageMaxBytes: KYC_MAX } }, null, 2));
  const dataDir = join(root, 'data');
  prepare?.(dataDir);
  const env = {
    ...readEnv({
      NODE_ENV: 'test',
      DEMO_OUTBOX: '1',
      DATABASE_URL: url,
      // Load shedding (on by default in scale mode) has its own process suite; here, in the parallel
      // pool, another file's CPU would read as this replica's event-loop delay and answer 503.
      LOAD_SHED_MAX_DELAY_MS: '0',
      MERCHANTS_DIR: dir,
      DATA_DIR: dataDir,
      DIST_DIR: join(root, 'no-dist'),
      APP_SECRET: 'test-secret',
      ADMIN_BOOTSTRAP_USER: OPERATOR.username,
      ADMIN_BOOTSTRAP_PASSWORD: OPERATOR.password,
    }),
    logLevel: 'silent',
  };
  // No `db`: each replica opens its own pool on DATABASE_URL, runs migrations and closes it at the end.
  return { ...(await buildApp({ env, watch: false, logger: false })), dataDir };
}

const filesUnder = (dataDir: string, kind: string) => {
  const dir = join(dataDir, 'uploads', kind);
  return existsSync(dir) ? readdirSync(dir) : [];
};

describe.skipIf(!base)('uploads shared by two replicas on PostgreSQL', () => {
  let schema: Awaited<ReturnType<typeof postgresSchema>>;
  let a: Replica;
  let b: Replica;
  let op: H;
  let support: H;
  /** Files that were on B's disk before B started (uploads of the disk store, before issue 30). */
  const before = {
    banner: `content/${randomUUID()}.png`,
    front: `kyc/${randomUUID()}.jpg`,
    back: `kyc/${randomUUID()}.png`,
    selfie: `kyc/${randomUUID()}.jpg`,
  };
  let oldRequestId = 0;

  beforeAll(async () => {
    schema = await postgresSchema(base!);
    a = await startReplica(schema.url);
    op = { authorization: `Bearer ${await login(a.app, OPERATOR.username, OPERATOR.password)}` };
    await a.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: op,
      payload: { username: 'helpdesk', password: 'helpdesk-password-1', role: 'support' },
    });
    support = { authorization: `Bearer ${await login(a.app, 'helpdesk', 'helpdesk-password-1')}` };
    // A KYC request whose pictures only B's disk has, as a disk-store replica left them.
    const m = await newMember({ app: a.app, db: a.db } as TestApp, 0);
    const [row] = await a.db.query<{ id: number }>(
      `INSERT INTO kyc_requests (member_id, merchant_code, front_key, back_key, selfie_key)
       VALUES ($1, 'demo', $2, $3, $4) RETURNING id`,
      [m.id, before.front, before.back, before.selfie],
    );
    oldRequestId = row!.id;
    b = await startReplica(schema.url, (dataDir) => {
      for (const [key, bytes] of [
        [before.banner, PNG()],
        [before.front, JPEG()],
        [before.back, PNG()],
        [before.selfie, JPEG()],
      ] as const) {
        mkdirSync(join(dataDir, 'uploads', key.split('/')[0]!), { recursive: true });
        writeFileSync(join(dataDir, 'uploads', key), bytes);
      }
    });
  }, 120_000);
  afterAll(async () => {
    await b?.app.close();
    await a?.app.close();
    await schema?.drop();
  });

  const uploadContent = (app: App['app'], bytes: Buffer, type = 'image/png') => {
    const form = multipart({}, [{ field: 'image', name: 'x', type, bytes }]);
    return app.inject({
      method: 'POST',
      url: '/api/admin/merchants/lotus/content/images',
      headers: { ...op, ...form.headers },
      payload: form.payload,
    });
  };
  const storedCount = async (key: string) =>
    (await a.db.query<{ n: number }>('SELECT count(*)::int AS n FROM stored_files WHERE key = $1', [key]))[0]!
      .n;

  it('a console content picture uploaded through A is served by B; the same bytes again are one row', async () => {
    const up = await uploadContent(a.app, PNG(300));
    expect(up.statusCode, up.body).toBe(201);
    const { url } = up.json<{ url: string }>();
    expect(url).toMatch(/^\/api\/content\/images\/[0-9a-f]{64}\.png$/);
    const fromA = await a.app.inject({ url });
    const fromB = await b.app.inject({ url });
    expect(fromB.statusCode).toBe(200);
    expect(fromB.headers['content-type']).toBe('image/png');
    expect(fromB.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(fromB.rawPayload.equals(fromA.rawPayload)).toBe(true);
    expect((await sharp(fromB.rawPayload).metadata()).width).toBe(4);
    expect(filesUnder(a.dataDir, 'content')).toEqual([]);
    // The same picture through B: the same URL, one row.
    const again = await uploadContent(b.app, PNG(300));
    expect(again.json<{ url: string }>().url).toBe(url);
    expect(await storedCount(`content/${url.split('/').pop()}`)).toBe(1);
    // A banner may use the new name.
    const banner = await b.app.inject({
      method: 'POST',
      url: '/api/admin/merchants/lotus/content/banners',
      headers: op,
      payload: { type: 'm_reg', titles: { vi: 'Shared' }, imageUrl: url },
    });
    expect(banner.statusCode, banner.body).toBe(201);
  });

  it('bad or unknown content picture names: 400 or 404, never another kind of file', async () => {
    expect((await b.app.inject({ url: '/api/content/images/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(400);
    expect((await b.app.inject({ url: `/api/content/images/${'a'.repeat(65)}.png` })).statusCode).toBe(400);
    expect((await b.app.inject({ url: `/api/content/images/${'a'.repeat(64)}.gif` })).statusCode).toBe(400);
    expect((await b.app.inject({ url: `/api/content/images/${'a'.repeat(64)}.png` })).statusCode).toBe(404);
  });

  it('a member’s KYC picture uploaded through A: the member and operators read it through B (no-store), others are refused', async () => {
    const m = await newMember({ app: a.app, db: a.db } as TestApp, 0);
    const stranger = await newMember({ app: a.app, db: a.db } as TestApp, 0);
    const form = multipart(
      {},
      [
        { field: 'front', bytes: JPEG(), type: 'image/jpeg' },
        { field: 'back', bytes: PNG(), type: 'image/png' },
        { field: 'selfie', bytes: JPEG(500), type: 'image/jpeg' },
      ].map((f) => ({ ...f, name: `${f.field}.bin` })),
    );
    const res = await a.app.inject({
      method: 'POST',
      url: '/api/account/kyc',
      headers: { ...m.h, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { requestId } = res.json<{ requestId: number }>();
    expect(filesUnder(a.dataDir, 'kyc')).toEqual([]);

    const own = `/api/account/kyc/${requestId}/back`;
    const mine = await b.app.inject({ url: own, headers: m.h });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect((await sharp(mine.rawPayload).metadata()).format).toBe('png');
    expect((await b.app.inject({ url: own, headers: stranger.h })).statusCode).toBe(404);
    expect((await b.app.inject({ url: own, headers: { 'x-merchant-code': 'demo' } })).statusCode).toBe(401);

    const consoleUrl = `/api/admin/merchants/demo/kyc/${requestId}/front`;
    const byOperator = await b.app.inject({ url: consoleUrl, headers: op });
    expect(byOperator.statusCode).toBe(200);
    expect(byOperator.headers['content-type']).toBe('image/jpeg');
    expect(byOperator.headers['cache-control']).toBe('private, no-store');
    const fromA = await a.app.inject({ url: consoleUrl, headers: op });
    expect(byOperator.rawPayload.equals(fromA.rawPayload)).toBe(true);
    // The console's rule is unchanged: support sees the queue, not the pictures.
    expect((await b.app.inject({ url: consoleUrl, headers: support })).statusCode).toBe(403);
    expect((await b.app.inject({ url: consoleUrl })).statusCode).toBe(401);
    expect((await b.app.inject({ url: consoleUrl, headers: m.h })).statusCode).toBe(401);
    // The public content path does not serve a KYC picture under its name.
    const [front] = await a.db.query<{ front_key: string }>(
      'SELECT front_key FROM kyc_requests WHERE id = $1',
      [requestId],
    );
    expect(front!.front_key).toMatch(/^kyc\/[0-9a-f]{64}\.jpg$/);
    expect(
      (await b.app.inject({ url: `/api/content/images/${front!.front_key.split('/')[1]}` })).statusCode,
    ).toBe(404);
  });

  it('a reward-application picture uploaded through A is in the shared store, read by B', async () => {
    const token = await loginAs(a.app, 'demo_member', 'Demo1234');
    const promos = (await a.app.inject({ url: '/api/promotions', headers: bearer(token) })).json<{
      list: { id: number; imageRequired: string; remarkRequired: string; status: string }[];
    }>().list;
    const promo = promos.find(
      (p) => p.imageRequired === 'Y' && p.remarkRequired === 'N' && p.status === 'Join',
    );
    expect(promo).toBeDefined();
    const form = multipart({}, [{ field: 'pictures', name: 'r.jpg', type: 'image/jpeg', bytes: JPEG(800) }]);
    const res = await a.app.inject({
      method: 'POST',
      url: `/api/promotions/${promo!.id}/reward`,
      headers: { ...bearer(token), ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [pic] = await a.db.query<{ path: string }>(
      'SELECT path FROM reward_pictures WHERE request_id = $1',
      [res.json<{ requestId: number }>().requestId],
    );
    expect(pic!.path).toMatch(/^reward\/[0-9a-f]{64}\.jpg$/);
    expect(filesUnder(a.dataDir, 'reward')).toEqual([]);
    const bytes = await uploadStore(b.db, b.dataDir).read(pic!.path);
    expect(bytes && (await sharp(bytes).metadata()).format).toBe('jpeg');
    expect(await storedCount(pic!.path)).toBe(1);
  });

  it('files on B’s disk before it started were moved into the database: A serves them by their old keys', async () => {
    const banner = await a.app.inject({ url: `/api/content/images/${before.banner.split('/')[1]}` });
    expect(banner.statusCode).toBe(200);
    expect(banner.rawPayload.equals(PNG())).toBe(true);
    const picture = await a.app.inject({
      url: `/api/admin/merchants/demo/kyc/${oldRequestId}/back`,
      headers: op,
    });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['cache-control']).toBe('private, no-store');
    expect(picture.rawPayload.equals(PNG())).toBe(true);
    for (const key of Object.values(before)) expect(await storedCount(key), key).toBe(1);
    // B's disk copies stay where they were.
    expect(filesUnder(b.dataDir, 'kyc')).toHaveLength(3);
  });

  it('a key the table lacks is read from the local disk of the replica that has it', async () => {
    const late = await diskFileStore(join(b.dataDir, 'uploads')).put('content', 'png', PNG(120));
    const url = `/api/content/images/${late.split('/')[1]}`;
    const fromB = await b.app.inject({ url });
    expect(fromB.statusCode).toBe(200);
    expect(fromB.rawPayload.equals(PNG(120))).toBe(true);
    expect((await a.app.inject({ url })).statusCode).toBe(404);
    expect(await storedCount(late)).toBe(0);
  });
});
