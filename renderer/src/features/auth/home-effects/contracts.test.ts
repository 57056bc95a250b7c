import { describe, expect, it } from 'vitest';
import { contractsApply, pendingContract } from './contracts';

describe('contract prompts', () => {
  it('finds the first pending request in spec order', () => {
    expect(pendingContract({})).toBeNull();
    expect(
      pendingContract({ dailysalreqtype: '', divtypecompperiodreq: [], contracthoursalreq: null }),
    ).toBeNull();
    expect(pendingContract({ divtypecompperiodreq: 'X', contracthoursalreq: 'Y' })).toBe('dividend');
    expect(pendingContract({ dailysalreqtype: 1, contracthoursalreq: 'Y' })).toBe('salary');
    expect(pendingContract({ contracthoursalreq: ['a'] })).toBe('hour');
  });
  it('skips types 4, 40, 41, 42 and trial sessions', () => {
    for (const type of [4, 40, 41, 42]) expect(contractsApply(type)).toBe(false);
    expect(contractsApply(0)).toBe(true);
    expect(contractsApply(1)).toBe(true);
    expect(contractsApply(0, true)).toBe(false);
  });
});
