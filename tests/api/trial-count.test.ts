import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DRIVERS, type TestApp } from '../support/test-app';

/*
 * The trial count (spec §4): free trials per client address and day under the merchant's
 * limits.trialsPerDay, taken by one conditional upsert (parallel requests never exceed it); past
 * it the answer carries trialCount 0 and no session.
 */

describe.each(TEST_DRIVERS)('trial count on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      driver,
      merchants: {
        demo: (d) => ({ ...d, limits: { ...(d.limits as object), trialsPerDay: 3 } }),
        lotus: (d) => ({ ...d, limits: { ...(d.limits as object), trialsPerDay: 0 } }),
      },
    });
  }, 60_000);
  afterAll(async () => t?.close());

  const trial = (remoteAddress: string, merchant = 'demo') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/trial',
      headers: { 'x-merchant-code': merchant },
      remoteAddress,
    });
  const trialMembers = async () =>
    Number(
      (
        await t.db.query<{ n: string }>(
          `SELECT count(*) AS n FROM members WHERE trial AND merchant_code = 'demo'`,
        )
      )[0]!.n,
    );

  it('opens a trial while the count is non-zero, then answers 0 with no session', async () => {
    const before = await trialMembers();
    const answers = (await Promise.all(Array.from({ length: 6 }, () => trial('10.9.0.1')))).map((r) =>
      r.json(),
    );
    const granted = answers.filter((a) => a.trialCount > 0);
    expect(granted.map((a) => a.trialCount).sort()).toEqual([1, 2, 3]);
    expect(granted.every((a) => typeof a.token === 'string' && a.trialName)).toBe(true);
    expect(answers.filter((a) => a.trialCount === 0)).toEqual([
      { trialCount: 0 },
      { trialCount: 0 },
      { trialCount: 0 },
    ]);
    expect(await trialMembers()).toBe(before + 3);
    // The session works; another address still has its own trials.
    const me = await t.app.inject({
      url: '/api/member/info',
      headers: { authorization: `Bearer ${granted[0].token}`, 'x-merchant-code': 'demo' },
    });
    expect(me.json()).toMatchObject({ trial: true });
    expect((await trial('10.9.0.2')).json().trialCount).toBe(3);
  });

  it('a merchant with trialsPerDay 0 opens none', async () => {
    expect((await trial('10.9.0.3', 'lotus')).json()).toEqual({ trialCount: 0 });
  });
});
