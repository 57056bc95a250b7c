import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { parseMerchantText, validateMerchantConfig } from './validate';
import { merchantDoc } from '../../tests/support/merchant-factory';

const merchantsDir = new URL('../../merchants/', import.meta.url).pathname;

describe('merchant files', () => {
  const files = readdirSync(merchantsDir).filter((f) => f.endsWith('.json'));
  it('has at least the three demo merchants', () => {
    expect(files).toEqual(expect.arrayContaining(['demo.json', 'lotus.json', 'basic.json']));
  });
  it.each(files)('%s validates (schema and semantic checks)', (file) => {
    const r = parseMerchantText(readFileSync(merchantsDir + file, 'utf8'));
    expect(r.ok ? [] : r.problems).toEqual([]);
  });
  it('fills the spec defaults', () => {
    const r = validateMerchantConfig(merchantDoc());
    if (!r.ok) throw new Error('expected valid');
    expect(r.config.limits.pageSizeBrowser).toBe(36);
    expect(r.config.limits.hotMax).toBe(8);
    expect(r.config.limits.timings.searchDebounceMs).toBe(500);
    expect(r.config.currency.decimals).toBe(2);
    expect(r.config.ageLimit).toBe(18);
    expect(r.config.defaultLanguage).toBe('vi');
    expect(r.config.templates).toEqual({ mem_cen: 'base', dep_func: 'base' });
    expect(r.config.games.vendorRules.map((x) => [x.id, x.enabled])).toEqual([
      ['esports', true],
      ['cockfight', true],
      ['inhouse', false],
      ['jackpot', false],
    ]);
    expect(r.config.payments.firstDepositBonus.percent).toBe(10);
    expect(r.config.theme.copyright).toMatchObject({ fromYear: 2019, toYear: 2025 });
  });
  it('allows VND-style 0 decimals', () => {
    expect(validateMerchantConfig(merchantDoc({ currency: { decimals: 0 } })).ok).toBe(true);
  });
  it('never mutates the input document', () => {
    const doc = merchantDoc();
    const copy = structuredClone(doc);
    validateMerchantConfig(doc);
    expect(doc).toEqual(copy);
  });
});

/** Each invalid document and the JSON pointer (and message key) its first problem must carry. */
const corpus: [string, Record<string, unknown> | string, string, string][] = [
  ['not JSON', '{ "code": "acme", ', '/', 'notJson'],
  ['missing name', { name: undefined }, '/name', 'required'],
  ['missing theme logo', { theme: {} }, '/theme/logo', 'required'],
  ['wrong type: hosts is a string', { hosts: 'acme.test' }, '/hosts', 'type'],
  ['wrong type: flag is a string', { flags: { smsLogin: 'yes' } }, '/flags/smsLogin', 'type'],
  ['unknown flag', { flags: { SUPERMODE: true } }, '/flags/SUPERMODE', 'unknownProperty'],
  ['unknown top-level key', { colour: '#fff' }, '/colour', 'unknownProperty'],
  ['language outside the table', { languages: ['vi', 'xx'] }, '/languages/1', 'enum'],
  [
    'default language not offered',
    { defaultLanguage: 'en', languages: ['vi'] },
    '/defaultLanguage',
    'defaultLanguageMissing',
  ],
  [
    'bad colour',
    { theme: { logo: '/l.svg', colors: { primary: 'red' } } },
    '/theme/colors/primary',
    'pattern',
  ],
  ['age limit 19', { ageLimit: 19 }, '/ageLimit', 'enum'],
  ['decimals 7', { currency: { decimals: 7 } }, '/currency/decimals', 'maximum'],
  [
    'minLength above maxLength',
    { register: { fields: { nickname: { enabled: true, minLength: 10, maxLength: 4 } } } },
    '/register/fields/nickname/minLength',
    'minAboveMax',
  ],
  [
    'regExp that does not compile',
    { register: { fields: { zalo: { enabled: true, regExp: '([a-z' } } } },
    '/register/fields/zalo/regExp',
    'badRegExp',
  ],
  [
    'login regExp that does not compile',
    { login: { username: { enabled: true, required: true, minLength: 4, maxLength: 16, regExp: '*abc' } } },
    '/login/username/regExp',
    'badRegExp',
  ],
  [
    'menu path that is not a route',
    { menus: { sideMenu: [{ key: 'x', type: 'route', path: '/m/nowhere' }] } },
    '/menus/sideMenu/0/path',
    'unknownRoute',
  ],
  [
    'external menu link over http',
    { menus: { footer: [{ key: 'x', type: 'external', path: 'http://a.example' }] } },
    '/menus/footer/0/path',
    'externalHttps',
  ],
  [
    'unknown menu action',
    { menus: { sideMenu: [{ key: 'x', type: 'action', path: 'selfDestruct' }] } },
    '/menus/sideMenu/0/path',
    'unknownAction',
  ],
  [
    'menu item without key',
    { menus: { sideMenu: [{ type: 'route', path: '/m/help' }] } },
    '/menus/sideMenu/0/key',
    'required',
  ],
  [
    'duplicate menu keys',
    {
      menus: {
        shortcuts: [
          { key: 'a', type: 'route', path: '/m/help' },
          { key: 'a', type: 'route', path: '/m/join' },
        ],
      },
    },
    '/menus/shortcuts/1/key',
    'duplicateKey',
  ],
  [
    'customer-service entry that does not exist',
    {
      menus: {
        floatingService: [{ key: 'w', type: 'customerService', csType: 'WHATSAPP', csPosition: '1' }],
      },
    },
    '/menus/floatingService/0/csType',
    'unknownCustomerService',
  ],
  [
    'rule placed after a category that does not exist',
    {
      games: {
        vendorRules: [
          { id: 'r', vendors: ['AV'], from: 'SPORTS', to: 'ESPORTS', placement: 'after', after: 'BINGO' },
        ],
      },
    },
    '/games/vendorRules/0/after',
    'unknownCategory',
  ],
  [
    'rule placed after without a category',
    {
      games: {
        vendorRules: [{ id: 'r', vendors: ['AV'], from: 'SPORTS', to: 'ESPORTS', placement: 'after' }],
      },
    },
    '/games/vendorRules/0/after',
    'afterRequired',
  ],
  [
    'rule with unknown placement',
    {
      games: {
        vendorRules: [{ id: 'r', vendors: ['AV'], from: 'SPORTS', to: 'ESPORTS', placement: 'middle' }],
      },
    },
    '/games/vendorRules/0/placement',
    'enum',
  ],
  [
    'rule that selects nothing',
    { games: { vendorRules: [{ id: 'r', from: 'SPORTS', to: 'ESPORTS' }] } },
    '/games/vendorRules/0/vendors',
    'ruleSelectsNothing',
  ],
  [
    'rule to an unknown category',
    { games: { vendorRules: [{ id: 'r', vendors: ['AV'], to: 'POKER' }] } },
    '/games/vendorRules/0/to',
    'enum',
  ],
  [
    'no registration method',
    { flags: { usernameRegistration: false, mobileRegistration: false } },
    '/flags/usernameRegistration',
    'noRegisterMethod',
  ],
  [
    'SMS verification without mobile registration',
    { flags: { smsVerification: true } },
    '/flags/smsVerification',
    'flagNeeds',
  ],
  [
    'about text for a language not offered',
    { languages: ['vi'], content: { about: { en: 'Hi' } } },
    '/content/about/en',
    'languageNotOffered',
  ],
  [
    'copyright years reversed',
    { theme: { logo: '/l.svg', copyright: { fromYear: 2025, toYear: 2019 } } },
    '/theme/copyright/fromYear',
    'minAboveMax',
  ],
  [
    'deposit channel min above max',
    { payments: { depositChannels: [{ code: 'BANK', kind: 'bank', min: 500, max: 100 }] } },
    '/payments/depositChannels/0/min',
    'minAboveMax',
  ],
  ['bad merchant code', { code: 'Acme Corp' }, '/code', 'pattern'],
  ['logo over plain http', { theme: { logo: 'http://cdn.example/logo.png' } }, '/theme/logo', 'pattern'],
  ['template that does not exist', { templates: { mem_cen: 'fancy' } }, '/templates/mem_cen', 'enum'],
  ['page size of zero', { limits: { pageSizeBrowser: 0 } }, '/limits/pageSizeBrowser', 'minimum'],
];

describe('invalid configs are refused with the JSON pointer of the problem', () => {
  it('has a corpus of at least 20 cases', () => expect(corpus.length).toBeGreaterThanOrEqual(20));
  it.each(corpus)('%s', (_name, overrides, pointer, key) => {
    const r =
      typeof overrides === 'string'
        ? parseMerchantText(overrides)
        : validateMerchantConfig(JSON.parse(JSON.stringify(merchantDoc(overrides))));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems.map((p) => [p.pointer, p.key])).toContainEqual([pointer, `config.errors.${key}`]);
  });
});
