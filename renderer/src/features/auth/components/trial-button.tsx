import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trialSession } from '@core/trial';
import { useMerchantConfig } from '../../../shared/config';
import { useSessionStore } from '../../../shared/session';
import { Button, useApiMutation, useToast } from '../../../shared/ui';
import { startTrial } from '../api/auth-api';

/**
 * Free trial (spec §4): call test play; when the trial count is non-zero, go on like after a login
 * with the trial session; when it is zero, say that no free trial is left.
 */
export function TrialButton({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const config = useMerchantConfig();
  const toast = useToast();
  const [noneLeft, setNoneLeft] = useState(false);
  const trial = useApiMutation({
    mutationFn: startTrial,
    onSuccess: (r) => {
      const s = trialSession(r);
      setNoneLeft(!s);
      // The button sits low on the form: the toast says it where the player looks, the text stays.
      if (!s) return void toast.long(t('account.trialNoneLeft'));
      useSessionStore.getState().signIn({
        token: s.token,
        userName: s.userName,
        trialName: s.trialName,
        type: s.customerType,
        trial: true,
        merchantCode: config.code,
      });
      onDone();
    },
  });
  return (
    <>
      <Button variant="ghost" block loading={trial.isPending} onClick={() => trial.mutate()}>
        {t('account.freeTrial')}
      </Button>
      {noneLeft && (
        <p role="alert" className="auth-trial-none">
          {t('account.trialNoneLeft')}
        </p>
      )}
    </>
  );
}
