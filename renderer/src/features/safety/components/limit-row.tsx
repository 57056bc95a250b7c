import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { currencyDigits, parseMoneyInput } from '@core/money';
import { formatDate } from '@core/dates';
import type { SafetyResponse } from '@schemas/api';
import { useMerchantConfig, useMoney } from '../../../shared/config';
import { Button, TextField, useToast } from '../../../shared/ui';
import { useSetLimit } from '../api/safety-api';

type Limit = SafetyResponse['limits'][number];

/** One period's deposit limit: in force, used, what is left, a waiting raise, and the change form. */
export function LimitRow({ limit, coolingOffHours }: { limit: Limit; coolingOffHours: number }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { currency } = useMerchantConfig();
  const digits = currencyDigits(currency);
  const money = useMoney().format;
  const save = useSetLimit();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const period = t(`safety.periodInline.${limit.period}`);
  const title = t(`safety.period.${limit.period}`);
  const amount = parseMoneyInput(text, digits);
  const error = amount === undefined || amount <= 0 ? t('safety.limits.amountInvalid') : undefined;

  const apply = async (next: number | null) => {
    const r = await save.mutateAsync({ period: limit.period, amount: next });
    const after = r.limits.find((l) => l.period === limit.period);
    if (after?.pending)
      toast.info(
        t('safety.limits.pendingToast', {
          hours: coolingOffHours,
          date: formatDate(after.pending.effectiveAt, 'dayTime'),
        }),
      );
    else toast.success(t('safety.limits.savedToast'));
    setEditing(false);
    setText('');
    setTried(false);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (error || amount === undefined) return;
    await apply(amount);
  };

  return (
    <li className="sf-limit">
      <div className="sf-limit__head">
        <span className="sf-limit__name">{t('safety.limits.name', { period: title })}</span>
        <strong className="sf-limit__amount">
          {limit.amount === null ? t('safety.limits.none') : money(limit.amount)}
        </strong>
      </div>
      {limit.amount !== null && (
        <>
          <div
            className="sf-meter"
            role="meter"
            aria-label={t('safety.limits.usedOf', { period })}
            aria-valuemin={0}
            aria-valuemax={limit.amount}
            aria-valuenow={Math.min(limit.used + limit.held, limit.amount)}
            aria-valuetext={t('safety.limits.usedText', {
              used: money(limit.used + limit.held),
              limit: money(limit.amount),
            })}
          >
            <span style={{ width: `${Math.min(100, (limit.used / limit.amount) * 100)}%` }} />
            {limit.held > 0 && (
              <span
                className="sf-meter__held"
                style={{ width: `${Math.min(100, (limit.held / limit.amount) * 100)}%` }}
              />
            )}
          </div>
          <p className="sf-muted">
            {t('safety.limits.left', { left: money(limit.remaining ?? 0), used: money(limit.used) })}
          </p>
          {limit.held > 0 && (
            <p className="sf-muted">{t('safety.limits.held', { held: money(limit.held) })}</p>
          )}
        </>
      )}
      {limit.pending && (
        <p className="sf-pending" role="status">
          {t(limit.pending.amount === null ? 'safety.limits.pendingRemoval' : 'safety.limits.pending', {
            amount: limit.pending.amount === null ? '' : money(limit.pending.amount),
            date: formatDate(limit.pending.effectiveAt, 'dayTime'),
          })}
        </p>
      )}
      {editing ? (
        <form
          className="sf-form"
          aria-label={t('safety.limits.change', { period })}
          onSubmit={(e) => void submit(e).catch(() => undefined)}
          noValidate
        >
          <TextField
            label={t('safety.limits.newAmount', { period })}
            name={`limit-${limit.period}`}
            inputMode={digits ? 'decimal' : 'numeric'}
            autoComplete="off"
            value={text}
            hint={t('safety.limits.rule', { hours: coolingOffHours })}
            error={tried ? error : undefined}
            onChange={(e) => setText(e.target.value)}
          />
          <div className="sf-actions">
            {limit.amount !== null && (
              <Button
                variant="secondary"
                loading={save.isPending}
                onClick={() => void apply(null).catch(() => undefined)}
              >
                {t('safety.limits.remove')}
              </Button>
            )}
            <Button type="submit" loading={save.isPending}>
              {t('safety.limits.save')}
            </Button>
          </div>
        </form>
      ) : (
        <Button variant="secondary" block onClick={() => setEditing(true)}>
          {limit.amount === null ? t('safety.limits.set', { period }) : t('safety.limits.change', { period })}
        </Button>
      )}
    </li>
  );
}
