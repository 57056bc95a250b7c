import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { MerchantConfig } from '../schemas';
import { validateMerchantConfig } from './config/validate';
import {
  applyRollouts,
  bucketOf,
  inPercentage,
  rolloutFor,
  rolloutSide,
  type RolloutContext,
} from './rollouts';

const demo = JSON.parse(readFileSync('merchants/demo.json', 'utf8')) as Record<string, unknown>;
const withRollouts = (rollouts: unknown[]): MerchantConfig => {
  const r = validateMerchantConfig({ ...demo, rollouts });
  if (!r.ok) throw new Error(JSON.stringify(r.problems));
  return r.config;
};
const guest = (i: number, extra: Partial<RolloutContext> = {}): RolloutContext => ({
  deviceId: `device-${i}`,
  newPlayer: false,
  platform: 'web',
  ...extra,
});
const colour = (pct: number) =>
  withRollouts([
    { id: 'red-header', changes: { '/theme/colors/header': '#cc0000' }, audience: { percentage: pct } },
  ]);

describe('rollouts: sticky percentage bucketing', () => {
  it('a 10 % rollout reaches about 10 % of 1,000 simulated players, each always on the same side', () => {
    const config = colour(10);
    const sides = Array.from(
      { length: 1000 },
      (_, i) => applyRollouts(config, guest(i)).theme.colors.header === '#cc0000',
    );
    const share = sides.filter(Boolean).length / 1000;
    expect(share).toBeGreaterThanOrEqual(0.07);
    expect(share).toBeLessThanOrEqual(0.13);
    // Sticky: the same player evaluated again (a reload, another visit) is on the same side.
    for (let round = 0; round < 3; round++)
      for (let i = 0; i < 1000; i++)
        expect(applyRollouts(config, guest(i)).theme.colors.header === '#cc0000').toBe(sides[i]);
  });

  it('members are bucketed by member name, the same on every device', () => {
    const r = colour(50).rollouts[0]!;
    for (let i = 0; i < 200; i++) {
      const a = rolloutSide(r, guest(i, { memberId: `player${i}` }));
      const b = rolloutSide(r, guest(i + 5000, { memberId: `player${i}` }));
      expect(a).toBe(b);
    }
  });

  it('raising 10 % to 20 % keeps the first 10 % in, and 0 % / 100 % mean nobody / everybody', () => {
    const ten = colour(10).rollouts[0]!;
    const twenty = colour(20).rollouts[0]!;
    const inTen = Array.from({ length: 1000 }, (_, i) => i).filter((i) => rolloutSide(ten, guest(i)));
    const inTwenty = Array.from({ length: 1000 }, (_, i) => i).filter((i) => rolloutSide(twenty, guest(i)));
    expect(inTen.every((i) => inTwenty.includes(i))).toBe(true);
    expect(inTwenty.length / 1000).toBeGreaterThan(0.16);
    expect(inTwenty.length / 1000).toBeLessThan(0.24);
    expect(inPercentage(0, 0)).toBe(false);
    expect(inPercentage(9999, 100)).toBe(true);
  });

  it('buckets of two rollouts are independent (the same 10 % do not get every experiment)', () => {
    let both = 0;
    for (let i = 0; i < 1000; i++)
      if (bucketOf('a', `d:${i}`) < 5000 && bucketOf('b', `d:${i}`) < 5000) both++;
    expect(both).toBeGreaterThan(180);
    expect(both).toBeLessThan(320);
  });
});

describe('rollouts: audience', () => {
  const config = withRollouts([
    {
      id: 'vn-app-new',
      changes: { '/flags/captcha': true },
      audience: { players: 'new', countries: ['VN'], platforms: ['app'] },
    },
  ]);
  const r = config.rollouts[0]!;
  it('every condition must hold', () => {
    const ok = { deviceId: 'x', newPlayer: true, country: 'VN', platform: 'app' } as const;
    expect(rolloutSide(r, ok)).toBe(true);
    expect(rolloutSide(r, { ...ok, newPlayer: false })).toBe(false);
    expect(rolloutSide(r, { ...ok, country: 'TH' })).toBe(false);
    expect(rolloutSide(r, { ...ok, country: undefined })).toBe(false);
    expect(rolloutSide(r, { ...ok, platform: 'web' })).toBe(false);
  });
  it('a preview forces either side; a disabled rollout reaches nobody', () => {
    const no = { deviceId: 'x', newPlayer: false, platform: 'web' } as const;
    expect(rolloutSide(r, { ...no, forced: { 'vn-app-new': true } })).toBe(true);
    expect(rolloutSide({ ...r, enabled: false }, { ...no, newPlayer: true })).toBe(false);
    expect(
      rolloutSide(r, {
        ...no,
        newPlayer: true,
        country: 'VN',
        platform: 'app',
        forced: { 'vn-app-new': false },
      }),
    ).toBe(false);
  });
  it('applyRollouts never changes its input, returns the same object when nothing applies, and names the rollout of a field', () => {
    const before = JSON.stringify(config);
    const ctx = { deviceId: 'x', newPlayer: true, country: 'VN', platform: 'app' } as const;
    const out = applyRollouts(config, ctx);
    expect(out.flags.captcha).toBe(true);
    expect(JSON.stringify(config)).toBe(before);
    expect(out.theme).toBe(config.theme);
    expect(applyRollouts(config, { ...ctx, platform: 'web' })).toBe(config);
    expect(rolloutFor(config, ctx, '/flags/captcha')?.id).toBe('vn-app-new');
    expect(rolloutFor(config, ctx, '/theme/colors/header')).toBeUndefined();
  });
});

describe('rollouts: checks when saved', () => {
  const problems = (rollouts: unknown[]) => {
    const r = validateMerchantConfig({ ...demo, rollouts });
    return r.ok ? [] : r.problems.map((p) => `${p.pointer} ${p.key}`);
  };
  it('refuses the rollouts list itself, identity, secrets and server-enforced rules', () => {
    expect(problems([{ id: 'a', changes: { '/rollouts/0/enabled': false } }])).toEqual([
      '/rollouts/0/changes/~1rollouts~10~1enabled config.errors.rolloutTarget',
    ]);
    for (const path of [
      '/code',
      '/hosts/0',
      '/register/fields/password/minLength',
      '/status/maintenance',
      '/payments',
    ])
      expect(problems([{ id: 'a', changes: { [path]: 1 } }])[0]).toMatch(/rolloutTarget$/);
  });
  it('refuses a path that does not exist, a value the schema refuses, and a duplicate id', () => {
    expect(problems([{ id: 'a', changes: { '/theme/nothing/here': 1 } }])[0]).toMatch(/rolloutPath$/);
    expect(problems([{ id: 'a', changes: { '/theme/colors/header': 'red' } }])).toEqual([
      '/rollouts/0/changes/~1theme~1colors~1header config.errors.pattern',
    ]);
    expect(
      problems([
        { id: 'a', changes: {} },
        { id: 'a', changes: {} },
      ]),
    ).toEqual(['/rollouts/1/id config.errors.rolloutDuplicate']);
  });
  it('a valid rollout is kept, with its defaults filled', () => {
    const c = withRollouts([{ id: 'x', changes: { '/theme/colors/header': '#112233' } }]);
    expect(c.rollouts[0]).toMatchObject({
      enabled: true,
      audience: { percentage: 100, players: 'all', countries: [], platforms: [] },
    });
  });
});
