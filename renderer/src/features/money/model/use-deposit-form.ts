import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { firstDepositBonus, parseMoneyInput } from '@core/money';
import { isApiError, requireUrl } from '../../../shared/api';
import { useSession } from '../../../shared/session';
import { useToast } from '../../../shared/ui';
import { channelsQuery, useDeposit } from '../api/deposit';
import { newIdempotencyKey } from '../api/paths';
import { useMoney } from '../../../shared/config';

/**
 * The deposit form of both templates (dep_func base and new): channel, preset or free amount within
 * the channel's limits, the first-deposit bonus before paying, then off to the provider's cashier.
 */
export function useDepositForm() {
  const { t, i18n } = useTranslation();
  const token = useSession()?.token;
  const toast = useToast();
  const money = useMoney();
  const q = useQuery(channelsQuery(token));
  const [code, setCode] = useState<string>();
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  // One key per attempt: a double tap or a retry after a lost answer creates one order, not two.
  const [key, setKey] = useState(newIdempotencyKey);
  const deposit = useDeposit();

  const channels = q.data?.channels ?? [];
  const channel = channels.find((c) => c.code === code) ?? channels[0];
  const amount = parseMoneyInput(text, money.digits);
  const inRange =
    channel !== undefined && amount !== undefined && amount >= channel.min && amount <= channel.max;
  const bonusRule = q.data?.firstDepositBonus;
  // The same rule as the server's (core/money.ts), with the server's percent and cap (minor units).
  const bonus =
    bonusRule?.eligible && inRange
      ? Math.min(
          firstDepositBonus({ enabled: true, percent: bonusRule.percent }, amount, money.digits),
          bonusRule.maxBonus ?? Number.MAX_SAFE_INTEGER,
        )
      : 0;
  const error =
    touched && channel && !inRange
      ? t('money.deposit.amountInvalid', { min: money.format(channel.min), max: money.format(channel.max) })
      : undefined;

  const pickAmount = (minor: number) => {
    setText(money.digits === 0 ? String(minor) : (minor / 10 ** money.digits).toFixed(money.digits));
    setTouched(true);
    setKey(newIdempotencyKey());
  };
  const setAmountText = (v: string) => {
    setText(v);
    setKey(newIdempotencyKey());
  };
  const pickChannel = (c: string) => {
    setCode(c);
    setKey(newIdempotencyKey());
  };

  const submit = async () => {
    setTouched(true);
    if (!channel || !inRange) return;
    try {
      const r = await deposit.mutateAsync({
        body: { channel: channel.code, amount, language: i18n.language === 'vi' ? 'vi' : 'en' },
        key,
      });
      window.location.assign(requireUrl(r.payUrl));
    } catch (err) {
      toast.error(t(isApiError(err) ? err.messageKey : 'errors.UNKNOWN'));
    }
  };

  return {
    query: q,
    channels,
    channel,
    pickChannel,
    text,
    setAmountText,
    pickAmount,
    amount: inRange ? amount : undefined,
    error,
    bonusRule,
    bonus,
    submit,
    busy: deposit.isPending || deposit.isSuccess,
    money,
  };
}
export type DepositForm = ReturnType<typeof useDepositForm>;
