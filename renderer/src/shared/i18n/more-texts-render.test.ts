import { describe, expect, it } from 'vitest';
import viAccount from '@locales/vi/account.json';
import { i18next, initI18n, loadMoreTexts } from './i18n';

/*
 * Issue 18: the second chunk of texts arrives a few seconds after load (the service worker's warm-up)
 * on a lobby that shows none of its texts. Every translated component re-rendered then (react-i18next
 * listens to `added`): a long main-thread task for nothing. It now re-renders only if one of its texts
 * was asked for before it arrived (and read as empty). Its own file: that record is per page load.
 */
const accountKey = Object.keys(viAccount).find(
  (k) => typeof (viAccount as Record<string, unknown>)[k] === 'string',
)!;

describe('the second chunk of texts re-renders only what is waiting for it', () => {
  it('nothing asked for its texts: it comes in without an `added` event, and reads at once', async () => {
    await initI18n('vi');
    const added: string[] = [];
    i18next.store.on('added', (lng: string) => added.push(lng));
    // The lobby's own texts only.
    expect(i18next.t('common.login')).not.toBe('');
    await loadMoreTexts();
    expect(added).toEqual([]);
    expect(i18next.t(`account.${accountKey}`)).toBe((viAccount as Record<string, unknown>)[accountKey]);
  });

  it('a text of it was shown empty before: its arrival re-renders (the `added` event)', async () => {
    // English's second chunk is not in yet: a screen asks for one of its texts, which reads as empty.
    await initI18n('en');
    const added: string[] = [];
    i18next.store.on('added', (lng: string) => added.push(lng));
    expect(i18next.t(`account.${accountKey}`)).toBe('');
    await loadMoreTexts();
    expect(added).toEqual(['en']);
    expect(i18next.t(`account.${accountKey}`)).not.toBe('');
  });
});
