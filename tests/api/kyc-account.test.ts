import sharp from 'sharp';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, GIF, JPEG, multipart, PNG, type TestApp } from '../support/test-app';
import { newMember, PAY_PASSWORD, payoutAccount, withdraw } from '../support/money';
import { login, OPERATOR } from './admin-support';

/*
 * My account (issue 12): KYC pictures are validated (magic bytes, merchant size limit), stripped of
 * EXIF, and served only to their member and to console operators (other members 404, guests 401,
 * support and viewers 403); an operator's decision is audited once. Personal details follow the
 * register rules; the payment password is set with the login password and changed with the old
 * one; payout accounts can be removed unless a withdrawal to them is pending.
 */

type H = Record<string, string>;
const KYC_MAX = 200_000;

/** A JPEG carrying EXIF (a camera's GPS and owner): the stored copy must not. */
const exifJpeg = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a6' } })
    .withExif({ IFD0: { Copyright: 'secret-owner', Artist: 'gps 10.77,106.69' } })
    .jpeg()
    .toBuffer();

describe('KYC and my account', () => {
  let t: TestApp;
  let op: H;
  let support: H;
  beforeAll(async () => {
    // The size limit comes from the merchant config.
    t = await createTestApp({
      env: { ADMIN_BOOTSTRAP_USER: OPERATOR.username, ADMIN_BOOTSTRAP_PASSWORD: OPERATOR.password },
      merchants: { demo: (d) => ({ ...d, kyc: { enabled: true, imageMaxBytes: KYC_MAX } }) },
    });
    op = { authorization: `Bearer ${await login(t.app, OPERATOR.username, OPERATOR.password)}` };
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: op,
      payload: { username: 'helpdesk', password: 'helpdesk-password-1', role: 'support' },
    });
    support = { authorization: `Bearer ${await login(t.app, 'helpdesk', 'helpdesk-password-1')}` };
  }, 120_000);
  afterAll(async () => t?.close());

  const kycDir = () => join(t.dir, '..', 'data', 'uploads', 'kyc');
  /** Stored KYC pictures: files on disk (PGlite, single-node), rows of the upload table (PostgreSQL, issue 30). */
  const stored = async (): Promise<number> =>
    t.db.kind === 'postgres'
      ? (
          await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM stored_files WHERE kind = 'kyc'")
        )[0]!.n
      : existsSync(kycDir())
        ? readdirSync(kycDir()).length
        : 0;
  const upload = async (h: H, files: { field: string; bytes: Buffer; type?: string }[]) => {
    const body = multipart(
      {},
      files.map((f) => ({
        field: f.field,
        name: `${f.field}.jpg`,
        type: f.type ?? 'image/jpeg',
        bytes: f.bytes,
      })),
    );
    return t.app.inject({
      method: 'POST',
      url: '/api/account/kyc',
      headers: { ...h, ...body.headers },
      payload: body.payload,
    });
  };
  const three = async () => [
    { field: 'front', bytes: await exifJpeg() },
    { field: 'back', bytes: PNG(), type: 'image/png' },
    { field: 'selfie', bytes: JPEG() },
  ];
  const kyc = async (h: H) => (await t.app.inject({ url: '/api/account/kyc', headers: h })).json();

  it('three pictures → pending; EXIF gone; only the member and operators see them; the operator approves once, audited', async () => {
    const a = await newMember(t, 0);
    const b = await newMember(t, 0);
    expect(await kyc(a.h)).toMatchObject({ enabled: true, status: 'none', maxBytes: KYC_MAX });
    const res = await upload(a.h, await three());
    expect(res.statusCode).toBe(200);
    const { requestId } = res.json();
    expect(res.json()).toMatchObject({ status: 'pending', requestId: expect.any(Number) });
    expect((await upload(a.h, await three())).json().error.code).toBe('KYC_PENDING');

    const url = `/api/account/kyc/${requestId}/front`;
    const own = await t.app.inject({ url, headers: a.h });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/jpeg');
    expect(own.headers['cache-control']).toBe('private, no-store');
    const meta = await sharp(own.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(own.rawPayload.includes(Buffer.from('secret-owner'))).toBe(false);
    expect(
      (await t.app.inject({ url: `/api/account/kyc/${requestId}/back`, headers: a.h })).headers[
        'content-type'
      ],
    ).toBe('image/png');
    // Another member, a guest, a console user without the operator role.
    expect((await t.app.inject({ url, headers: b.h })).statusCode).toBe(404);
    expect((await t.app.inject({ url, headers: { 'x-merchant-code': 'demo' } })).statusCode).toBe(401);
    const adminUrl = `/api/admin/merchants/demo/kyc/${requestId}/selfie`;
    expect((await t.app.inject({ url: adminUrl })).statusCode).toBe(401);
    expect((await t.app.inject({ url: adminUrl, headers: a.h })).statusCode).toBe(401);
    expect((await t.app.inject({ url: adminUrl, headers: support })).statusCode).toBe(403);
    expect((await t.app.inject({ url: adminUrl, headers: op })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: `/api/admin/merchants/lotus/kyc/${requestId}/selfie`, headers: op }))
        .statusCode,
    ).toBe(404);

    // The queue: pending first, readable by support; decisions by operators only.
    const queue = (await t.app.inject({ url: '/api/admin/merchants/demo/kyc', headers: support })).json();
    expect(queue.pending).toBeGreaterThanOrEqual(1);
    expect(queue.list.find((r: { id: number }) => r.id === requestId)).toMatchObject({
      username: a.username,
      status: 'pending',
    });
    const review = (headers: H, body: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/merchants/demo/kyc/${requestId}/review`,
        headers,
        payload: body,
      });
    expect((await review(support, { decision: 'approve' })).statusCode).toBe(403);
    expect((await review(a.h, { decision: 'approve' })).statusCode).toBe(401);
    expect((await review(op, { decision: 'reject' })).json().error.code).toBe('VALIDATION_FAILED');
    expect((await review(op, { decision: 'approve' })).json().request).toMatchObject({
      status: 'approved',
      reviewedBy: OPERATOR.username,
    });
    const again = await review(op, { decision: 'reject', reason: 'late' });
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'KYC_NOT_PENDING']);
    expect(await kyc(a.h)).toMatchObject({ status: 'approved', requestId });
    expect((await upload(a.h, await three())).json().error.code).toBe('KYC_ALREADY_APPROVED');
    const audit = await t.db.query<{ action: string; detail: { requestId: number } }>(
      `SELECT action, detail FROM console_audit WHERE action IN ('kycApproved', 'kycRejected')`,
    );
    expect(audit.filter((r) => r.detail.requestId === requestId).map((r) => r.action)).toEqual([
      'kycApproved',
    ]);
  });

  it('a rejection carries its reason and the member may send new pictures', async () => {
    const m = await newMember(t, 0);
    const id = (await upload(m.h, await three())).json().requestId;
    const r = await t.app.inject({
      method: 'POST',
      url: `/api/admin/merchants/demo/kyc/${id}/review`,
      headers: op,
      payload: { decision: 'reject', reason: 'The selfie is blurred' },
    });
    expect(r.json().request).toMatchObject({ status: 'rejected', reason: 'The selfie is blurred' });
    expect(await kyc(m.h)).toMatchObject({ status: 'rejected', reason: 'The selfie is blurred' });
    expect((await upload(m.h, await three())).json()).toMatchObject({ status: 'pending' });
  });

  it('bad pictures are refused and nothing is stored', async () => {
    const m = await newMember(t, 0);
    const before = await stored();
    const gif = await upload(m.h, [
      { field: 'front', bytes: GIF(), type: 'image/jpeg' },
      { field: 'back', bytes: PNG() },
      { field: 'selfie', bytes: JPEG() },
    ]);
    expect([gif.statusCode, gif.json().error.code]).toEqual([415, 'IMAGE_TYPE_INVALID']);
    const big = await upload(m.h, [
      { field: 'front', bytes: JPEG(KYC_MAX + 1) },
      { field: 'back', bytes: PNG() },
      { field: 'selfie', bytes: JPEG() },
    ]);
    expect([big.statusCode, big.json().error.code]).toEqual([413, 'IMAGE_TOO_LARGE']);
    const missing = await upload(m.h, [
      { field: 'front', bytes: JPEG() },
      { field: 'back', bytes: PNG() },
    ]);
    expect([missing.statusCode, missing.json().error.details]).toEqual([
      400,
      { selfie: { key: 'validation.required' } },
    ]);
    const twice = await upload(m.h, [
      { field: 'front', bytes: JPEG() },
      { field: 'front', bytes: JPEG() },
      { field: 'back', bytes: PNG() },
      { field: 'selfie', bytes: JPEG() },
    ]);
    expect(twice.statusCode).toBe(400);
    const json = await t.app.inject({ method: 'POST', url: '/api/account/kyc', headers: m.h, payload: {} });
    expect(json.statusCode).toBe(415);
    expect(await stored()).toBe(before);
    expect(await kyc(m.h)).toMatchObject({ status: 'none' });
  });

  it('personal details follow the register rules; identity details lock once given', async () => {
    const m = await newMember(t, 0);
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/account/profile', headers: m.h, payload });
    expect((await put({ birthday: '1990-02-30' })).json().error.details).toEqual({
      birthday: { key: 'validation.date' },
    });
    const ok = await put({ nickname: 'Lucky Star', email: 'lucky@example.com', birthday: '1990-04-01' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().values).toMatchObject({
      nickname: 'Lucky Star',
      email: 'lucky@example.com',
      birthday: '1990-04-01',
    });
    expect((await put({ email: 'not-an-email' })).json().error.details).toMatchObject({
      email: { key: expect.stringMatching(/^validation\.(pattern_)?email$/) },
    });
    expect((await put({ birthday: '1991-01-01' })).json().error.details).toEqual({
      birthday: { key: 'validation.locked' },
    });
    expect((await put({ email: '' })).json().values.email).toBeUndefined();
    expect((await put({ unknown: 'x' })).statusCode).toBe(400);
    const info = (await t.app.inject({ url: '/api/member/info', headers: m.h })).json();
    expect(info.nickname).toBe('Lucky Star');
  });

  it('payment password: set with the login password, changed with the old one; withdrawals then use the new one', async () => {
    const m = await newMember(t, 1_000_000);
    await t.db.query('UPDATE members SET payment_password_hash = NULL WHERE id = $1', [m.id]);
    const set = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/account/payment-password', headers: m.h, payload });
    expect(
      (await t.app.inject({ url: '/api/account/profile', headers: m.h })).json().hasPaymentPassword,
    ).toBe(false);
    expect((await set({ newPaymentPassword: '112233' })).json().error.details).toEqual({
      loginPassword: { key: 'validation.required' },
    });
    expect((await set({ newPaymentPassword: '112233', loginPassword: 'wrong-one' })).json().error.code).toBe(
      'WRONG_CREDENTIALS',
    );
    expect((await set({ newPaymentPassword: '12ab', loginPassword: 'Test1234' })).statusCode).toBe(400);
    expect((await set({ newPaymentPassword: '112233', loginPassword: 'Test1234' })).json()).toEqual({
      success: true,
    });
    expect(
      (await set({ newPaymentPassword: '445566', loginPassword: 'Test1234' })).json().error.details,
    ).toEqual({
      oldPaymentPassword: { key: 'validation.required' },
    });
    expect(
      (await set({ newPaymentPassword: '445566', oldPaymentPassword: PAY_PASSWORD })).json().error.code,
    ).toBe('PAYMENT_PASSWORD_INVALID');
    expect((await set({ newPaymentPassword: '445566', oldPaymentPassword: '112233' })).statusCode).toBe(200);
    const account = await payoutAccount(t.app, m.h);
    expect(
      (await withdraw(t.app, m.h, { amount: 100_000, payoutAccountId: account, paymentPassword: '445566' }))
        .statusCode,
    ).toBe(200);
  });

  it('payout accounts: removed from the list, not while a withdrawal to them is pending, never another member’s', async () => {
    const m = await newMember(t, 1_000_000);
    const other = await newMember(t, 0);
    const busy = await payoutAccount(t.app, m.h);
    const free = (
      await t.app.inject({
        method: 'POST',
        url: '/api/payments/payout-accounts',
        headers: m.h,
        payload: { bankName: 'ACB', accountNumber: '99887766', holderName: 'Nguyen Van A' },
      })
    ).json().account.id;
    await withdraw(t.app, m.h, { amount: 100_000, payoutAccountId: busy });
    const del = (h: H, id: number) =>
      t.app.inject({ method: 'DELETE', url: `/api/payments/payout-accounts/${id}`, headers: h });
    expect((await del(m.h, busy)).json().error.code).toBe('PAYOUT_ACCOUNT_IN_USE');
    expect((await del(other.h, free)).statusCode).toBe(404);
    expect((await del(m.h, free)).json()).toEqual({ success: true });
    expect((await del(m.h, free)).statusCode).toBe(404);
    const list = (await t.app.inject({ url: '/api/payments/payout-accounts', headers: m.h })).json().list;
    expect(list.map((a: { id: number }) => a.id)).toEqual([busy]);
  });
});
