import { describe, expect, it } from 'vitest';
import { findRoute, HOME_ALIASES, isBackPath, isRendererPath, redirectTarget, ROUTES } from './routes';
import { template } from './templates';
import { badgeText } from './format';
import { formatMoney } from './money';
import { pickLanguage, normaliseLanguage } from './i18n/language';
import { createMerchantConfig } from '../tests/support/merchant-factory';

describe('routes (spec §2)', () => {
  it.each([...HOME_ALIASES])('%s is home', (p) => expect(findRoute(p)?.key).toBe('home'));
  it('register.html is register', () => expect(findRoute('/m/register.html')?.key).toBe('register'));
  it('unknown paths resolve to nothing (the renderer sends them home)', () =>
    expect(findRoute('/m/nope')).toBeUndefined());
  it('every game category route of the spec exists', () => {
    for (const p of [
      'live-games',
      'slot-games',
      'sport-games',
      'esport-games',
      'fish-games',
      'pvp-games',
      'lott',
      'elott',
      'hot-games',
      'inHouse',
      'fav-games',
      'cockfight',
      'new-games',
      'jili-games',
      'rtg-games',
      'jackpots',
      'bingo',
    ]) {
      expect(findRoute(`/m/${p}`)?.category, p).toBeTruthy();
    }
  });
  it('menu paths may carry a query', () =>
    expect(isRendererPath('/m/slot-games?gameClassify=FeatureBuy')).toBe(true));
  it('route keys are unique', () => expect(new Set(ROUTES.map((r) => r.key)).size).toBe(ROUTES.length));
});

describe('templates, amounts, badges, languages', () => {
  it('template is base unless set to new', () => {
    expect(template(createMerchantConfig(), 'mem_cen')).toBe('base');
    expect(template(createMerchantConfig({ templates: { mem_cen: 'new' } }), 'mem_cen')).toBe('new');
  });
  it('amounts (minor units) use the currency convention of the language; 2 decimals where the currency has them', () => {
    expect(formatMoney(createMerchantConfig().currency, 1_234_500, 'vi')).toBe('1.234.500\u00a0₫');
    expect(
      formatMoney(
        createMerchantConfig({ currency: { code: 'USD', symbol: '$', symbolPosition: 'before' } }).currency,
        300,
        'en',
      ),
    ).toBe('$3.00');
    expect(
      formatMoney(
        createMerchantConfig({
          currency: { code: 'USDT', symbol: 'USDT', decimals: 2, symbolPosition: 'after' },
        }).currency,
        123456,
        'en',
      ),
    ).toBe('1,234.56 USDT');
  });
  it('unread badge shows 99+ above 99', () => {
    expect(badgeText(0)).toBe('');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
  it('language: normalises spellings and falls back to the merchant default', () => {
    expect(normaliseLanguage('KR')).toBe('ko');
    expect(normaliseLanguage('VI')).toBe('vi');
    const c = createMerchantConfig({ languages: ['vi', 'en'] });
    expect(pickLanguage('EN', c)).toBe('en');
    expect(pickLanguage('th', c)).toBe('vi');
  });
});

describe('back and redirect addresses (issue 17)', () => {
  it('takes only pages of the player site, never another origin', () => {
    expect(isBackPath('/m/slot-games?vassalage=JILI')).toBe(true);
    expect(isBackPath('/m/search')).toBe(true);
    for (const bad of [
      '//evil.example',
      'https://evil.example/m/',
      '/admin',
      '/m',
      '/m/\\evil',
      '/m/ a',
      '',
      null,
    ])
      expect(isBackPath(bad)).toBe(false);
    expect(isBackPath(`/m/${'a'.repeat(600)}`)).toBe(false);
  });
  it('sends a signed-in member to the redirect target, or home when it is missing, foreign or an auth page', () => {
    expect(redirectTarget('/m/withdraw')).toBe('/m/withdraw');
    expect(redirectTarget('/m/slot-games?vassalage=JILI')).toBe('/m/slot-games?vassalage=JILI');
    expect(redirectTarget(undefined)).toBe('/m/home');
    expect(redirectTarget('https://evil.example')).toBe('/m/home');
    expect(redirectTarget('/m/login')).toBe('/m/home');
    expect(redirectTarget('/m/register?x=1')).toBe('/m/home');
    expect(redirectTarget('/m/no-such-page')).toBe('/m/home');
  });
});
