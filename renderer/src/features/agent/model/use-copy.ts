import { useTranslation } from 'react-i18next';
import { useToastStore } from '../../../shared/ui';

/** Spec §8: the copy success toast (copy_success) shows for 2 s. */
export const COPY_TOAST_MS = 2000;

async function writeClipboard(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    // No clipboard API (an older browser, an insecure origin): the selection fallback.
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    if (!ok) throw new Error('copy refused');
  }
}

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
