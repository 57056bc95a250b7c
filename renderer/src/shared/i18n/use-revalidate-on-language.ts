import { useEffect, useRef } from 'react';
import { getMerchantConfig } from '../config';
import { useLanguage } from './language';

/**
 * Spec §4: after a language change, visible validation messages are re-validated (after the
 * configured debounce), so they show in the new language.
 */
export function useRevalidateOnLanguage(revalidate: () => void): void {
  const lang = useLanguage();
  const first = useRef(true);
  const fn = useRef(revalidate);
  fn.current = revalidate;
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const t = setTimeout(() => fn.current(), getMerchantConfig().limits.timings.validationDebounceMs);
    return () => clearTimeout(t);
  }, [lang]);
}
