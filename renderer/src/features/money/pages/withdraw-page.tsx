import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATH_PREFIX } from '@core/routes';
import { parseMoneyInput } from '@core/money';
import { isApiError, walletQuery } from '../../../shared/api';
import { useSession } from '../../../shared/session';
import { Button, Icon, Page, Spinner, TextField, useToast } from '../../../shared/ui';
import { channelsQuery } from '../api/deposit';
import { newIdempotencyKey } from '../api/paths';
import { ordersQuery, payoutAccountsQuery, useWithdraw } from '../api/withdraw';
import { OrderList } from '../components/order-list';
import { PayoutAccountForm } from '../components/payout-account-form';
import { useMoney } from '../../../shared/config';
import '../money.css';

/** /m/withdraw: balance, payout account (add one when none), amount within limits, payment password, pending orders. */
export default function WithdrawPage() {
  const { t } = useTranslation();
  const token = useSession()?.token;
  const toast = useToast();
  const money = useMoney();
  const wallet = useQuery(walletQuery(token));
  const limits = useQuery(channelsQuery(token)).data?.withdraw;
  const accounts = useQuery(payoutAccountsQuery(token));
  const pending = useQuery(ordersQuery('withdraw', 'pending', token));
  const withdraw = useWithdraw();
  const [accountId, setAccountId] = useState<number>();
  const [text, setText] = useState('');
  const [password, setPassword] = useState('');
  const [tried, setTried] = useState(false);
  const [key, setKey] = useState(newIdempotencyKey);

  const account = accounts.data?.find((a) => a.id === accountId) ?? accounts.data?.[0];
  const amount = parseMoneyInput(text, money.digits);
  const balance = wallet.data?.member.sumBalance;
  const amountError =
    limits && (amount === undefined || amount < limits.min || amount > limits.max)
      ? t('money.deposit.amountInvalid', { min: money.format(limits.min), max: money.format(limits.max) })
      : amount !== undefined && balance !== undefined && amount > balance
        ? t('errors.INSUFFICIENT_BALANCE')
        : undefined;
  // A member who registered without one is told so, and where to set it, before typing anything.
  const noPassword = !!limits?.requirePaymentPassword && !limits.paymentPasswordSet;
  const passwordError =
    limits?.requirePaymentPassword && limits.paymentPasswordSet && !password
      ? t('validation.required')
      : undefined;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (noPassword) return toast.error(t('errors.PAYMENT_PASSWORD_NOT_SET'));
    if (!account || amountError || passwordError || amount === undefined) return;
    try {
      const r = await withdraw.mutateAsync({
        body: { amount, payoutAccountId: account.id, ...(password ? { paymentPassword: password } : {}) },
        key,
      });
      toast.success(t('money.withdraw.submitted', { amount: money.format(r.order.amount) }));
      setText('');
      setPassword('');
      setTried(false);
      setKey(newIdempotencyKey());
    } catch (err) {
      // A refused attempt (wrong password, limits) is over: the next try is a new attempt.
      if (isApiError(err) && err.status > 0) setKey(newIdempotencyKey());
      toast.error(t(isApiError(err) ? err.messageKey : 'errors.UNKNOWN'));
    }
  };

  if (accounts.isPending || wallet.isPending)
    return (
      <Page title={t('titles.withdraw')}>
        <Spinner label={t('common.loading')} />
      </Page>
    );
  return (
    <Page title={t('titles.withdraw')} className="mn-page">
      <section className="mn-balance-card" aria-label={t('money.withdraw.available')}>
        <span className="mn-muted">{t('money.withdraw.available')}</span>
        <strong className="mn-balance-card__amount">
          {balance !== undefined ? money.format(balance) : '—'}
        </strong>
        {!!wallet.data?.member.held && (
          <span className="mn-muted">
            {t('money.held')}: {money.format(wallet.data.member.held)}
          </span>
        )}
      </section>
      {noPassword && <SetPaymentPasswordNote />}
      {!account ? (
        <PayoutAccountForm onSaved={setAccountId} />
      ) : (
        <form
          className="mn-form mn-card"
          aria-label={t('titles.withdraw')}
          onSubmit={(e) => void submit(e)}
          noValidate
        >
          <div className="ui-field">
            <label className="ui-field__label" htmlFor="mn-account">
              {t('money.withdraw.account')}
            </label>
            <select
              id="mn-account"
              className="mn-select"
              value={account.id}
              onChange={(e) => setAccountId(Number(e.target.value))}
            >
              {accounts.data!.map((a) => (
                <option
                  key={a.id}
                  value={a.id}
                >{`${a.bankName} ·${a.accountNumber.slice(-4)} · ${a.holderName}`}</option>
              ))}
            </select>
          </div>
          <TextField
            label={t('money.withdraw.amount')}
            name="amount"
            inputMode={money.digits ? 'decimal' : 'numeric'}
            autoComplete="off"
            value={text}
            hint={
              limits
                ? t('money.withdraw.amountHint', {
                    min: money.format(limits.min),
                    max: money.format(limits.max),
                    count: limits.dailyCount,
                  })
                : undefined
            }
            error={tried ? amountError : undefined}
            onChange={(e) => {
              setText(e.target.value);
              setKey(newIdempotencyKey());
            }}
          />
          {limits?.requirePaymentPassword && limits.paymentPasswordSet && (
            <TextField
              label={t('money.withdraw.paymentPassword')}
              name="paymentPassword"
              type="password"
              revealable
              autoComplete="off"
              inputMode="numeric"
              value={password}
              error={tried ? passwordError : undefined}
              onChange={(e) => setPassword(e.target.value)}
            />
          )}
          <Button type="submit" block loading={withdraw.isPending}>
            {t('money.withdraw.submit')}
          </Button>
        </form>
      )}
      <OrderList
        orders={pending.data ?? []}
        label={t('money.withdraw.pending')}
        empty={t('money.withdraw.noPending')}
      />
    </Page>
  );
}

/** Where the payment password is set (My account › Payment password › Set), and back here after. */
export const SET_PAYMENT_PASSWORD_HREF = `${PATH_PREFIX}/myAccount/index?set=payPassword&back=${encodeURIComponent(`${PATH_PREFIX}/withdraw`)}`;

function SetPaymentPasswordNote() {
  const { t } = useTranslation();
  return (
    <aside className="mn-card mn-note" role="note" aria-labelledby="mn-no-pay-password">
      <h3 id="mn-no-pay-password" className="mn-card__title">
        <Icon name="lock" size={18} />
        {t('money.withdraw.noPaymentPasswordTitle')}
      </h3>
      <p className="mn-muted">{t('money.withdraw.noPaymentPassword')}</p>
      <Link className="ui-btn ui-btn--primary ui-btn--block" to={SET_PAYMENT_PASSWORD_HREF}>
        {t('money.withdraw.setPaymentPassword')}
      </Link>
    </aside>
  );
}
