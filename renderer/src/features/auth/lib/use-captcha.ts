import { useCallback, useEffect, useState } from 'react';
import { fetchCaptcha, type Captcha } from '../api/auth-api';

/** Captcha state: shown at mount when the flag is on, or after a failure that requires it (spec §4). */
export function useCaptcha(initiallyShown: boolean) {
  const [shown, setShown] = useState(initiallyShown);
  const [captcha, setCaptcha] = useState<Captcha>();
  const refresh = useCallback(() => {
    fetchCaptcha().then(setCaptcha, () => setCaptcha(undefined));
  }, []);
  useEffect(() => {
    if (shown) refresh();
  }, [shown, refresh]);
  const require = useCallback(() => {
    if (shown) refresh();
    else setShown(true);
  }, [shown, refresh]);
  return { shown, captcha, refresh, require };
}
