// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRealI18n } from '@tests/support/ui-i18n';
import { Popup } from './popup';
import { usePopupStack } from './popup-stack';
import {
  ANIMATION_FALLBACK_EXTRA_MS,
  MASK_CLICK_GUARD_MS,
  POPUP_ANIMATION_MS,
  POPUP_Z_BASE,
} from './ui-constants';

function Harness({
  beforeClose,
  onClosed,
}: {
  beforeClose?: () => boolean | Promise<boolean>;
  onClosed?: () => void;
}) {
  const [a, setA] = useState(true);
  const [b, setB] = useState(false);
  return (
    <>
      <Popup open={a} onClose={() => setA(false)} onClosed={onClosed} beforeClose={beforeClose} title="first">
        <button type="button" onClick={() => setB(true)}>
          open second
        </button>
      </Popup>
      <Popup open={b} onClose={() => setB(false)} title="second" variant="dialog">
        second body
      </Popup>
    </>
  );
}
const exitMs = POPUP_ANIMATION_MS + ANIMATION_FALLBACK_EXTRA_MS;
const layer = (name: string) => screen.getByRole('dialog', { name });

let t: Awaited<ReturnType<typeof useRealI18n>>;
beforeAll(async () => {
  t = await useRealI18n();
});
beforeEach(() => {
  vi.useFakeTimers();
  usePopupStack.setState({ ids: [] });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('Popup', () => {
  it('stacks: the newest is on top, from z-index 1000', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'open second' }));
    expect(Number(layer('first').style.zIndex)).toBe(POPUP_Z_BASE);
    expect(Number(layer('second').style.zIndex)).toBeGreaterThan(POPUP_Z_BASE);
  });

  it('browser back closes only the top popup', async () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'open second' }));
    await act(async () => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await act(async () => vi.advanceTimersByTime(exitMs));
    expect(screen.queryByRole('dialog', { name: 'second' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'first' })).toBeTruthy();
  });

  it('ignores an overlay tap right after opening, then closes on one; onClosed after the exit animation', async () => {
    const onClosed = vi.fn();
    render(<Harness onClosed={onClosed} />);
    // The dialog spans the viewport: a click on it, outside the panel, is a click on the dim layer.
    const overlay = layer('first');
    fireEvent.click(overlay);
    expect(screen.getByRole('dialog', { name: 'first' })).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(MASK_CLICK_GUARD_MS + 1));
    fireEvent.click(overlay);
    await act(async () => vi.advanceTimersByTime(1));
    expect(onClosed).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(exitMs));
    expect(onClosed).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog', { name: 'first' })).toBeNull();
  });

  it('a before-close check can keep it open', async () => {
    render(<Harness beforeClose={async () => false} />);
    await act(async () => {
      fireEvent.click(screen.getAllByRole('button', { name: t('common.close') })[0]!);
    });
    await act(async () => vi.advanceTimersByTime(exitMs));
    expect(screen.getByRole('dialog', { name: 'first' })).toBeTruthy();
  });

  it('one popup replacing another in the same update (login → register) survives the closed one leaving history', async () => {
    const back = vi
      .spyOn(window.history, 'back')
      .mockImplementation(() => window.dispatchEvent(new PopStateEvent('popstate')));
    function Swap() {
      const [which, setWhich] = useState<'login' | 'register'>('login');
      return (
        <>
          <Popup open={which === 'login'} onClose={() => undefined} title="login">
            <button type="button" onClick={() => setWhich('register')}>
              to register
            </button>
          </Popup>
          <Popup open={which === 'register'} onClose={() => setWhich('login')} title="register">
            register body
          </Popup>
        </>
      );
    }
    render(<Swap />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'to register' })));
    await act(async () => vi.advanceTimersByTime(exitMs));
    // The register popup took over the login popup's history entry: no back was needed, and none closed it.
    expect(back).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'register' })).toBeTruthy();
  });

  it('a popup closed by its icon drops its history entry', async () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    render(<Harness />);
    await act(async () => fireEvent.click(screen.getAllByRole('button', { name: t('common.close') })[0]!));
    await act(async () => vi.advanceTimersByTime(exitMs));
    expect(back).toHaveBeenCalledOnce();
  });
});
