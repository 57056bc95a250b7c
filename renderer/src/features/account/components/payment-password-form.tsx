import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkField } from '@core/register-fields';
import { useMerchantConfig } from '../../../shared/config';
import { Button, TextField, useToast } from '../../../shared/ui';
import { useSetPaymentPassword } from '../api/account-api';

/**
 * The withdrawal payment password: a first one is set with the login password, an existing one
 * is changed with the current payment password (wrong guesses count toward its lock on the server).
 */
export function PaymentPasswordForm({ has, onDone }: { has: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const config = useMerchantConfig();
  const save = useSetPaymentPassword();
  const [v, setV] = useState({ proof: '', next: '', confirm: '' });
  const [tried, setTried] = useState(false);
  const rule = { ...config.register.fields.paymentPassword, enabled: true, required: true };
  const ruleErr = checkField(rule, v.next);
  const errors = {
    proof: v.proof ? undefined : t('validation.required'),
    next: ruleErr ? t(ruleErr.key, ruleErr.params) : undefined,
    confirm: !v.confirm
      ? t('validation.required')
      : v.confirm !== v.next
        ? t('validation.confirmMismatch')
        : undefined,
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (Object.values(errors).some(Boolean)) return;
    await save.mutateAsync(
      has
        ? { oldPaymentPassword: v.proof, newPaymentPassword: v.next }
        : { loginPassword: v.proof, newPaymentPassword: v.next },
    );
    toast.success(t(has ? 'account.myAccount.payPasswordChanged' : 'account.myAccount.payPasswordSet'));
    onDone();
  };
  const set = (k: keyof typeof v) => (e: { target: { value: string } }) =>
    setV({ ...v, [k]: e.target.value });
  return (
    <form
      className="acc-form"
      aria-label={t(has ? 'account.myAccount.changePayPassword' : 'account.myAccount.setPayPassword')}
      onSubmit={(e) => void submit(e).catch(() => undefined)}
      noValidate
    >
      <TextField
        label={t(has ? 'account.myAccount.currentPayPassword' : 'account.myAccount.loginPassword')}
        name={has ? 'oldPaymentPassword' : 'loginPassword'}
        type="password"
        revealable
        autoComplete={has ? 'off' : 'current-password'}
        inputMode={has ? 'numeric' : undefined}
        value={v.proof}
        error={tried ? errors.proof : undefined}
        onChange={set('proof')}
      />
      <TextField
        label={t('account.myAccount.newPayPassword')}
        name="newPaymentPassword"
        type="password"
        revealable
        autoComplete="off"
        inputMode="numeric"
        hint={t('account.lengthHint', { min: rule.minLength, max: rule.maxLength })}
        value={v.next}
        error={tried ? errors.next : undefined}
        onChange={set('next')}
      />
      <TextField
        label={t('account.myAccount.confirmPayPassword')}
        name="confirmPaymentPassword"
        type="password"
        revealable
        autoComplete="off"
        inputMode="numeric"
        value={v.confirm}
        error={tried ? errors.confirm : undefined}
        onChange={set('confirm')}
      />
      <Button type="submit" block loading={save.isPending}>
        {t('account.myAccount.savePayPassword')}
      </Button>
    </form>
  );
}
