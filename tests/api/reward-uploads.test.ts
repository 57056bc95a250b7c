import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  JPEG,
  loginAs,
  multipart,
  PNG,
  TEST_DRIVERS,
  type TestApp,
} from '../support/test-app';
import { REWARD_UPLOADS_PER_WINDOW } from '../../platform-api/services/reward-service';
import { uploadStore } from '../../platform-api/lib/file-store';

/*
 * Issue 14 item 5 and item 1 (claims): pictures are files (not rows), re-encoded without EXIF, the
 * event loop during uploads is reward-uploads-event-loop.test.ts; one member is rate-limited, and
 * parallel claims and joins are decided by the database, on PGlite and PostgreSQL.
 */

type Promo = { id: number; imageRequired: string; remarkRequired: string; status: string };
const rule = (promos: Promo[], img: string, rem: string) =>
  promos.find((p) => p.imageRequired === img && p.remarkRequired === rem && p.status === 'Join')!;
const dataDir = (t: TestApp) => join(t.dir, '..', 'data');
const uploadsDir = (t: TestApp) => join(dataDir(t), 'uploads', 'reward');
/** Stored reward pictures: files on disk (PGlite, single-node), rows of the upload table (PostgreSQL, issue 30). */
const files = async (t: TestApp): Promise<number> =>
  t.db.kind === 'postgres'
    ? (
        await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM stored_files WHERE kind = 'reward'")
      )[0]!.n
    : existsSync(uploadsDir(t))
      ? readdirSync(uploadsDir(t)).length
      : 0;

for (const driver of TEST_DRIVERS) {
  describe(`reward uploads (${driver})`, () => {
    let t: TestApp;
    let token = '';
    let promos: Promo[] = [];
    const send = (
      id: number,
      fields: Record<string, string>,
      pics: { field: string; name: string; type: string; bytes: Buffer }[],
      tok = token,
    ) => {
      const form = multipart(fields, pics);
      return t.app.inject({
        method: 'POST',
        url: `/api/promotions/${id}/reward`,
        headers: { ...bearer(tok), ...form.headers },
        payload: form.payload,
      });
    };
    beforeAll(async () => {
      t = await createTestApp({ driver });
      token = await loginAs(t.app, 'demo_member', 'Demo1234');
      promos = (await t.app.inject({ method: 'GET', url: '/api/promotions', headers: bearer(token) })).json<{
        list: Promo[];
      }>().list;
    });
    afterAll(async () => t?.close());

    it('stores re-encoded pictures in the upload store, not in their rows, and drops EXIF', async () => {
      const withExif = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a6' } })
        .withExif({ IFD0: { Copyright: 'GPS 10.77N 106.70E secret' } })
        .jpeg()
        .toBuffer();
      expect((await sharp(withExif).metadata()).exif).toBeDefined();
      const res = await send(rule(promos, 'Y', 'N').id, {}, [
        { field: 'pictures', name: 'a.jpg', type: 'image/jpeg', bytes: withExif },
        { field: 'pictures', name: 'b.png', type: 'image/png', bytes: PNG(4096) },
      ]);
      expect(res.statusCode, res.body).toBe(200);
      const rows = await t.db.query<{ path: string | null; has_bytes: boolean; mime: string }>(
        'SELECT path, bytes IS NOT NULL AS has_bytes, mime FROM reward_pictures WHERE request_id = $1 ORDER BY id',
        [res.json().requestId],
      );
      expect(rows).toHaveLength(2);
      // Single-node: a uuid-named file on disk; scale mode: a row named by the content's sha-256.
      const name = driver === 'postgres' ? '[0-9a-f]{64}' : '[0-9a-f-]{36}';
      const store = uploadStore(t.db, dataDir(t));
      const bytes: Buffer[] = [];
      for (const r of rows) {
        expect(r.has_bytes).toBe(false);
        expect(r.path).toMatch(new RegExp(`^reward/${name}\\.(jpg|png)$`));
        expect(existsSync(join(dataDir(t), 'uploads', r.path!))).toBe(driver !== 'postgres');
        bytes.push((await store.read(r.path!))!);
      }
      const stored = await sharp(bytes[0]).metadata();
      expect(stored.exif).toBeUndefined();
      expect([stored.width, stored.height]).toEqual([64, 48]);
      // The padding after the PNG's end marker is gone: the file is what the decoder saw, re-encoded.
      expect(bytes[1]!.length).toBeLessThan(4096);
    });

    it('refuses a file with picture magic bytes that does not decode, and stores nothing', async () => {
      const before = await files(t);
      const fake = Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        randomBytes(2000),
      ]);
      const res = await send(rule(promos, 'Y', 'Y').id, { remarks: 'x' }, [
        { field: 'pictures', name: 'a.png', type: 'image/png', bytes: fake },
      ]);
      expect(res.statusCode).toBe(415);
      expect(res.json().error.code).toBe('IMAGE_TYPE_INVALID');
      expect(await files(t)).toBe(before);
    });

    it('parallel claims of one promotion: exactly one open request, the others 409, no stray files', async () => {
      const promo = rule(promos, 'Y', 'Y');
      const before = await files(t);
      // 15 at once: with the two requests above, still inside the member's upload window.
      const results = await Promise.all(
        Array.from({ length: 15 }, () =>
          send(promo.id, { remarks: 'race' }, [
            { field: 'pictures', name: 'a.jpg', type: 'image/jpeg', bytes: JPEG(2048) },
          ]),
        ),
      );
      const codes = results.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(1);
      expect(results.filter((r) => r.statusCode === 409).map((r) => r.json().error.code)).toEqual(
        Array(14).fill('REWARD_ALREADY_APPLIED'),
      );
      const [open] = await t.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM reward_requests WHERE promotion_id = $1 AND status = 'Applying'",
        [promo.id],
      );
      expect(open!.n).toBe(1);
      // Fifteen identical pictures: one file (scale mode: one content-addressed row, kept by the request that landed).
      expect(await files(t)).toBe(before + 1);
    });

    it('parallel joins of one promotion make one sign-up', async () => {
      const promo = rule(promos, 'N', 'N');
      const results = await Promise.all(
        Array.from({ length: 20 }, () =>
          t.app.inject({ method: 'POST', url: `/api/promotions/${promo.id}/join`, headers: bearer(token) }),
        ),
      );
      expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
      const [n] = await t.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM promotion_joins WHERE promotion_id = $1',
        [promo.id],
      );
      expect(n!.n).toBe(1);
    });

    it(`one member may send ${REWARD_UPLOADS_PER_WINDOW} upload requests a window; the next is 429 before its body is read`, async () => {
      // Another member, whose window is still empty.
      const tok = await loginAs(t.app, 'demo_agent', 'Demo1234');
      const promo = rule(promos, 'N', 'Y');
      const codes: number[] = [];
      for (let i = 0; i < REWARD_UPLOADS_PER_WINDOW + 2; i++)
        codes.push((await send(promo.id, { remarks: '' }, [], tok)).statusCode);
      expect(codes.slice(0, REWARD_UPLOADS_PER_WINDOW).every((c) => c !== 429)).toBe(true);
      expect(codes.slice(REWARD_UPLOADS_PER_WINDOW)).toEqual([429, 429]);
      const last = await send(promo.id, { remarks: 'hello' }, [], tok);
      expect(last.json().error.code).toBe('RATE_LIMITED');
    });
  });
}
