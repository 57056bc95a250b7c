import { useEffect } from 'react';

/** Window event of a logo tap: the lobby resets its filters (all, vendor empty, category HOME). */
export const LOGO_HOME_EVENT = 'app:logo-home';

export const announceLogoHome = (): void => void window.dispatchEvent(new CustomEvent(LOGO_HOME_EVENT));

/** Runs `onReset` on every logo tap while the caller is mounted (pass a stable callback). */
export function useLogoHome(onReset: () => void): void {
  useEffect(() => {
    window.addEventListener(LOGO_HOME_EVENT, onReset);
    return () => window.removeEventListener(LOGO_HOME_EVENT, onReset);
  }, [onReset]);
}
