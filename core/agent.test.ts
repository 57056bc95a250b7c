import { describe, expect, it } from 'vitest';
import { validateMerchantConfig } from './config/validate';
import {
  affiliateLink,
  commissionFor,
  joinFields,
  joinValues,
  periodRange,
  rangeInstants,
  rangeValid,
  share,
  validateJoin,
} from './agent';

const config = () => {
  const r = validateMerchantConfig({
    code: 'demo',
    name: 'Demo',
    hosts: ['localhost'],
    theme: { colors: {}, logo: '/logo.svg' },
  });
  if (!r.ok) throw new Error(JSON.stringify(r.problems));
  return r.config;
};

describe('agent join form', () => {
  it('asks for the enabled fields in schema order and checks them like the server', () => {
    const c = config();
    expect(joinFields(c).map((f) => f.name)).toEqual([
      'realName',
      'mobileNum',
      'email',
      'channel',
      'message',
    ]);
    expect(validateJoin(c, {})).toEqual({
      realName: { key: 'validation.required' },
      mobileNum: { key: 'validation.required' },
    });
    expect(validateJoin(c, { realName: 'An', mobileNum: '12ab', email: 'x@', telegram: '@me' })).toEqual({
      mobileNum: { key: 'validation.length', params: { min: 6, max: 20 } },
      email: { key: 'validation.length', params: { min: 5, max: 254 } },
      telegram: { key: 'agent.join.unknownField' },
    });
    expect(validateJoin(c, { realName: 'Tran B', mobileNum: '+84912345678', email: 'a.b@mail.vn' })).toEqual(
      {},
    );
    expect(joinValues(c, { realName: ' Tran B ', mobileNum: '0912345678', email: '  ', other: 'x' })).toEqual(
      {
        realName: 'Tran B',
        mobileNum: '0912345678',
      },
    );
  });
});

describe('agent periods', () => {
  const now = new Date('2026-03-10T23:30:00Z');
  it('presets are inclusive UTC days', () => {
    expect(periodRange('today', now)).toEqual({ from: '2026-03-10', to: '2026-03-10' });
    expect(periodRange('yesterday', now)).toEqual({ from: '2026-03-09', to: '2026-03-09' });
    expect(periodRange('week', now)).toEqual({ from: '2026-03-04', to: '2026-03-10' });
    expect(periodRange('month', now)).toEqual({ from: '2026-03-01', to: '2026-03-10' });
    expect(rangeInstants('2026-03-01', '2026-03-10')).toEqual({
      start: new Date('2026-03-01T00:00:00Z'),
      end: new Date('2026-03-11T00:00:00Z'),
    });
  });
  it('refuses reversed, unreal or too long ranges', () => {
    expect(rangeValid('2026-03-01', '2026-03-10')).toBe(true);
    expect(rangeValid('2026-03-10', '2026-03-01')).toBe(false);
    expect(rangeValid('2026-02-30', '2026-03-01')).toBe(false);
    expect(rangeValid('2026-01-01', '2026-12-31')).toBe(false);
    expect(rangeValid('x', '2026-03-01')).toBe(false);
  });
});

describe('commission', () => {
  const day = (bets: number, wins: number, active: number) => ({ bets, wins, active });
  it('pays each contract on its own buckets, only where enough players were active', () => {
    const play = {
      days: [day(1_000_000, 900_000, 3), day(500_000, 0, 2)],
      hours: [day(600_000, 0, 2), day(900_000, 900_000, 1)],
      period: day(1_500_000, 900_000, 4),
    };
    expect(
      commissionFor(
        [
          { kind: 'salary', terms: { rateBp: 50, minActive: 3 } },
          { kind: 'dividend', terms: { rateBp: 2000, minActive: 1 } },
          { kind: 'hour', terms: { rateBp: 10, minActive: 2 } },
        ],
        play,
      ),
    ).toEqual({ salary: 5_000, dividend: 120_000, hour: 600, total: 125_600 });
  });
  it('pays no dividend on a team that won, rounds down, and nothing without contracts', () => {
    const play = { days: [], hours: [], period: day(100, 500, 5) };
    expect(commissionFor([{ kind: 'dividend', terms: { rateBp: 5000, minActive: 1 } }], play).total).toBe(0);
    expect(share(999, 1)).toBe(0);
    expect(share(-5, 100)).toBe(0);
    expect(commissionFor([], play)).toEqual({ salary: 0, dividend: 0, hour: 0, total: 0 });
  });
  it('the link is the register page with the code', () => {
    expect(affiliateLink('https://m.example.com/', 'AB12CD')).toBe(
      'https://m.example.com/m/register?code=AB12CD',
    );
  });
});
