// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freshPlayerPage } from '@tests/support/embedded-page';

/*
 * Spec §2 balance widget: the balance in the merchant's currency, masked with asterisks while it is
 * being refreshed (never a stale figure next to a spinning refresh), and hideable.
 */
const MASK = '******';

async function mount() {
  freshPlayerPage();
  // Each wallet answer waits until the test lets it through, with the balance it names.
  const answers: ((balance: number) => void)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      () =>
        new Promise<Response>((resolve) =>
          answers.push((balance) =>
            resolve(new Response(JSON.stringify({ member: { sumBalance: balance } }), { status: 200 })),
          ),
        ),
    ),
  );
  const { initI18n, i18next } = await import('../../shared/i18n/i18n');
  await initI18n('vi');
  (await import('../../shared/api')).configureApiClient({
    merchantCode: () => 'demo',
    language: () => 'vi',
    token: () => 'tok',
  });
  const { useSessionStore } = await import('../../shared/session');
  useSessionStore
    .getState()
    .signIn({ token: 'tok', userName: 'member1', type: 1, merchantCode: 'demo', trial: false });
  const { Balance } = await import('./balance');
  const { QueryClient, QueryClientProvider } = await import('@tanstack/react-query');
  await act(async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Balance />
      </QueryClientProvider>,
    );
  });
  const answer = async (balance: number) => {
    await vi.waitFor(() => expect(answers.length).toBeGreaterThan(0));
    await act(async () => answers.shift()!(balance));
  };
  const amount = () => screen.getByRole('status', { name: i18next.t('menu.balance') });
  // The figure's spaces as plain spaces (the formatter separates the symbol with a no-break space).
  const shown = () => amount().textContent!.replace(/\s/gu, ' ');
  return { t: i18next.t.bind(i18next), answer, amount, shown };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('balance widget', () => {
  it('is masked while loading and while refreshing, and shows the new balance after', async () => {
    const { t, answer, amount, shown } = await mount();
    expect(shown()).toBe(MASK);
    await answer(1234567);
    await vi.waitFor(() => expect(shown()).toBe('1.234.567 ₫'));
    // A refresh: the old figure is not shown while the new one is asked for.
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: t('menu.refreshBalance') }));
    });
    // (The query's observers are told on the next task: wait for it, the answer is still held back.)
    await vi.waitFor(() => expect(shown()).toBe(MASK));
    expect(amount().getAttribute('aria-busy')).toBe('true');
    await answer(2000000);
    await vi.waitFor(() => expect(shown()).toBe('2.000.000 ₫'));
    expect(amount().getAttribute('aria-busy')).toBeNull();
  });

  it('hides the balance with asterisks until shown again', async () => {
    const { t, answer, shown } = await mount();
    await answer(500);
    await vi.waitFor(() => expect(shown()).toBe('500 ₫'));
    fireEvent.click(screen.getByRole('button', { name: t('menu.hideBalance') }));
    expect(shown()).toBe(MASK);
    fireEvent.click(screen.getByRole('button', { name: t('menu.showBalance') }));
    expect(shown()).toBe('500 ₫');
  });
});
