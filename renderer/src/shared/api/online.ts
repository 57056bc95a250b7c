import { useSyncExternalStore } from 'react';

/*
 * Whether the device has a network connection, as the browser knows it (`navigator.onLine` and its
 * online/offline events): the offline banner and the screens that cannot work without one read it.
 */
const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

export const isOnline = (): boolean => typeof navigator === 'undefined' || navigator.onLine !== false;

export const useOnline = (): boolean => useSyncExternalStore(subscribe, isOnline, () => true);
