import { useTranslation } from 'react-i18next';
import { Icon } from '../../../shared/ui';
import type { DepositForm } from '../model/use-deposit-form';

/** The first-deposit bonus, shown before paying: the percent, and what this amount earns. */
export function BonusNotice({ form }: { form: DepositForm }) {
  const { t } = useTranslation();
  const rule = form.bonusRule;
  if (!rule?.enabled) return null;
  return (
    <aside
      className={`mn-bonus ${rule.eligible ? '' : 'mn-bonus--used'}`}
      aria-label={t('money.deposit.bonusTitle', { percent: rule.percent })}
    >
      <Icon name="gift" size={22} />
      <div>
        <p className="mn-bonus__title">{t('money.deposit.bonusTitle', { percent: rule.percent })}</p>
        <p className="mn-bonus__text">
          {rule.eligible
            ? form.bonus > 0
              ? t('money.deposit.bonusYouGet', { bonus: form.money.format(form.bonus) })
              : ''
            : t('money.deposit.bonusUsed')}
        </p>
      </div>
    </aside>
  );
}
