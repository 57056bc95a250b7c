import { describe, expect, it } from 'vitest';
import { customerTasks } from './tasks';

describe('customer tasks', () => {
  it('leaves out sign-in and identity when the merchant has them off, and lists open tasks first', () => {
    const tasks = customerTasks({ profile: true, firstGame: true }, { signIn: false, kyc: false });
    expect(tasks.map((t) => [t.key, t.done])).toEqual([
      ['payoutAccount', false],
      ['firstDeposit', false],
      ['profile', true],
      ['firstGame', true],
    ]);
    expect(customerTasks({}, { signIn: true, kyc: true }).map((t) => t.key)).toContain('kyc');
    expect(tasks[1]!.path).toBe('/m/voucherCenter');
  });
});
