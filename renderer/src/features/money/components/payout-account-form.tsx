import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { payoutAccountProblems } from '@core/money';
import { isApiError } from '../../../shared/api';
import { Button, EMPTY_PAYOUT_ACCOUNT, PayoutAccountFields, useToast } from '../../../shared/ui';
import { useAddPayoutAccount } from '../api/withdraw';

/** Adds a payout account: bank, number, and the holder's name without diacritics (payee rule, checked here and on the server). */
export function PayoutAccountForm({ onSaved }: { onSaved: (id: number) => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const add = useAddPayoutAccount();
  const [v, setV] = useState(EMPTY_PAYOUT_ACCOUNT);
  const [tried, setTried] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (Object.keys(payoutAccountProblems(v)).length) return;
    try {
      const a = await add.mutateAsync(v);
      toast.success(t('money.withdraw.accountSaved'));
      onSaved(a.id);
    } catch (err) {
      toast.error(t(isApiError(err) ? err.messageKey : 'errors.UNKNOWN'));
    }
  };
  return (
    <form
      className="mn-form mn-card"
      aria-label={t('money.withdraw.addAccount')}
      onSubmit={(e) => void submit(e)}
      noValidate
    >
      <p className="mn-muted">{t('money.withdraw.noAccount')}</p>
      <PayoutAccountFields value={v} onChange={setV} showErrors={tried} texts="money.withdraw" />
      <Button type="submit" block variant="secondary" loading={add.isPending}>
        {t('money.withdraw.saveAccount')}
      </Button>
    </form>
  );
}
