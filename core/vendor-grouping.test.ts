import { describe, expect, it } from 'vitest';
import { orderCategories, type VendorInfo } from './vendor-grouping';
import { createMerchantConfig } from '../tests/support/merchant-factory';

const v = (vassalage: string, gameType: string, classifies: string[] = []): VendorInfo => ({
  vassalage,
  displayName: vassalage,
  gameType,
  gameCount: 10,
  classifies,
});

/** A platform catalogue shaped like the spec's: e-sports and cockfight vendors report as SPORTS. */
const platform: VendorInfo[] = [
  v('JILI', 'RNG', ['JP', 'FeatureBuy']),
  v('RTG', 'RNG'),
  v('PP', 'RNG', ['JP']),
  v('PT', 'RNG'),
  v('EVO', 'LIVE'),
  v('SABA', 'SPORTS'),
  v('AV', 'SPORTS'),
  v('AI', 'SPORTS'),
  v('IMES', 'SPORTS'),
  v('TF', 'SPORTS'),
  v('IA', 'SPORTS'),
  v('SV3', 'SPORTS'),
  v('DS88', 'SPORTS'),
  v('DIG', 'SPORTS'),
  v('WGB', 'SPORTS'),
  v('WS168', 'SPORTS'),
  v('JDB', 'FISH'),
  v('KM', 'PVP'),
  v('TCG_LOTTO_VN', 'LOTT'),
  v('TCG_SEA', 'ELOTT'),
];
const names = (groups: ReturnType<typeof orderCategories>) => groups.map((g) => g.category);
const vendorsOf = (groups: ReturnType<typeof orderCategories>, cat: string) =>
  groups.find((g) => g.category === cat)?.vendors.map((x) => x.vassalage);

describe('vendor grouping with the spec §4 default rules', () => {
  const groups = orderCategories(createMerchantConfig(), platform);
  it('moves AV, AI, IMES, TF, IA from SPORTS to ESPORTS, placed after FISH', () => {
    expect(vendorsOf(groups, 'ESPORTS')).toEqual(['AV', 'AI', 'IMES', 'TF', 'IA']);
    expect(names(groups).indexOf('ESPORTS')).toBe(names(groups).indexOf('FISH') + 1);
  });
  it('moves SV3, DS88, DIG, WGB, WS168 from SPORTS to COCKFIGHT, placed after RNG', () => {
    expect(vendorsOf(groups, 'COCKFIGHT')).toEqual(['SV3', 'DS88', 'DIG', 'WGB', 'WS168']);
    expect(names(groups).indexOf('COCKFIGHT')).toBe(names(groups).indexOf('RNG') + 1);
  });
  it('removes moved vendors from SPORTS', () => expect(vendorsOf(groups, 'SPORTS')).toEqual(['SABA']));
  it('ignores the disabled rules (PP and PT to INHOUSE, JACKPOT by JP)', () => {
    expect(names(groups)).not.toContain('INHOUSE');
    expect(names(groups)).not.toContain('JACKPOT');
    expect(vendorsOf(groups, 'RNG')).toEqual(['JILI', 'RTG', 'PP', 'PT']);
  });
  it('gives the whole order', () => {
    expect(names(groups)).toEqual([
      'HOT',
      'RNG',
      'COCKFIGHT',
      'LIVE',
      'SPORTS',
      'FISH',
      'ESPORTS',
      'PVP',
      'LOTT',
      'ELOTT',
    ]);
  });
  it('keeps the platform category of a moved vendor for game queries', () => {
    expect(groups.find((g) => g.category === 'ESPORTS')?.vendors[0]?.gameType).toBe('SPORTS');
  });
});

describe('vendor grouping edge cases', () => {
  it('drops categories without vendors (but keeps HOT)', () => {
    const groups = orderCategories(createMerchantConfig(), [v('JILI', 'RNG')]);
    expect(names(groups)).toEqual(['HOT', 'RNG']);
  });
  it('drops SPORTS once every vendor has moved out', () => {
    const groups = orderCategories(createMerchantConfig(), [
      v('AV', 'SPORTS'),
      v('SV3', 'SPORTS'),
      v('JILI', 'RNG'),
    ]);
    expect(names(groups)).toEqual(['HOT', 'RNG', 'COCKFIGHT', 'ESPORTS']);
  });
  it('enabled classify rule builds JACKPOT from vendors with JP games, copying them', () => {
    const cfg = createMerchantConfig({
      games: {
        vendorRules: [
          {
            id: 'jp',
            classify: 'JP',
            from: 'RNG',
            to: 'JACKPOT',
            placement: 'first',
            removeFromSource: false,
          },
        ],
      },
    });
    const groups = orderCategories(cfg, platform);
    expect(names(groups)[0]).toBe('JACKPOT');
    expect(vendorsOf(groups, 'JACKPOT')).toEqual(['JILI', 'PP']);
    expect(vendorsOf(groups, 'RNG')).toContain('PP');
  });
  it('placement last puts the target at the end', () => {
    const cfg = createMerchantConfig({
      games: {
        vendorRules: [
          {
            id: 'in',
            vendors: ['PP', 'PT'],
            from: 'RNG',
            to: 'INHOUSE',
            placement: 'last',
            removeFromSource: true,
          },
        ],
      },
    });
    const groups = orderCategories(cfg, platform);
    expect(names(groups).at(-1)).toBe('INHOUSE');
    expect(vendorsOf(groups, 'RNG')).toEqual(['JILI', 'RTG']);
  });
  it('a rule may place an existing category (moves it)', () => {
    const cfg = createMerchantConfig({
      games: {
        categoryOrder: ['HOT', 'RNG', 'LIVE', 'ESPORTS'],
        vendorRules: [{ id: 'e', vendors: ['AV'], from: 'SPORTS', to: 'ESPORTS', placement: 'first' }],
      },
    });
    const groups = orderCategories(cfg, [
      v('JILI', 'RNG'),
      v('EVO', 'LIVE'),
      v('IA', 'ESPORTS'),
      v('AV', 'SPORTS'),
    ]);
    expect(names(groups)).toEqual(['ESPORTS', 'HOT', 'RNG', 'LIVE']);
    expect(vendorsOf(groups, 'ESPORTS')).toEqual(['IA', 'AV']);
  });
  it('categories the order does not name follow in platform order', () => {
    const groups = orderCategories(
      createMerchantConfig({ games: { categoryOrder: ['RNG'], vendorRules: [] } }),
      [v('X', 'BINGO'), v('JILI', 'RNG'), v('Y', 'LIVE')],
    );
    expect(names(groups)).toEqual(['RNG', 'BINGO', 'LIVE']);
  });
  it('the lotus merchant (different rules) gives a different order', async () => {
    const { readFileSync } = await import('node:fs');
    const lotus = createMerchantConfig(
      JSON.parse(readFileSync(new URL('../merchants/lotus.json', import.meta.url), 'utf8')),
    );
    const groups = orderCategories(lotus, platform);
    expect(names(groups)).toEqual([
      'ESPORTS',
      'HOT',
      'LIVE',
      'INHOUSE',
      'RNG',
      'FISH',
      'SPORTS',
      'PVP',
      'LOTT',
      'ELOTT',
      'JACKPOT',
    ]);
    expect(vendorsOf(groups, 'SPORTS')).toEqual(['SABA', 'SV3', 'DS88', 'DIG', 'WGB', 'WS168']);
  });
});
