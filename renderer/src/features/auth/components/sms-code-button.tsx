import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api';
import { useToast } from '../../../shared/ui';
import { useSmsCountdown } from '../lib/use-sms-countdown';

/**
 * Get-code link that turns into a seconds countdown (spec §4). `validate` checks the mobile number
 * first (spec §5: the SMS request validates mobile first); a request is possible only while idle.
 */
export function SmsCodeButton({ validate, request }: { validate: () => boolean; request: () => Promise<{ value: { expirationTime: number } }> }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { seconds, idle, start } = useSmsCountdown();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    if (!idle || busy || !validate()) return;
    setBusy(true);
    const waiting = toast.loading(t('account.smsSending'));
    try {
      const r = await request();
      start(r.value.expirationTime);
      toast.dismiss(waiting);
      toast.success(t('account.smsSent'));
    } catch (e) {
      toast.dismiss(waiting);
      toast.error(t(isApiError(e) ? e.messageKey : 'errors.UNKNOWN'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="auth-inline-btn" onClick={() => void onClick()} disabled={!idle || busy} aria-live="polite">
      {idle ? t('account.getCode') : t('account.resendIn', { seconds })}
    </button>
  );
}
