// @vitest-environment happy-dom
import type { ReactElement } from 'react';
import { act, cleanup, fireEvent, render as renderUi, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRealI18n } from '@tests/support/ui-i18n';
import { useAuthPopup } from '../../../shared/auth-popup';
import { useMenuState, usePopupStack } from '../../../shared/ui';
import type { Announcement } from '../api/announcements';
import { HomePopups, POPUP_QUIET_MS, POPUP_SETTLE_FALLBACK_MS } from './home-popups';

vi.mock('../../../shared/config', () => ({
  getMerchantConfig: () => ({ limits: { timings: {} } }),
  useMerchantConfig: () => ({ theme: { colors: { primary: '#e5a823' } } }),
}));

const popup = (id: number, execution: 'A' | 'B'): Announcement =>
  ({
    id,
    type: 'PU',
    execution,
    title: `${execution}${id}`,
    content: `<p>body ${id}</p>`,
    startDate: '2026-01-01',
    read: false,
  }) as Announcement;
const POPUPS = [popup(1, 'A'), popup(2, 'B')];
/** Where the router is (a call to action may move it). */
let path = '';
function Where() {
  path = useLocation().pathname;
  return null;
}
// On home, inside the app's router (a call to action opens an auth popup or a page).
const render = (ui: ReactElement) =>
  renderUi(ui, {
    wrapper: ({ children }) => (
      <MemoryRouter initialEntries={['/m/home']}>
        {children}
        <Where />
      </MemoryRouter>
    ),
  });
// The popup's view is a lazy chunk (issue 29): once a greeting opens, its code arrives in a
// microtask, which the async act lets through.
const quiet = async () => {
  act(() => vi.advanceTimersByTime(POPUP_QUIET_MS + 10));
  await act(async () => undefined);
};
const settle = async () => {
  act(() => vi.advanceTimersByTime(POPUP_SETTLE_FALLBACK_MS + 10));
  await quiet();
};

let t: Awaited<ReturnType<typeof useRealI18n>>;
beforeAll(async () => {
  t = await useRealI18n();
  // The view's module compiled once up front: in a browser its chunk is a download, here a transform.
  await import('./home-popup-view');
});
beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('requestIdleCallback', undefined);
  sessionStorage.clear();
  usePopupStack.setState({ ids: [], coming: [] });
  useMenuState.setState({ open: null });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('HomePopups (spec §2: execution A for members, B for guests)', () => {
  it('a guest who closed the B popups and then logs in on home still gets the A popups', async () => {
    const { rerender } = render(<HomePopups popups={POPUPS} loggedIn={false} ready />);
    await settle();
    expect(screen.getByRole('dialog', { name: 'B2' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: t('common.close') }));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('dialog', { name: 'B2' })).toBeNull();
    rerender(<HomePopups popups={POPUPS} loggedIn ready />);
    await quiet();
    expect(screen.getByRole('dialog', { name: 'A1' })).toBeTruthy();
  });

  it("a guest who signs up in a popup on home: the members' greeting waits for the success notice and the gift (issue 17)", async () => {
    const { rerender } = render(<HomePopups popups={POPUPS} loggedIn={false} ready />);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: t('common.close') }));
    act(() => vi.advanceTimersByTime(1000));
    // The register popup, then its success notice, then the welcome gift: one after the other.
    act(() => usePopupStack.setState({ ids: ['register'] }));
    rerender(<HomePopups popups={POPUPS} loggedIn ready />);
    act(() => usePopupStack.setState({ ids: ['register-success'] }));
    await quiet();
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => usePopupStack.setState({ ids: ['gift'] }));
    await quiet();
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => usePopupStack.setState({ ids: [] }));
    await quiet();
    expect(screen.getByRole('dialog', { name: 'A1' })).toBeTruthy();
  });

  it('waits while the side menu is open, then greets once it closes', async () => {
    useMenuState.setState({ open: 'side' });
    render(<HomePopups popups={POPUPS} loggedIn ready />);
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => useMenuState.setState({ open: null }));
    await quiet();
    expect(screen.getByRole('dialog', { name: 'A1' })).toBeTruthy();
  });

  it('does not slip in between the side menu closing and the dialog it opens (sign-out)', async () => {
    useMenuState.setState({ open: 'side' });
    render(<HomePopups popups={POPUPS} loggedIn ready />);
    await settle();
    act(() => useMenuState.setState({ open: null }));
    act(() => vi.advanceTimersByTime(50));
    act(() => usePopupStack.setState({ ids: ['logout-confirm'] }));
    await quiet();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('waits while another popup (the welcome gift) is open', async () => {
    usePopupStack.setState({ ids: ['gift'] });
    render(<HomePopups popups={POPUPS} loggedIn ready />);
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('[data-home-greeting]')?.getAttribute('data-home-greeting')).toBe('held');
    act(() => usePopupStack.setState({ ids: [] }));
    await quiet();
    expect(screen.getByRole('dialog', { name: 'A1' })).toBeTruthy();
  });

  it('waits for a popup that is due but still loading (the gift after the success notice closes), however long it loads', async () => {
    // CI, 29 Nov: the notice closed, the gift's code took longer than the quiet moment to arrive, and
    // the new player's welcome opened in the gap: two dialogs stacked.
    render(<HomePopups popups={POPUPS} loggedIn ready />);
    act(() => usePopupStack.getState().announce('welcome-gift'));
    await settle();
    act(() => vi.advanceTimersByTime(5000));
    await quiet();
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => usePopupStack.setState({ ids: ['welcome-gift'] }));
    await quiet();
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => {
      usePopupStack.getState().withdraw('welcome-gift');
      usePopupStack.setState({ ids: [] });
    });
    await quiet();
    expect(screen.getByRole('dialog', { name: 'A1' })).toBeTruthy();
  });

  it('is shown once a browser session: a closed greeting stays closed on the next visit', async () => {
    sessionStorage.setItem('homePopupsSeen:A', '1');
    render(<HomePopups popups={POPUPS} loggedIn ready />);
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('publishes where the greeting stands: pending until the list is answered and the quiet moment passed, then open, then done', async () => {
    const state = () => document.querySelector('[data-home-greeting]')?.getAttribute('data-home-greeting');
    const { rerender } = render(<HomePopups popups={[]} loggedIn ready={false} />);
    expect(state()).toBe('pending');
    rerender(<HomePopups popups={POPUPS} loggedIn ready />);
    expect(state()).toBe('pending');
    await settle();
    expect(state()).toBe('open');
    fireEvent.click(screen.getByRole('button', { name: t('common.close') }));
    expect(state()).toBe('done');
  });

  it('shows the call to action of the content; "register" closes the greeting and opens the register popup', async () => {
    useAuthPopup.setState({ open: null });
    const guest = { ...popup(2, 'B'), cta: { label: 'Register now', target: 'register' } };
    render(<HomePopups popups={[guest]} loggedIn={false} ready />);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Register now' }));
    expect(useAuthPopup.getState().open).toBe('register');
    expect(sessionStorage.getItem('homePopupsSeen:B')).toBe('1');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('dialog', { name: 'B2' })).toBeNull();
  });

  it('a page target takes the player there; a target the site does not know draws no button', async () => {
    const member = { ...popup(1, 'A'), cta: { label: 'See VIP', target: '/m/member/benefits' } };
    const bad = { ...popup(3, 'A'), cta: { label: 'Evil', target: 'javascript:alert(1)' } };
    render(<HomePopups popups={[bad, member]} loggedIn ready />);
    await settle();
    expect(screen.getByRole('dialog', { name: 'A3' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Evil' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: t('home.nextPopup') }));
    fireEvent.click(screen.getByRole('button', { name: 'See VIP' }));
    expect(path).toBe('/m/member/benefits');
  });

  it('is done at once when this player has no greeting', async () => {
    render(<HomePopups popups={[popup(2, 'B')]} loggedIn ready />);
    expect(document.querySelector('[data-home-greeting]')?.getAttribute('data-home-greeting')).toBe('done');
  });
});
