import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeOutbox } from '../../platform-api/repositories/outbox-repository';
import { createTestApp, type TestApp } from '../support/test-app';

/* The dev outbox exists only with DEMO_OUTBOX=1. */

describe('dev outbox', () => {
  it('without DEMO_OUTBOX=1 the outbox route does not exist', async () => {
    const t = await createTestApp({ env: { DEMO_OUTBOX: '0' } });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/dev/outbox?kind=captcha' })).statusCode).toBe(
        404,
      );
    } finally {
      await t.close();
    }
  });
});

/* Issue 32 item 23: `?to=` matched only the `+`-encoded full number; captchas did not say their page. */
describe('dev outbox: any spelling of a number, captchas by page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());
  const read = async (q: string, merchant = 'demo') =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/dev/outbox?${q}`,
        headers: { 'x-merchant-code': merchant },
      })
    ).json<{ messages: { to: string; body: string; page?: string }[] }>().messages;

  it('an SMS is found by the number as people write it', async () => {
    await writeOutbox(t.db, 'sms', '+84912000123', '654321');
    for (const to of [
      '+84912000123',
      '84912000123',
      '0912000123',
      '912000123',
      '+84 912 000 123',
      '0912 000 123',
    ])
      expect((await read(`kind=sms&to=${encodeURIComponent(to)}`))[0]?.body, to).toBe('654321');
    // Another number finds nothing; a name that is not a number is matched as written.
    expect(await read(`kind=sms&to=${encodeURIComponent('0912000124')}`)).toEqual([]);
    expect(await read(`kind=sms&to=abc`)).toEqual([]);
  });

  it('a captcha names the page it was drawn for', async () => {
    const drawn = async (referer?: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/auth/captcha',
          headers: { 'x-merchant-code': 'demo', ...(referer ? { referer } : {}) },
        })
      ).json<{ captchaId: string }>().captchaId;
    const login = await drawn('http://localhost:8080/m/login?redirect=%2Fm%2Fhome');
    const register = await drawn('http://localhost:8080/m/register');
    const none = await drawn();
    expect((await read(`kind=captcha&to=${login}`))[0]?.page).toBe('/m/login');
    expect((await read(`kind=captcha&to=${register}`))[0]?.page).toBe('/m/register');
    expect((await read(`kind=captcha&to=${none}`))[0]?.page).toBeUndefined();
    const page = await t.app.inject({ method: 'GET', url: '/demo/outbox?kind=captcha&lang=en' });
    expect(page.body).toContain('/m/login');
    expect(page.body).toContain('/m/register');
  });
});
