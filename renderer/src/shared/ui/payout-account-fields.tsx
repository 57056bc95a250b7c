import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYOUT_ACCOUNT_DIGITS, payoutAccountProblems, type PayoutAccountDraft } from '@core/money';
import { TextField } from './text-field';

export const EMPTY_PAYOUT_ACCOUNT: PayoutAccountDraft = { bankName: '', accountNumber: '', holderName: '' };

/**
 * The state of a new payout account form: its draft, whether to show the errors (after the first
 * submit) and the submit handler, which calls `save` only when the draft passes the API's rules.
 * `save` shows its own outcome; a rejection it lets through is dropped here.
 */
export function usePayoutAccountForm(save: (draft: PayoutAccountDraft) => Promise<unknown>) {
  const [value, setValue] = useState(EMPTY_PAYOUT_ACCOUNT);
  const [showErrors, setShowErrors] = useState(false);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setShowErrors(true);
    if (Object.keys(payoutAccountProblems(value)).length) return;
    save(value).catch(() => undefined);
  };
  return { fields: { value, onChange: setValue, showErrors }, form: { onSubmit, noValidate: true } };
}

/**
 * The fields of a payout account (bank, number, the holder's name without diacritics), with the API's
 * rules from `core/money.ts`. Used by the withdraw screen and by my account; `texts` names the
 * namespace of their labels (`money.withdraw` or `account.myAccount`).
 */
export function PayoutAccountFields({
  value,
  onChange,
  showErrors,
  texts,
}: {
  value: PayoutAccountDraft;
  onChange: (v: PayoutAccountDraft) => void;
  showErrors: boolean;
  texts: 'money.withdraw' | 'account.myAccount';
}) {
  const { t } = useTranslation();
  const problems = payoutAccountProblems(value);
  const error = (k: keyof PayoutAccountDraft) =>
    showErrors && problems[k] ? t(problems[k], PAYOUT_ACCOUNT_DIGITS) : undefined;
  const set = (k: keyof PayoutAccountDraft) => (e: { target: { value: string } }) =>
    onChange({ ...value, [k]: e.target.value });
  return (
    <>
      <TextField
        label={t(`${texts}.bankName`)}
        name="bankName"
        value={value.bankName}
        error={error('bankName')}
        onChange={set('bankName')}
      />
      <TextField
        label={t(`${texts}.accountNumber`)}
        name="accountNumber"
        inputMode="numeric"
        value={value.accountNumber}
        error={error('accountNumber')}
        onChange={set('accountNumber')}
      />
      <TextField
        label={t(`${texts}.holderName`)}
        name="holderName"
        autoCapitalize="characters"
        value={value.holderName}
        hint={t(`${texts}.holderHint`)}
        error={error('holderName')}
        onChange={set('holderName')}
      />
    </>
  );
}
