import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Icon, TextField } from '../../../shared/ui';
import type { DepositForm } from '../model/use-deposit-form';
import { CHANNEL_ICON } from './channel-icon';

/** The pieces both deposit looks (dep_func base and new) are made of. */

/** The deposit form: submitting it runs the deposit form's submit. */
export function DepositFormFrame({
  form,
  className,
  children,
}: {
  form: DepositForm;
  className: string;
  children: ReactNode;
}) {
  return (
    <form
      className={className}
      onSubmit={(e) => {
        e.preventDefault();
        void form.submit();
      }}
      noValidate
    >
      {children}
    </form>
  );
}

/** The channels as radio buttons: `row` a list (base), `card` a grid of cards (new). */
export function ChannelRadios({ form, look }: { form: DepositForm; look: 'row' | 'card' }) {
  const { t } = useTranslation();
  const item = `mn-channel-${look}`;
  return (
    <div
      className={look === 'row' ? 'mn-channel-list' : 'mn-channel-cards'}
      role="radiogroup"
      aria-label={t('money.deposit.channels')}
    >
      {form.channels.map((c) => {
        const icon = CHANNEL_ICON[c.kind] ?? 'deposit';
        return (
          <button
            key={c.code}
            type="button"
            role="radio"
            aria-checked={c.code === form.channel?.code}
            className={item}
            onClick={() => form.pickChannel(c.code)}
          >
            {look === 'card' ? (
              <span className={`${item}__icon`}>
                <Icon name={icon} size={24} />
              </span>
            ) : (
              <Icon name={icon} size={20} />
            )}
            <span className={`${item}__name`}>{c.code}</span>
            <span className={`${item}__kind`}>{t(`money.deposit.channelKind.${c.kind}`)}</span>
          </button>
        );
      })}
    </div>
  );
}

/** The amount field with the channel's bounds as its hint (shown once a channel is picked). */
export function DepositAmountField({ form, className }: { form: DepositForm; className?: string }) {
  const { t } = useTranslation();
  const { channel, money } = form;
  if (!channel) return null;
  return (
    <TextField
      className={className}
      label={t('money.deposit.amount')}
      name="amount"
      inputMode={money.digits ? 'decimal' : 'numeric'}
      autoComplete="off"
      value={form.text}
      error={form.error}
      hint={t('money.deposit.amountHint', {
        min: money.format(channel.min),
        max: money.format(channel.max),
      })}
      onChange={(e) => form.setAmountText(e.target.value)}
    />
  );
}

/** The deposit button, naming the amount once there is one. */
export function DepositSubmit({ form, block }: { form: DepositForm; block?: boolean }) {
  const { t } = useTranslation();
  return (
    <Button type="submit" block={block} loading={form.busy} disabled={!form.channel}>
      {form.amount !== undefined
        ? t('money.deposit.submit', { amount: form.money.format(form.amount) })
        : t('money.deposit.submitEmpty')}
    </Button>
  );
}
