import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldError } from '@core/register-fields';

/** Field errors kept as keys (so they re-translate on a language change) and rendered as text. */
export function useFieldErrors<E extends Partial<Record<string, FieldError>>>() {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<E>({} as E);
  const text = useCallback((e: FieldError | undefined | null) => (e ? t(e.key, e.params) : undefined), [t]);
  return { errors, setErrors, text };
}
