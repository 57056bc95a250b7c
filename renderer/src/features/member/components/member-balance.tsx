import { useTranslation } from 'react-i18next';
import { BalanceControls } from '../../../shared/ui/balance';

/** The member centre's balance: the shared balance widget under its label. */
export function MemberBalance({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={`mb-balance ${className}`}>
      <span className="mb-balance__label">{t('member.centre.balance')}</span>
      <span className="mb-balance__row">
        <BalanceControls
          label={t('member.centre.balance')}
          amountClass="mb-balance__amount"
          buttonClass="mb-mini-btn"
          iconSize={18}
          testId="member-balance"
        />
      </span>
    </div>
  );
}
