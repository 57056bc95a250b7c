import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../api';
import { useToast } from './use-toast';

/**
 * `useMutation` with the app's one failure path (spec §8: a failure only ends the loading, and an
 * error toast says why in the catalogue's words). A screen's own `onError` runs first, for what it
 * does besides (ask for a captcha, clear a field). `isPending` is the button's loading state.
 */
export function useApiMutation<TData = unknown, TVariables = void, TOnMutateResult = unknown>(
  options: UseMutationOptions<TData, Error, TVariables, TOnMutateResult>,
) {
  const { t } = useTranslation();
  const toast = useToast();
  return useMutation<TData, Error, TVariables, TOnMutateResult>({
    ...options,
    onError: (...args) => {
      void options.onError?.(...args);
      toast.error(t(errorMessageKey(args[0])));
    },
  });
}
