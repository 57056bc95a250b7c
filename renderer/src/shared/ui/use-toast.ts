import { useMemo } from 'react';
import { getMerchantConfig } from '../config';
import { useToastStore } from './toast';

/** Toasts with the merchant's spec durations (config.limits.timings). */
export function useToast() {
  const show = useToastStore((s) => s.show);
  const dismiss = useToastStore((s) => s.dismiss);
  return useMemo(() => {
    const ms = () => getMerchantConfig().limits.timings;
    return {
      info: (m: string) => show('info', m, ms().toastInfoMs),
      success: (m: string) => show('success', m, ms().toastInfoMs),
      short: (m: string) => show('info', m, ms().toastShortMs),
      long: (m: string) => show('info', m, ms().toastLongMs),
      error: (m: string) => show('error', m, ms().toastShortMs),
      loading: (m: string) => show('loading', m, ms().toastLoadingMs),
      /** A password reset request: its loading message may last longer (spec §9: 15 s). */
      resetLoading: (m: string) => show('loading', m, ms().resetLoadingMs),
      dismiss,
    };
  }, [show, dismiss]);
}
