import { useTranslation } from 'react-i18next';
import { Button, Icon, TextField } from '../../../shared/ui';
import type { DepositForm } from '../model/use-deposit-form';
import { BonusNotice } from './bonus-notice';
import { CHANNEL_ICON } from './channel-icon';
import { PresetAmounts } from './preset-amounts';

/** dep_func base: a channel list, preset chips and the amount field, then one deposit button. */
export function DepositBase({ form }: { form: DepositForm }) {
  const { t } = useTranslation();
  const { channel, money } = form;
  return (
    <form
      className="mn-form mn-card"
      onSubmit={(e) => {
        e.preventDefault();
        void form.submit();
      }}
      noValidate
    >
      <fieldset className="mn-fieldset">
        <legend className="mn-legend">{t('money.deposit.channels')}</legend>
        <div className="mn-channel-list" role="radiogroup" aria-label={t('money.deposit.channels')}>
          {form.channels.map((c) => (
            <button
              key={c.code}
              type="button"
              role="radio"
              aria-checked={c.code === channel?.code}
              className="mn-channel-row"
              onClick={() => form.pickChannel(c.code)}
            >
              <Icon name={CHANNEL_ICON[c.kind] ?? 'deposit'} size={20} />
              <span className="mn-channel-row__name">{c.code}</span>
              <span className="mn-channel-row__kind">{t(`money.deposit.channelKind.${c.kind}`)}</span>
            </button>
          ))}
        </div>
      </fieldset>
      <BonusNotice form={form} />
      <PresetAmounts form={form} groupClass="mn-presets" buttonClass="mn-chip" />
      {channel && (
        <TextField
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
      )}
      {form.amount !== undefined && form.bonus > 0 && (
        <p className="mn-total">
          {t('money.deposit.total')}: <strong>{money.format(form.amount + form.bonus)}</strong>
        </p>
      )}
      <Button type="submit" block loading={form.busy} disabled={!channel}>
        {form.amount !== undefined
          ? t('money.deposit.submit', { amount: money.format(form.amount) })
          : t('money.deposit.submitEmpty')}
      </Button>
    </form>
  );
}
