import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateMerchantConfig } from './config/validate';
import { applyRollouts, rolloutSide, type RolloutContext } from './rollouts';
import { inSegment, matchesRules, segmentsOf, withSegments, type SegmentContext } from './segments';
import { deviceKind } from './user-agent';

const demo = JSON.parse(readFileSync('merchants/demo.json', 'utf8')) as Record<string, unknown>;
const validate = (extra: Record<string, unknown>) => validateMerchantConfig({ ...demo, ...extra });
const vipEn = { id: 'vip-en', name: 'VIP 2+ reading English', vipMin: 2, languages: ['en'] };
const ctx = (extra: Partial<SegmentContext> = {}): SegmentContext => ({
  newPlayer: false,
  platform: 'web',
  ...extra,
});

describe('segments: who is in one', () => {
  const config = (() => {
    const r = validate({
      segments: [
        vipEn,
        { id: 'android-app', name: 'App on Android', devices: ['android'], platforms: ['app'] },
      ],
    });
    if (!r.ok) throw new Error(JSON.stringify(r.problems));
    return r.config;
  })();

  it('every rule set must hold; a rule left empty holds for everyone', () => {
    expect(inSegment(config.segments, 'vip-en', ctx({ vipLevel: 2, language: 'en' }))).toBe(true);
    expect(inSegment(config.segments, 'vip-en', ctx({ vipLevel: 5, language: 'en' }))).toBe(true);
    expect(inSegment(config.segments, 'vip-en', ctx({ vipLevel: 1, language: 'en' }))).toBe(false);
    expect(inSegment(config.segments, 'vip-en', ctx({ vipLevel: 3, language: 'vi' }))).toBe(false);
    expect(inSegment(config.segments, 'android-app', ctx({ device: 'android', platform: 'app' }))).toBe(true);
    expect(inSegment(config.segments, 'android-app', ctx({ device: 'ios', platform: 'app' }))).toBe(false);
    expect(inSegment(config.segments, 'android-app', ctx({ device: 'android' }))).toBe(false);
  });

  it('a guest (no VIP level) is never in a segment with a VIP bound', () => {
    expect(inSegment(config.segments, 'vip-en', ctx({ language: 'en' }))).toBe(false);
    expect(matchesRules({ vipMax: 3 }, ctx({ language: 'en' }))).toBe(false);
    expect(matchesRules({ vipMax: 3 }, ctx({ vipLevel: 0 }))).toBe(true);
  });

  it('new or returning, countries: the same rules as a rollout audience', () => {
    expect(matchesRules({ players: 'new' }, ctx({ newPlayer: true }))).toBe(true);
    expect(matchesRules({ players: 'new' }, ctx())).toBe(false);
    expect(matchesRules({ players: 'returning' }, ctx({ newPlayer: true }))).toBe(false);
    expect(matchesRules({ countries: ['VN'] }, ctx({ country: 'VN' }))).toBe(true);
    expect(matchesRules({ countries: ['VN'] }, ctx())).toBe(false);
  });

  it('a segment that does not exist holds nobody; segmentsOf lists the ids a player is in', () => {
    expect(inSegment(config.segments, 'gone', ctx({ vipLevel: 9, language: 'en' }))).toBe(false);
    expect(segmentsOf(config.segments, ctx({ vipLevel: 4, language: 'en' }))).toEqual(['vip-en']);
    expect(segmentsOf(config.segments, ctx())).toEqual([]);
  });

  it('the device of a User-Agent', () => {
    expect(
      deviceKind('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit Safari/604.1'),
    ).toBe('ios');
    expect(deviceKind('Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/131.0 Mobile Safari/537.36')).toBe(
      'android',
    );
    expect(deviceKind('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0 Safari/537.36')).toBe(
      'desktop',
    );
    expect(deviceKind(undefined)).toBeUndefined();
  });
});

describe('segments: rollouts target them by name', () => {
  const rollout = { id: 'vip-colour', segment: 'vip-en', changes: { '/theme/colors/header': '#aa0000' } };
  const player = (extra: Partial<RolloutContext>): RolloutContext => ({ deviceId: 'd1', ...ctx(extra) });

  it('a player in the segment gets the change, one outside does not, a guest never', () => {
    const r = validate({ segments: [vipEn], rollouts: [rollout] });
    if (!r.ok) throw new Error(JSON.stringify(r.problems));
    const header = (c: RolloutContext) =>
      applyRollouts(r.config, withSegments(r.config, c)).theme.colors.header;
    expect(header(player({ memberId: 'ann', vipLevel: 3, language: 'en' }))).toBe('#aa0000');
    expect(header(player({ memberId: 'bob', vipLevel: 1, language: 'en' }))).not.toBe('#aa0000');
    expect(header(player({ language: 'en' }))).not.toBe('#aa0000');
    // The audience share still applies inside the segment.
    const none = { ...r.config.rollouts[0]!, audience: { ...r.config.rollouts[0]!.audience, percentage: 0 } };
    expect(rolloutSide(none, withSegments(r.config, player({ vipLevel: 3, language: 'en' })))).toBe(false);
    // Segments not worked out yet: in none, so a rollout naming one waits.
    expect(header(player({ memberId: 'ann', vipLevel: 3, language: 'en' }))).toBe('#aa0000');
    expect(
      applyRollouts(r.config, player({ memberId: 'ann', vipLevel: 3, language: 'en' })).theme.colors.header,
    ).not.toBe('#aa0000');
  });

  it('a rollout naming a segment that does not exist is refused with words, not served', () => {
    const r = validate({ segments: [vipEn], rollouts: [{ ...rollout, segment: 'vip-gone' }] });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems).toContainEqual(
      expect.objectContaining({
        pointer: '/rollouts/0/segment',
        key: 'config.errors.segmentMissing',
        params: { id: 'vip-colour', segment: 'vip-gone' },
      }),
    );
  });

  it('segments are checked: unique names, VIP bounds in order, the merchant’s languages', () => {
    const r = validate({
      segments: [vipEn, { ...vipEn, vipMax: 1 }, { id: 'thai', name: 'Thai', languages: ['th'] }],
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems.map((p) => [p.pointer, p.key])).toEqual([
      ['/segments/1/id', 'config.errors.segmentDuplicate'],
      ['/segments/1/vipMax', 'config.errors.segmentVipOrder'],
      ['/segments/2/languages/0', 'config.errors.segmentLanguage'],
    ]);
  });
});
