import type { TrialResponse } from '../schemas/api';

export interface TrialSession {
  token: string;
  userName: string;
  trialName: string;
  customerType: number;
}

/**
 * Free trial (spec §4): the test-play answer opens a trial session, and the player goes home, only
 * when its trial count is non-zero (and it carries the session); otherwise undefined: no trial left.
 */
export function trialSession(r: TrialResponse): TrialSession | undefined {
  if (r.trialCount <= 0 || !r.token || !r.userName || r.customerType === undefined) return undefined;
  return {
    token: r.token,
    userName: r.userName,
    trialName: r.trialName ?? r.userName,
    customerType: r.customerType,
  };
}
