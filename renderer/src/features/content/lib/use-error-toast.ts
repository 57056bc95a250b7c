import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api';
import { useToast } from '../../../shared/ui';

/** The mutations' one failure path: the catalogue message of the error code as an error toast. */
export function useErrorToast(): (e: unknown) => void {
  const { t } = useTranslation();
  const toast = useToast();
  return useCallback((e: unknown) => {
    toast.error(t(isApiError(e) ? e.messageKey : 'errors.UNKNOWN'));
  }, [t, toast]);
}
