import { useTranslation } from 'react-i18next';
import type { DepositForm } from '../model/use-deposit-form';
import { BonusNotice } from './bonus-notice';
import { ChannelRadios, DepositAmountField, DepositFormFrame, DepositSubmit } from './deposit-parts';
import { PresetAmounts } from './preset-amounts';

/** dep_func base: a channel list, preset chips and the amount field, then one deposit button. */
export function DepositBase({ form }: { form: DepositForm }) {
  const { t } = useTranslation();
  const { money } = form;
  return (
    <DepositFormFrame form={form} className="mn-form mn-card">
      <fieldset className="mn-fieldset">
        <legend className="mn-legend">{t('money.deposit.channels')}</legend>
        <ChannelRadios form={form} look="row" />
      </fieldset>
      <BonusNotice form={form} />
      <PresetAmounts form={form} groupClass="mn-presets" buttonClass="mn-chip" />
      <DepositAmountField form={form} />
      {form.amount !== undefined && form.bonus > 0 && (
        <p className="mn-total">
          {t('money.deposit.total')}: <strong>{money.format(form.amount + form.bonus)}</strong>
        </p>
      )}
      <DepositSubmit form={form} block />
    </DepositFormFrame>
  );
}
