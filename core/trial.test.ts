import { describe, expect, it } from 'vitest';
import { trialSession } from './trial';

describe('free trial (spec §4)', () => {
  const granted = { token: 't', userName: 'trial_1', customerType: 9, expiresAt: '2026-01-01T00:00:00Z' };

  it('goes on with the session only when the trial count is non-zero', () => {
    expect(trialSession({ trialCount: 3, ...granted })).toEqual({
      token: 't',
      userName: 'trial_1',
      trialName: 'trial_1',
      customerType: 9,
    });
    expect(trialSession({ trialCount: 0 })).toBeUndefined();
    expect(trialSession({ trialCount: 0, ...granted })).toBeUndefined();
    expect(trialSession({ trialCount: 1 })).toBeUndefined();
  });
});
