import { useCallback, useEffect, useState } from 'react';
import { useMerchantConfig } from '../../../shared/config';
import { secondsLeft } from './seconds-left';

/**
 * Spec §4 SMS code button: idle shows the fetch label; after a request the remaining seconds are
 * recomputed from the expiry every smsTickMs (500 ms); at zero it is idle again.
 */
export function useSmsCountdown(initialAt?: number) {
  const tick = useMerchantConfig().limits.timings.smsTickMs;
  // A countdown restored after a reload (the time the platform gave for the next code).
  const [expiresAt, setExpiresAt] = useState<number | null>(() =>
    initialAt !== undefined && initialAt > Date.now() ? initialAt : null,
  );
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (expiresAt === null) return;
    const timer = setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= expiresAt) setExpiresAt(null);
    }, tick);
    return () => clearInterval(timer);
  }, [expiresAt, tick]);
  const start = useCallback((at: number) => {
    setNow(Date.now());
    setExpiresAt(at);
  }, []);
  const seconds = expiresAt === null ? 0 : secondsLeft(expiresAt, now);
  return { seconds, idle: seconds === 0, start };
}
