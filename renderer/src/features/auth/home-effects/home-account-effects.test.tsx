// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import viAccount from '@locales/vi/account.json';
import { freshPlayerPage } from '@tests/support/embedded-page';

/*
 * Home's account effects (spec §4): the welcome gift and the contract prompt. Their words are in the
 * second chunk of texts, which a guest browsing the lobby never needs. Issue 18: a closed popup still
 * built its title, so the lobby asked for those words before they were in, and their later arrival
 * (the service worker's warm-up) re-rendered the whole page: a long task a few seconds after load.
 */
async function mount({ giftDue }: { giftDue: boolean }) {
  freshPlayerPage();
  const i18n = await import('../../../shared/i18n/i18n');
  // The first chunk only, as on the lobby's first load.
  await i18n.initI18n('vi');
  const { useWelcomeGift } = await import('../lib/welcome-gift');
  useWelcomeGift.setState({ due: giftDue });
  const { HomeAccountEffects } = await import('./home-account-effects');
  const { QueryClient, QueryClientProvider } = await import('@tanstack/react-query');
  await act(async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <HomeAccountEffects />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
  return i18n;
}

describe('home account effects and the second chunk of texts', () => {
  afterEach(cleanup);

  it('a guest with nothing due: nothing rendered, and no text of the second chunk asked for', async () => {
    const i18n = await mount({ giftDue: false });
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(i18n.moreTextsAskedEarly('vi')).toBe(false);
    const { usePopupStack } = await import('../../../shared/ui/popup-stack');
    expect(usePopupStack.getState().coming).toEqual([]);
  });

  it('a welcome gift due: its words are loaded first, then it opens with them (never empty)', async () => {
    const i18n = await mount({ giftDue: true });
    // Announced from the start, while its code and words load: home's greeting waits for it.
    const { usePopupStack } = await import('../../../shared/ui/popup-stack');
    expect(usePopupStack.getState().coming).toEqual(['welcome-gift']);
    expect(await screen.findByRole('dialog', { name: viAccount.giftTitle })).toBeTruthy();
    expect(screen.getByRole('button', { name: viAccount.giftClaim })).toBeTruthy();
    expect(i18n.moreTextsAskedEarly('vi')).toBe(false);
  });
});
