import { useSyncExternalStore } from 'react';

const query = '(display-mode: standalone)';
const subscribe = (cb: () => void) => {
  const m = window.matchMedia?.(query);
  m?.addEventListener('change', cb);
  return () => m?.removeEventListener('change', cb);
};
/** Inside an installed PWA or the iOS web clip (hides app-download entries, spec §6). */
export const useInApp = () =>
  useSyncExternalStore(
    subscribe,
    () =>
      !!window.matchMedia?.(query).matches ||
      (navigator as Navigator & { standalone?: boolean }).standalone === true,
  );
