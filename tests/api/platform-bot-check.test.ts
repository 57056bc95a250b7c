import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, outbox, solvedCaptcha, type TestApp } from '../support/test-app';
import { smsBotCheck } from '../support/bot-check';

/* Spec §3/§7: the SMS code request carries bot-check fields; the server refuses one without a valid one. */

let t: TestApp;
const D = { 'x-merchant-code': 'demo' };
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => t?.close());

const ask = (mobileNum: string, botCheck?: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sms-code',
    headers: D,
    payload: { mobileNum, countryDialingCode: '+84', purpose: 'register', ...(botCheck ? { botCheck } : {}) },
  });

describe('SMS code bot check', () => {
  it('refuses a request without bot-check fields, and sends nothing', async () => {
    const res = await ask('987654321');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('BOT_CHECK_FAILED');
    expect(await outbox(t.app, 'sms', '+84987654321')).toBeUndefined();
  });

  it('accepts a solved proof of work once, for the number it was solved for', async () => {
    const other = await smsBotCheck(t.app, '+84911111111', D);
    expect((await ask('987654321', other)).json().error.code).toBe('BOT_CHECK_FAILED');

    const wrong = await smsBotCheck(t.app, '+84987654321', D);
    // a nonce that does not solve it (the solver returns the first that does, so one below it fails unless it is 0)
    const bad = { ...wrong, nonce: wrong.nonce === '0' ? '999999999999' : String(Number(wrong.nonce) - 1) };
    expect((await ask('987654321', bad)).json().error.code).toBe('BOT_CHECK_FAILED');

    const good = await smsBotCheck(t.app, '+84987654321', D);
    const res = await ask('987654321', good);
    expect(res.statusCode, res.body).toBe(200);
    expect(await outbox(t.app, 'sms', '+84987654321')).toMatch(/^[0-9]{6}$/);
    // single use: the same fields again are refused (before the resend wait is even looked at)
    expect((await ask('912345678', good)).json().error.code).toBe('BOT_CHECK_FAILED');
  });

  it('a challenge of another merchant or an unknown one is refused', async () => {
    const lotus = await smsBotCheck(t.app, '+84987654321', { 'x-merchant-code': 'lotus' });
    expect((await ask('987654321', lotus)).json().error.code).toBe('BOT_CHECK_FAILED');
    expect((await ask('987654321', { challengeId: 'nope', nonce: '1' })).json().error.code).toBe(
      'BOT_CHECK_FAILED',
    );
  });

  it('a captcha answer is the other valid bot check; a wrong one is refused', async () => {
    const wrong = await solvedCaptcha(t.app, D);
    expect(
      (await ask('987654321', { ...wrong, captcha: wrong.captcha === '1' ? '2' : '1' })).statusCode,
    ).toBe(403);
    const res = await ask('987654321', await solvedCaptcha(t.app, D));
    expect(res.statusCode, res.body).toBe(200);
  });

  it('a challenge says how many zero bits it asks for and is never cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/bot-challenge', headers: D });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({ challengeId: expect.any(String), bits: expect.any(Number) });
  });
});
