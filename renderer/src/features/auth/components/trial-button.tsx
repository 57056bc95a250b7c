import { useTranslation } from 'react-i18next';
import { useMerchantConfig } from '../../../shared/config';
import { useSessionStore } from '../../../shared/session';
import { Button, useApiMutation } from '../../../shared/ui';
import { startTrial } from '../api/auth-api';

/** Free trial (spec §4): call test play; with the trial session, go on like after a login. */
export function TrialButton({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const config = useMerchantConfig();
  const trial = useApiMutation({
    mutationFn: startTrial,
    onSuccess: (r) => {
      useSessionStore.getState().signIn({
        token: r.token,
        userName: r.userName,
        trialName: r.trialName ?? r.userName,
        type: r.customerType,
        trial: true,
        merchantCode: config.code,
      });
      onDone();
    },
  });
  return (
    <Button variant="ghost" block loading={trial.isPending} onClick={() => trial.mutate()}>
      {t('account.freeTrial')}
    </Button>
  );
}
