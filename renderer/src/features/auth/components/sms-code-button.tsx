import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../shared/api';
import { useToast } from '../../../shared/ui';
import { retryAfterOf } from '../lib/retry-after';
import { useSmsCountdown } from '../lib/use-sms-countdown';

/**
 * Get-code link that turns into a seconds countdown (spec §4). `validate` checks the mobile number
 * first (spec §5: the SMS request validates mobile first); a request is possible only while idle.
 * The countdown ends when the platform says another code may be asked: from its answer, or from its
 * refusal when one was asked too recently (another tab, a reload), or from `restoredAt`.
 */
export function SmsCodeButton({
  validate,
  request,
  restoredAt,
  onSent,
}: {
  validate: () => boolean;
  request: () => Promise<{ value: { expirationTime: number } }>;
  /** When another code may be asked, kept from before a reload. */
  restoredAt?: number;
  /** A code was sent (or one was sent a moment ago): when another may be asked. */
  onSent?: (nextAt: number) => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const { seconds, idle, start } = useSmsCountdown(restoredAt);
  const send = useMutation({
    mutationFn: request,
    onMutate: () => toast.loading(t('account.smsSending')),
    onSuccess: (r) => {
      start(r.value.expirationTime);
      onSent?.(r.value.expirationTime);
      toast.success(t('account.smsSent'));
    },
    onError: (err) => {
      const wait = retryAfterOf(err);
      if (wait === undefined) return toast.error(t(errorMessageKey(err)));
      // A code went out a moment ago: the countdown runs to when the next may be asked.
      const at = Date.now() + wait;
      start(at);
      onSent?.(at);
      toast.info(t('account.smsRecent', { seconds: Math.ceil(wait / 1000) }));
    },
    onSettled: (_d, _e, _v, waiting) => waiting !== undefined && toast.dismiss(waiting),
  });
  const busy = send.isPending;
  const onClick = () => {
    if (!idle || busy || !validate()) return;
    send.mutate();
  };
  return (
    <button
      type="button"
      className="auth-inline-btn"
      onClick={onClick}
      disabled={!idle || busy}
      aria-live="polite"
    >
      {idle ? t('account.getCode') : t('account.resendIn', { seconds })}
    </button>
  );
}
