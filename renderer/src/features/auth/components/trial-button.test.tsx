// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freshPlayerPage } from '@tests/support/embedded-page';

/** Free trial (spec §4): home only when the trial count is non-zero; otherwise a clear message. */
async function mount(answer: object) {
  freshPlayerPage();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(answer), { status: 200 })),
  );
  const { initI18n, i18next } = await import('../../../shared/i18n/i18n');
  await initI18n('en');
  (await import('../../../shared/api')).configureApiClient({
    merchantCode: () => 'demo',
    language: () => 'en',
    token: () => undefined,
  });
  const { TrialButton } = await import('./trial-button');
  const { useSessionStore } = await import('../../../shared/session');
  const { QueryClient, QueryClientProvider } = await import('@tanstack/react-query');
  const onDone = vi.fn();
  await act(async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <TrialButton onDone={onDone} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: i18next.t('account.freeTrial') }));
  });
  return { t: i18next.t, onDone, session: () => useSessionStore.getState() };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('trial button', () => {
  it('a non-zero trial count signs the trial in and goes on', async () => {
    const { onDone, session } = await mount({
      trialCount: 2,
      token: 'tok',
      userName: 'trial_abc',
      trialName: 'trial_abc',
      customerType: 9,
      expiresAt: '2030-01-01T00:00:00Z',
    });
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(JSON.stringify(session())).toContain('trial_abc');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a zero trial count stays here and says no trial is left', async () => {
    const { t, onDone, session } = await mount({ trialCount: 0 });
    expect((await screen.findByRole('alert')).textContent).toBe(t('account.trialNoneLeft'));
    expect(onDone).not.toHaveBeenCalled();
    expect(JSON.stringify(session())).not.toContain('trial_');
  });
});
