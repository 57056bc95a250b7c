import { useTranslation } from 'react-i18next';
import { Button, Icon, TextField } from '../../../shared/ui';
import type { DepositForm } from '../model/use-deposit-form';
import { BonusNotice } from './bonus-notice';
import { CHANNEL_ICON } from './channel-icon';
import { PresetAmounts } from './preset-amounts';

/** dep_func new: channel cards, a large amount, a preset grid and a pay bar with the total. */
export function DepositNew({ form }: { form: DepositForm }) {
  const { t } = useTranslation();
  const { channel, money } = form;
  return (
    <form
      className="mn-form mn-form--new"
      onSubmit={(e) => {
        e.preventDefault();
        void form.submit();
      }}
      noValidate
    >
      <div className="mn-channel-cards" role="radiogroup" aria-label={t('money.deposit.channels')}>
        {form.channels.map((c) => (
          <button
            key={c.code}
            type="button"
            role="radio"
            aria-checked={c.code === channel?.code}
            className="mn-channel-card"
            onClick={() => form.pickChannel(c.code)}
          >
            <span className="mn-channel-card__icon">
              <Icon name={CHANNEL_ICON[c.kind] ?? 'deposit'} size={24} />
            </span>
            <span className="mn-channel-card__name">{c.code}</span>
            <span className="mn-channel-card__kind">{t(`money.deposit.channelKind.${c.kind}`)}</span>
          </button>
        ))}
      </div>
      <BonusNotice form={form} />
      {channel && (
        <div className="mn-card">
          <TextField
            className="mn-amount-big"
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
          <PresetAmounts form={form} groupClass="mn-preset-grid" buttonClass="mn-preset" />
        </div>
      )}
      <div className="mn-paybar">
        <div className="mn-paybar__sum">
          <span>{t('money.deposit.total')}</span>
          <strong>{form.amount !== undefined ? money.format(form.amount + form.bonus) : '—'}</strong>
        </div>
        <Button type="submit" loading={form.busy} disabled={!channel}>
          {form.amount !== undefined
            ? t('money.deposit.submit', { amount: money.format(form.amount) })
            : t('money.deposit.submitEmpty')}
        </Button>
      </div>
    </form>
  );
}
