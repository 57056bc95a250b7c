import { useTranslation } from 'react-i18next';
import type { DepositForm } from '../model/use-deposit-form';
import { BonusNotice } from './bonus-notice';
import { ChannelRadios, DepositAmountField, DepositFormFrame, DepositSubmit } from './deposit-parts';
import { PresetAmounts } from './preset-amounts';

/** dep_func new: channel cards, a large amount, a preset grid and a pay bar with the total. */
export function DepositNew({ form }: { form: DepositForm }) {
  const { t } = useTranslation();
  const { channel, money } = form;
  return (
    <DepositFormFrame form={form} className="mn-form mn-form--new">
      <ChannelRadios form={form} look="card" />
      <BonusNotice form={form} />
      {channel && (
        <div className="mn-card">
          <DepositAmountField form={form} className="mn-amount-big" />
          <PresetAmounts form={form} groupClass="mn-preset-grid" buttonClass="mn-preset" />
        </div>
      )}
      <div className="mn-paybar">
        <div className="mn-paybar__sum">
          <span>{t('money.deposit.total')}</span>
          <strong>{form.amount !== undefined ? money.format(form.amount + form.bonus) : '—'}</strong>
        </div>
        <DepositSubmit form={form} />
      </div>
    </DepositFormFrame>
  );
}
