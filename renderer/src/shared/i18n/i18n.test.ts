import { describe, expect, it } from 'vitest';
import viAccount from '@locales/vi/account.json';
import viHome from '@locales/vi/home.json';
import viMember from '@locales/vi/member.json';
import enFirst from './resources-en';
import enAccount from './resources-en-account';
import enMore from './resources-en-more';
import viFirst from './resources-vi';
import viAccountChunk from './resources-vi-account';
import viMore from './resources-vi-more';
import { i18next, initI18n, loadMoreTexts, loadTexts, switchI18nLanguage, TEXT_CHUNKS } from './i18n';

const firstString = (o: Record<string, unknown>) => Object.keys(o).find((k) => typeof o[k] === 'string')!;

/*
 * Issues 18 and 29: the player's texts come in three chunks per language: what home and the game
 * lists show, what the sign-in screens add, and the rest, each loaded when a screen or popup needs
 * it. Before a chunk arrives its keys read as empty text, never as raw keys.
 */
describe('texts in three chunks', () => {
  it('every player namespace is in exactly one chunk, the same in vi and en', () => {
    const first = Object.keys(viFirst);
    const account = Object.keys(viAccountChunk);
    const more = Object.keys(viMore);
    const all = [...first, ...account, ...more];
    expect(new Set(all).size).toBe(all.length);
    expect(account.sort()).toEqual([...TEXT_CHUNKS.account].sort());
    expect(more.sort()).toEqual([...TEXT_CHUNKS.more].sort());
    expect(Object.keys(enFirst).sort()).toEqual(first.sort());
    expect(Object.keys(enAccount).sort()).toEqual(account.sort());
    expect(Object.keys(enMore).sort()).toEqual(more.sort());
  });

  it('the first chunk alone: its texts read, a later chunk reads as empty until it is loaded', async () => {
    await initI18n('vi');
    const homeKey = firstString(viHome);
    const accountKey = firstString(viAccount);
    const memberKey = firstString(viMember);
    expect(i18next.t(`home.${homeKey}`)).toBe((viHome as Record<string, string>)[homeKey]);
    expect(i18next.t(`account.${accountKey}`)).toBe('');
    expect(i18next.t(`member.${memberKey}`)).toBe('');
    expect(i18next.t('nowhere.key')).toBe('nowhere.key');
    // A call with a default keeps it (the footer's short labels fall back to the menu's labels).
    expect(i18next.t('menu.nowhere', { defaultValue: 'Fallback' })).toBe('Fallback');
    expect(i18next.t('account.nowhere', { defaultValue: 'Fallback' })).toBe('Fallback');
    // The sign-in screens' chunk alone brings its texts, not the rest.
    await loadTexts('account');
    expect(i18next.t(`account.${accountKey}`)).toBe((viAccount as Record<string, unknown>)[accountKey]);
    expect(i18next.t(`member.${memberKey}`)).toBe('');
    await loadMoreTexts();
    expect(i18next.t(`member.${memberKey}`)).toBe((viMember as Record<string, unknown>)[memberKey]);
    // A language switch keeps the later chunks for a screen that shows them.
    await switchI18nLanguage('en');
    expect(i18next.t(`account.${accountKey}`)).toBe(
      (enAccount.account as Record<string, unknown>)[accountKey],
    );
    expect(i18next.t(`member.${memberKey}`)).toBe((enMore.member as Record<string, unknown>)[memberKey]);
  });
});
