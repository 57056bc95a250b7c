import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api';
import { Button, PayoutAccountFields, usePayoutAccountForm, useToast } from '../../../shared/ui';
import { useAddPayoutAccount } from '../api/withdraw';

/** Adds a payout account: bank, number, and the holder's name without diacritics (payee rule, checked here and on the server). */
export function PayoutAccountForm({ onSaved }: { onSaved: (id: number) => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const add = useAddPayoutAccount();
  const account = usePayoutAccountForm(async (draft) => {
    try {
      const a = await add.mutateAsync(draft);
      toast.success(t('money.withdraw.accountSaved'));
      onSaved(a.id);
    } catch (err) {
      toast.error(t(isApiError(err) ? err.messageKey : 'errors.UNKNOWN'));
    }
  });
  return (
    <form className="mn-form mn-card" aria-label={t('money.withdraw.addAccount')} {...account.form}>
      <p className="mn-muted">{t('money.withdraw.noAccount')}</p>
      <PayoutAccountFields {...account.fields} texts="money.withdraw" />
      <Button type="submit" block variant="secondary" loading={add.isPending}>
        {t('money.withdraw.saveAccount')}
      </Button>
    </form>
  );
}
