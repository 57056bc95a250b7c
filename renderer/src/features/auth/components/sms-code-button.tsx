import { useTranslation } from 'react-i18next';
import { useApiMutation, useToast } from '../../../shared/ui';
import { useSmsCountdown } from '../lib/use-sms-countdown';

/**
 * Get-code link that turns into a seconds countdown (spec §4). `validate` checks the mobile number
 * first (spec §5: the SMS request validates mobile first); a request is possible only while idle.
 */
export function SmsCodeButton({
  validate,
  request,
}: {
  validate: () => boolean;
  request: () => Promise<{ value: { expirationTime: number } }>;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const { seconds, idle, start } = useSmsCountdown();
  const send = useApiMutation({
    mutationFn: request,
    onMutate: () => toast.loading(t('account.smsSending')),
    onSuccess: (r) => {
      start(r.value.expirationTime);
      toast.success(t('account.smsSent'));
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
