import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DRIVERS, type TestApp } from '../../tests/support/test-app';
import { saveCaptcha } from '../../platform-api';
import { LoginGuard } from './login-guard';

describe.each(TEST_DRIVERS)('LoginGuard on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ driver });
  });
  afterAll(async () => t?.close());

  const code = async (p: Promise<unknown>) =>
    p.then(
      () => 'ok',
      (e: { code?: string }) => e.code ?? 'error',
    );

  it('past max failures a username needs a captcha (case-insensitively), then one try per interval; a success clears it', async () => {
    const g = new LoginGuard(t.db, 3, 15, 60_000);
    for (let i = 0; i < 3; i++) expect(await code(g.begin('Alice', {}))).toBe('ok');
    expect(await g.captchaNext('alice')).toBe(true);
    expect(await g.captchaNext('bob')).toBe(false);
    expect(await code(g.begin('alice', {}))).toBe('CAPTCHA_REQUIRED');
    await saveCaptcha(t.db, 'cap-1', '1234', 60_000);
    expect(await code(g.begin('alice', { id: 'cap-1', answer: '9999' }))).toBe('CAPTCHA_INVALID');
    await saveCaptcha(t.db, 'cap-2', '1234', 60_000);
    expect(await code(g.begin('alice', { id: 'cap-2', answer: '1234' }))).toBe('ok');
    // The slot of the interval is taken: the next try waits, even with a good captcha.
    await saveCaptcha(t.db, 'cap-3', '1234', 60_000);
    expect(await code(g.begin('alice', { id: 'cap-3', answer: '1234' }))).toBe('RATE_LIMITED');
    await g.succeed('ALICE');
    expect(await code(g.begin('alice', {}))).toBe('ok');
  });

  it('a parallel burst of 40 takes exactly max password checks', async () => {
    const g = new LoginGuard(t.db, 10, 15, 60_000);
    const out = await Promise.all(Array.from({ length: 40 }, () => code(g.begin('burst', {}))));
    expect(out.filter((c) => c === 'ok')).toHaveLength(10);
  });
});
