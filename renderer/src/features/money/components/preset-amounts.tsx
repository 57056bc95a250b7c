import { useTranslation } from 'react-i18next';
import type { DepositForm } from '../model/use-deposit-form';

/** The channel's preset amounts as pressable buttons; each template styles the group and its buttons. */
export function PresetAmounts({
  form,
  groupClass,
  buttonClass,
}: {
  form: DepositForm;
  groupClass: string;
  buttonClass: string;
}) {
  const { t } = useTranslation();
  const { channel, money } = form;
  if (!channel || channel.presets.length === 0) return null;
  return (
    <div className={groupClass} role="group" aria-label={t('money.deposit.presets')}>
      {channel.presets.map((p) => (
        <button
          key={p}
          type="button"
          className={buttonClass}
          aria-pressed={form.amount === p}
          onClick={() => form.pickAmount(p)}
        >
          {money.format(p)}
        </button>
      ))}
    </div>
  );
}
