import { describe, expect, it } from 'vitest';
import { byWinAmount, maskAccount, winnersFilter } from './winners';

describe('winners board', () => {
  it('masks account names without telling their length', () => {
    expect(maskAccount('demo_member')).toBe('de***er');
    expect(maskAccount('longer_account_name')).toBe('lo***me');
    expect(maskAccount('alice')).toBe('a***e');
    expect(maskAccount('ab')).toBe('a***');
    expect(maskAccount('')).toBe('***');
    expect(maskAccount('nguyễn_văn')).toBe('ng***ăn');
  });

  it('sorts by winAmount, largest first', () => {
    const list = [1, 30, 7, 30].map((winAmount, i) => ({ vo: { winAmount, i } }));
    expect(byWinAmount(list).map((x) => [x.vo.winAmount, x.vo.i])).toEqual([
      [30, 1],
      [30, 3],
      [7, 2],
      [1, 0],
    ]);
  });

  it('lottery, e-lottery and jackpot screens have a board of their own games', () => {
    expect(winnersFilter('LOTT')).toEqual({ gameType: 'LOTT' });
    expect(winnersFilter('ELOTT')).toEqual({ gameType: 'ELOTT' });
    expect(winnersFilter('JACKPOT')).toEqual({ gameType: 'RNG', gameClassify: 'JP' });
    expect(winnersFilter('RNG')).toBeUndefined();
    expect(winnersFilter('LIVE')).toBeUndefined();
  });
});
