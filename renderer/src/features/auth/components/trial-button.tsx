import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api';
import { useMerchantConfig } from '../../../shared/config';
import { useSessionStore } from '../../../shared/session';
import { Button, useToast } from '../../../shared/ui';
import { startTrial } from '../api/auth-api';

/** Free trial (spec §4): call test play; with the trial session, go on like after a login. */
export function TrialButton({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const config = useMerchantConfig();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      const r = await startTrial();
      useSessionStore.getState().signIn({ token: r.token, userName: r.userName, trialName: r.trialName ?? r.userName, type: r.customerType, trial: true, merchantCode: config.code });
      onDone();
    } catch (e) {
      toast.error(t(isApiError(e) ? e.messageKey : 'errors.UNKNOWN'));
    } finally {
      setBusy(false);
    }
  };
  return <Button variant="ghost" block loading={busy} onClick={() => void start()}>{t('account.freeTrial')}</Button>;
}
