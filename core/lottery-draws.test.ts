import { describe, expect, it } from 'vitest';
import { numeroGame, NUMERO_GAMES, vnLatest } from './lottery-draws';

// 2026-11-23 is a Monday; 10:00 UTC is 17:00 in Vietnam.
const MON_17H = Date.UTC(2026, 10, 23, 10, 0);

describe('VN lottery draws', () => {
  it('the south has drawn at 16:15 today; the north shows yesterday until 18:15', () => {
    const south = vnLatest('south', MON_17H);
    expect(south.drawDate).toBe('2026-11-23');
    expect(south.draws.map((d) => d.province)).toEqual(['TP. Hồ Chí Minh', 'Đồng Tháp', 'Cà Mau']);
    expect(south.nextDrawAt).toBe(Date.UTC(2026, 10, 24, 9, 15));
    const north = vnLatest('north', MON_17H);
    expect(north.drawDate).toBe('2026-11-22');
    expect(north.nextDrawAt).toBe(Date.UTC(2026, 10, 23, 11, 15));
  });

  it('prize tiers: north 27 numbers with a 5-digit special prize, south 18 with a 6-digit one; same draw, same numbers', () => {
    const north = vnLatest('north', MON_17H).draws[0]!;
    expect(north.prizes.flatMap((p) => p.numbers)).toHaveLength(27);
    expect(north.prizes[0]).toMatchObject({ tier: 'DB', numbers: [expect.stringMatching(/^[0-9]{5}$/)] });
    const south = vnLatest('south', MON_17H).draws[0]!;
    expect(south.prizes.flatMap((p) => p.numbers)).toHaveLength(18);
    expect(south.prizes[0]!.numbers[0]).toMatch(/^[0-9]{6}$/);
    expect(vnLatest('south', MON_17H + 3600_000).draws[0]).toEqual(south);
  });
});

describe('numero draws', () => {
  it('numbers the issues of the local day, closes at the end of the period, newest result first', () => {
    const g = numeroGame(NUMERO_GAMES[2], MON_17H + 7 * 60_000); // 17:07 local, 5-minute draws
    expect(g.currentIssue).toBe('20261123-0206'); // 17:05–17:10 is the 206th period of the day
    expect(g.closesAt).toBe(MON_17H + 10 * 60_000);
    expect(g.recent[0]!.issue).toBe('20261123-0205');
    expect(g.recent[0]!.numbers).toMatch(/^[0-9]{5}$/);
    expect(g.recent).toHaveLength(5);
    expect(numeroGame(NUMERO_GAMES[2], MON_17H + 9 * 60_000).recent[0]).toEqual(g.recent[0]);
  });
});
