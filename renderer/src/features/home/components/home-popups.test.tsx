// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRealI18n } from '@tests/support/ui-i18n';
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
const quiet = () => act(() => vi.advanceTimersByTime(POPUP_QUIET_MS + 10));
const settle = () => {
  act(() => vi.advanceTimersByTime(POPUP_SETTLE_FALLBACK_MS + 10));
  quiet();
};

let t: Awaited<ReturnType<typeof useRealI18n>>;
beforeAll(async () => {
  t = await useRealI18n();
});
beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('requestIdleCallback', undefined);
  sessionStorage.clear();
  usePopupStack.setState({ ids: [] });
  useMenuState.setState({ open: null });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('HomePopups (spec §2: execution A for members, B for guests)', () => {
  it('a guest who closed the B popups and then logs in on home still gets the A popups', () => {
    const { rerender } = render(<HomePopups popups={POPUPS} loggedIn={false} ready />);
    settle();
    expect(screen.getByRole('dialog', { name: 'B2' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: t('common.close') }));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('dialog', { name: 'B2' })).toBeNull();
    rerender(<HomePopups popups={POPUPS} loggedIn ready />);
    quiet();
    expect(screen.getByRole('dialog', { name: 'A1' })).toBeTruthy();
  });

  it("a guest who signs up in a popup on home: the members' greeting waits for the success notice and the gift (issue 17)", () => {
    const { rerender } = render(<HomePopups popups={POPUPS} loggedIn={false} ready />);
    settle();
    fireEvent.click(screen.getByRole('button', { name: t('common.close') }));
    act(() => vi.advanceTimersByTime(1000));
    // The register popup, then its success notice, then the welcome gift: one after the other.
    act(() => usePopupStack.setState({ ids: ['register'] }));
    rerender(<HomePopups popups={POPUPS} loggedIn ready />);
    act(() => usePopupStack.setState({ ids: ['register-success'] }));
    quiet();
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => usePopupStack.setState({ ids: ['gift'] }));
    quiet();
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => usePopupStack.setState({ ids: [] }));
    quiet();
    expect(screen.getByRole('dialog', { name: 'A1' })).toBeTruthy();
  });

  it('waits while the side menu is open, then greets once it closes', () => {
    useMenuState.setState({ open: 'side' });
    render(<HomePopups popups={POPUPS} loggedIn ready />);
    settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => useMenuState.setState({ open: null }));
    quiet();
    expect(screen.getByRole('dialog', { name: 'A1' })).toBeTruthy();
  });

  it('does not slip in between the side menu closing and the dialog it opens (sign-out)', () => {
    useMenuState.setState({ open: 'side' });
    render(<HomePopups popups={POPUPS} loggedIn ready />);
    settle();
    act(() => useMenuState.setState({ open: null }));
    act(() => vi.advanceTimersByTime(50));
    act(() => usePopupStack.setState({ ids: ['logout-confirm'] }));
    quiet();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('waits while another popup (the welcome gift) is open', () => {
    usePopupStack.setState({ ids: ['gift'] });
    render(<HomePopups popups={POPUPS} loggedIn ready />);
    settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('[data-home-greeting]')?.getAttribute('data-home-greeting')).toBe('held');
    act(() => usePopupStack.setState({ ids: [] }));
    quiet();
    expect(screen.getByRole('dialog', { name: 'A1' })).toBeTruthy();
  });

  it('is shown once a browser session: a closed greeting stays closed on the next visit', () => {
    sessionStorage.setItem('homePopupsSeen:A', '1');
    render(<HomePopups popups={POPUPS} loggedIn ready />);
    settle();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('publishes where the greeting stands: pending until the list is answered and the quiet moment passed, then open, then done', () => {
    const state = () => document.querySelector('[data-home-greeting]')?.getAttribute('data-home-greeting');
    const { rerender } = render(<HomePopups popups={[]} loggedIn ready={false} />);
    expect(state()).toBe('pending');
    rerender(<HomePopups popups={POPUPS} loggedIn ready />);
    expect(state()).toBe('pending');
    settle();
    expect(state()).toBe('open');
    fireEvent.click(screen.getByRole('button', { name: t('common.close') }));
    expect(state()).toBe('done');
  });

  it('is done at once when this player has no greeting', () => {
    render(<HomePopups popups={[popup(2, 'B')]} loggedIn ready />);
    expect(document.querySelector('[data-home-greeting]')?.getAttribute('data-home-greeting')).toBe('done');
  });
});
