import { describe, expect, it } from 'vitest';
import viAccount from '@locales/vi/account.json';
import viHome from '@locales/vi/home.json';
import enFirst from './resources-en';
import enMore from './resources-en-more';
import viFirst from './resources-vi';
import viMore from './resources-vi-more';
import { i18next, initI18n, loadMoreTexts, MORE_NAMESPACES, switchI18nLanguage } from './i18n';

/*
 * Issue 18: the player's texts come in two chunks per language: what home and the game lists show,
 * and the rest, loaded when a screen or popup needs it. Before it arrives its keys read as empty
 * text, never as raw keys.
 */
describe('texts in two chunks', () => {
  it('every player namespace is in exactly one chunk, the same in vi and en', () => {
    const first = Object.keys(viFirst);
    const more = Object.keys(viMore);
    expect(first.filter((n) => more.includes(n))).toEqual([]);
    expect(more.sort()).toEqual([...MORE_NAMESPACES].sort());
    expect(Object.keys(enFirst).sort()).toEqual(first.sort());
    expect(Object.keys(enMore).sort()).toEqual(more.sort());
  });

  it('the first chunk alone: its texts read, the second chunk reads as empty until it is loaded', async () => {
    await initI18n('vi');
    const homeKey = Object.keys(viHome).find(
      (k) => typeof (viHome as Record<string, unknown>)[k] === 'string',
    )!;
    const accountKey = Object.keys(viAccount).find(
      (k) => typeof (viAccount as Record<string, unknown>)[k] === 'string',
    )!;
    expect(i18next.t(`home.${homeKey}`)).toBe((viHome as Record<string, string>)[homeKey]);
    expect(i18next.t(`account.${accountKey}`)).toBe('');
    expect(i18next.t('nowhere.key')).toBe('nowhere.key');
    // A call with a default keeps it (the footer's short labels fall back to the menu's labels).
    expect(i18next.t('menu.nowhere', { defaultValue: 'Fallback' })).toBe('Fallback');
    expect(i18next.t('account.nowhere', { defaultValue: 'Fallback' })).toBe('Fallback');
    await loadMoreTexts();
    expect(i18next.t(`account.${accountKey}`)).toBe((viAccount as Record<string, unknown>)[accountKey]);
    // A language switch keeps the second chunk for a screen that shows it.
    await switchI18nLanguage('en');
    expect(i18next.t(`account.${accountKey}`)).toBe((enMore.account as Record<string, unknown>)[accountKey]);
  });
});
