import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback, useId, useState } from 'react';
import { queryKeys } from '../../../shared/api';
import { fetchCaptcha } from '../api/auth-api';

/**
 * A captcha is a one-use challenge: each form has its own (keyed by the form instance), never
 * served from cache, and dropped when the form goes.
 */
export const captchaQuery = (formId: string) =>
  queryOptions({
    queryKey: queryKeys.auth.detail('captcha', formId),
    queryFn: fetchCaptcha,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

/** Captcha state: shown at mount when the flag is on, or after a failure that requires it (spec §4). */
export function useCaptcha(initiallyShown: boolean) {
  const [shown, setShown] = useState(initiallyShown);
  const q = useQuery({ ...captchaQuery(useId()), enabled: shown });
  const { refetch } = q;
  const refresh = useCallback(() => void refetch(), [refetch]);
  const require = useCallback(() => {
    if (shown) refresh();
    else setShown(true);
  }, [shown, refresh]);
  return { shown, captcha: q.isError ? undefined : q.data, refresh, require };
}
