import { describe, expect, it } from 'vitest';
import { orderChanges, summariseChanges, type ConfigChange } from './config-diff';
import { validateMerchantConfig } from './config/validate';
import { menusSchema, gamesSchema, type MerchantConfig } from '../schemas';

/** A valid config from a minimal document plus overrides (core/ may not import tests/support). */
function createMerchantConfig(overrides: Record<string, unknown> = {}): MerchantConfig {
  const r = validateMerchantConfig({
    code: 'acme',
    name: 'Acme',
    hosts: ['acme.test'],
    theme: { logo: '/assets/merchants/acme/logo.svg' },
    ...overrides,
  });
  if (!r.ok) throw new Error(r.problems.map((p) => `${p.pointer} ${p.message}`).join('; '));
  return r.config;
}

const keys = (changes: ConfigChange[]) =>
  changes.map((c) => `${c.key.replace('console.changes.', '')}:${Object.values(c.params).join(',')}`);
const sideMenu = menusSchema.properties.sideMenu.default;
const rules = gamesSchema.properties.vendorRules.default;

describe('orderChanges', () => {
  it('reports added, removed and the fewest moves', () => {
    expect(orderChanges(['a', 'b', 'c', 'd'], ['a', 'c', 'd', 'b'])).toEqual({
      added: [],
      removed: [],
      moved: [{ key: 'b', after: 'd' }],
    });
    expect(orderChanges(['a', 'b'], ['b', 'a', 'x'])).toEqual({
      added: ['x'],
      removed: [],
      moved: [{ key: 'a', after: 'b' }],
    });
    expect(orderChanges(['a', 'b', 'c'], ['c', 'a', 'b']).moved).toEqual([{ key: 'c' }]);
    expect(orderChanges(['a', 'b'], ['a'])).toEqual({ added: [], removed: ['b'], moved: [] });
  });
});

describe('summariseChanges', () => {
  it('is empty for equal configs, and defaults written out change nothing', () => {
    const a = createMerchantConfig();
    const b = createMerchantConfig({ flags: { captcha: false } });
    expect(summariseChanges(a, b)).toEqual([]);
  });

  it('ignores key order (documents come back from jsonb with keys reordered)', () => {
    const a = createMerchantConfig({ theme: { logo: '/l.svg', copyright: { holder: 'X', fromYear: 2020 } } });
    const b = createMerchantConfig({ theme: { copyright: { fromYear: 2020, holder: 'X' }, logo: '/l.svg' } });
    expect(summariseChanges(a, b)).toEqual([]);
  });

  it('register: a field added and required, a field removed, required and bounds changed', () => {
    const before = createMerchantConfig({
      register: { fields: { qqNum: { enabled: true, required: false } } },
    });
    const after = createMerchantConfig({
      register: {
        fields: {
          zalo: { enabled: true, required: true },
          username: {
            enabled: true,
            required: true,
            minLength: 5,
            maxLength: 16,
            regExp: '^[a-zA-Z0-9]+$',
            patternId: 'alnum',
          },
          password: { enabled: true, required: true, minLength: 6, maxLength: 20 },
          qqNum: { enabled: false },
        },
      },
    });
    expect(keys(summariseChanges(before, after))).toEqual([
      'fieldBounds:username,5,16',
      'fieldRemoved:qqNum',
      'fieldAddedRequired:zalo',
    ]);
    const optional = createMerchantConfig({
      register: { fields: { qqNum: { enabled: true, required: true } } },
    });
    expect(keys(summariseChanges(before, optional))).toEqual(['fieldNowRequired:qqNum']);
  });

  it('menus: VIP removed from the side menu, an entry moved and one hidden', () => {
    const before = createMerchantConfig();
    const withoutVip = sideMenu.filter((i) => i.key !== 'vip');
    const moved = [
      ...withoutVip.filter((i) => i.key !== 'help'),
      ...withoutVip.filter((i) => i.key === 'help'),
    ];
    const reordered = [moved[0]!, moved[1]!, moved[3]!, moved[2]!, ...moved.slice(4)];
    const after = createMerchantConfig({
      menus: { sideMenu: reordered.map((i) => (i.key === 'agent' ? { ...i, enabled: false } : i)) },
    });
    const out = keys(summariseChanges(before, after));
    expect(out).toContain('menuRemoved:sideMenu,vip');
    expect(out).toContain('menuHidden:sideMenu,agent');
    expect(out.filter((k) => k.startsWith('menuMoved'))).toHaveLength(1);
    expect(summariseChanges(before, after).every((c) => c.area === 'menus')).toBe(true);
  });

  it('flags on and off, templates, languages, theme colours and limits', () => {
    const before = createMerchantConfig();
    const after = createMerchantConfig({
      flags: { smsLogin: true, REWCEN3: false },
      templates: { mem_cen: 'new' },
      languages: ['vi', 'en', 'th'],
      theme: { logo: '/assets/merchants/acme/logo.svg', colors: { primary: '#7dd3fc' } },
      limits: { hotMax: 12, timings: { smsTickMs: 800 } },
    });
    expect(keys(summariseChanges(before, after))).toEqual([
      'flagOn:smsLogin',
      'flagOff:REWCEN3',
      'templateChanged:mem_cen,base,new',
      'languageAdded:th',
      'colourChanged:primary,#e5a823,#7dd3fc',
      'limitChanged:hotMax,8,12',
      'limitChanged:timings.smsTickMs,500,800',
    ]);
  });

  it('vendor rules: the category order players see ("ESPORTS now after FISH")', () => {
    const before = createMerchantConfig({
      games: { vendorRules: rules.map((r) => (r.id === 'esports' ? { ...r, after: 'RNG' } : r)) },
    });
    const after = createMerchantConfig();
    const out = summariseChanges(before, after);
    expect(keys(out)).toEqual(['categoryMoved:ESPORTS,FISH']);
    expect(out[0]!.area).toBe('games');
    const off = createMerchantConfig({
      games: { vendorRules: rules.map((r) => (r.id === 'esports' ? { ...r, enabled: false } : r)) },
    });
    expect(keys(summariseChanges(after, off))).toEqual([
      'categoryRemoved:ESPORTS',
      'vendorMoved:AV, AI, IMES, TF, IA,SPORTS',
    ]);
  });

  it('vendor rules: the vendors that change category, by name ("JILI moves to FISH"), issue 35', () => {
    const before = createMerchantConfig();
    const jili = { id: 'jili-fish', vendors: ['JILI'], from: 'RNG', to: 'FISH' };
    const moved = createMerchantConfig({ games: { vendorRules: [...rules, jili] } });
    // Placement "last" also moves the target category to the end: both lines, the vendor named.
    expect(keys(summariseChanges(before, moved))).toEqual([
      'categoryMoved:FISH,ELOTT',
      'vendorMoved:JILI,FISH',
    ]);
    const copied = createMerchantConfig({
      games: { vendorRules: [...rules, { ...jili, removeFromSource: false }] },
    });
    expect(keys(summariseChanges(before, copied))).toContain('vendorCopied:JILI,FISH');
  });

  it('other sections are named once each; maintenance and region blocks say what they do, first', () => {
    const out = summariseChanges(
      createMerchantConfig(),
      createMerchantConfig({ status: { maintenance: true }, login: { captchaAfterFailures: 5 } }),
    );
    expect(keys(out)).toEqual(['maintenanceOn:', 'sectionChanged:login']);
    expect(out[0]!.area).toBe('danger');
    const blocked = summariseChanges(
      createMerchantConfig({ status: { maintenance: true, blockedCountries: ['US'] } }),
      createMerchantConfig({ status: { blockedCountries: ['SG'], blockedIps: ['10.0.0.1'] } }),
    );
    expect(keys(blocked)).toEqual([
      'maintenanceOff:',
      'countryBlocked:SG',
      'countryUnblocked:US',
      'ipBlocked:10.0.0.1',
    ]);
  });
});

describe('rollout changes (issue 16): a rollout edit says who gets what, never "no change for players"', () => {
  const rollout = (over: Record<string, unknown> = {}) => ({
    id: 'red-header',
    changes: { '/theme/colors/header': '#cc0000' },
    audience: { percentage: 10 },
    ...over,
  });
  const keys = (c: ConfigChange[]) => c.map((x) => [x.area, x.key.replace('console.changes.', ''), x.params]);
  it('start, change, pause, resume and end', () => {
    const none = createMerchantConfig();
    const on = createMerchantConfig({ rollouts: [rollout()] });
    expect(keys(summariseChanges(none, on))).toEqual([
      ['targeting', 'rolloutAdded', { id: 'red-header', percentage: 10, fields: '/theme/colors/header' }],
    ]);
    const wider = createMerchantConfig({ rollouts: [rollout({ audience: { percentage: 50 } })] });
    expect(keys(summariseChanges(on, wider))).toEqual([
      ['targeting', 'rolloutChanged', { id: 'red-header', percentage: 50, fields: '/theme/colors/header' }],
    ]);
    const paused = createMerchantConfig({ rollouts: [rollout({ enabled: false })] });
    expect(keys(summariseChanges(on, paused)).map((k) => k[1])).toEqual(['rolloutPaused']);
    expect(keys(summariseChanges(paused, on)).map((k) => k[1])).toEqual(['rolloutResumed']);
    expect(keys(summariseChanges(on, none))).toEqual([['targeting', 'rolloutRemoved', { id: 'red-header' }]]);
    expect(summariseChanges(on, on)).toEqual([]);
  });
});

describe('segment changes (issue 35): added, changed and deleted segments are named', () => {
  const segment = { id: 'vip-en', name: 'VIP in English', vipMin: 1, languages: ['en'] };
  const keys = (c: ConfigChange[]) => c.map((x) => [x.area, x.key.replace('console.changes.', ''), x.params]);
  it('add, change and delete', () => {
    const none = createMerchantConfig();
    const one = createMerchantConfig({ segments: [segment] });
    const two = createMerchantConfig({ segments: [{ ...segment, vipMin: 2 }] });
    expect(keys(summariseChanges(none, one))).toEqual([
      ['targeting', 'segmentAdded', { name: 'VIP in English' }],
    ]);
    expect(keys(summariseChanges(one, two))).toEqual([
      ['targeting', 'segmentChanged', { name: 'VIP in English' }],
    ]);
    expect(keys(summariseChanges(one, none))).toEqual([
      ['targeting', 'segmentRemoved', { name: 'VIP in English' }],
    ]);
    expect(summariseChanges(one, one)).toEqual([]);
  });
});
