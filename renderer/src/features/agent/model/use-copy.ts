import { useTranslation } from 'react-i18next';
import { useToastStore } from '../../../shared/ui';
import { writeClipboard } from '../../../shared/ui/clipboard';

/** Spec §8: the copy success toast (copy_success) shows for 2 s. */
export const COPY_TOAST_MS = 2000;

/** Copies a text and says so (copy_success, 2 s), or says it could not. */
export function useCopy() {
  const { t } = useTranslation();
  const show = useToastStore((s) => s.show);
  return (text: string) =>
    writeClipboard(text).then(
      () => show('success', t('agent.copy_success'), COPY_TOAST_MS),
      () => show('error', t('agent.copyFailed'), COPY_TOAST_MS),
    );
}
