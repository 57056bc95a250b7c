import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isPayeeName } from '../../../../../core/money';
import { isApiError } from '../../../shared/api';
import { Button, TextField, useToast } from '../../../shared/ui';
import { useAddPayoutAccount } from '../api/withdraw';

/** The account number rule of the API (schemas/api payoutAccountBodySchema). */
const ACCOUNT_DIGITS = { min: 6, max: 20 } as const;
const ACCOUNT_NUMBER = new RegExp(`^[0-9]{${ACCOUNT_DIGITS.min},${ACCOUNT_DIGITS.max}}$`);

/** Adds a payout account: bank, number, and the holder's name without diacritics (payee rule, checked here and on the server). */
export function PayoutAccountForm({ onSaved }: { onSaved: (id: number) => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const add = useAddPayoutAccount();
  const [v, setV] = useState({ bankName: '', accountNumber: '', holderName: '' });
  const [tried, setTried] = useState(false);
  const errors = {
    bankName: v.bankName.trim().length < 2 ? t('validation.required') : undefined,
    accountNumber: !ACCOUNT_NUMBER.test(v.accountNumber)
      ? t('validation.pattern_digits', ACCOUNT_DIGITS)
      : undefined,
    holderName: !isPayeeName(v.holderName.trim()) ? t('validation.pattern_latinName') : undefined,
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (Object.values(errors).some(Boolean)) return;
    try {
      const a = await add.mutateAsync(v);
      toast.success(t('money.withdraw.accountSaved'));
      onSaved(a.id);
    } catch (err) {
      toast.error(t(isApiError(err) ? err.messageKey : 'errors.UNKNOWN'));
    }
  };
  const set = (k: keyof typeof v) => (e: { target: { value: string } }) =>
    setV({ ...v, [k]: e.target.value });
  return (
    <form
      className="mn-form mn-card"
      aria-label={t('money.withdraw.addAccount')}
      onSubmit={(e) => void submit(e)}
      noValidate
    >
      <p className="mn-muted">{t('money.withdraw.noAccount')}</p>
      <TextField
        label={t('money.withdraw.bankName')}
        name="bankName"
        value={v.bankName}
        error={tried ? errors.bankName : undefined}
        onChange={set('bankName')}
      />
      <TextField
        label={t('money.withdraw.accountNumber')}
        name="accountNumber"
        inputMode="numeric"
        value={v.accountNumber}
        error={tried ? errors.accountNumber : undefined}
        onChange={set('accountNumber')}
      />
      <TextField
        label={t('money.withdraw.holderName')}
        name="holderName"
        autoCapitalize="characters"
        value={v.holderName}
        hint={t('money.withdraw.holderHint')}
        error={tried ? errors.holderName : undefined}
        onChange={set('holderName')}
      />
      <Button type="submit" block variant="secondary" loading={add.isPending}>
        {t('money.withdraw.saveAccount')}
      </Button>
    </form>
  );
}
