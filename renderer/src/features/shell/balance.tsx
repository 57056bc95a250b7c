import { useTranslation } from 'react-i18next';
import { Icon } from '../../shared/ui';
import { BalanceControls } from '../../shared/ui/balance';

/** Spec §2 balance widget in the header and the side menu; `compact` leaves out the hide toggle. */
export function Balance({ compact }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={`shell-balance ${compact ? 'shell-balance--compact' : ''}`}>
      <Icon name="wallet" size={16} />
      <BalanceControls
        label={t('menu.balance')}
        amountClass="shell-balance__amount"
        buttonClass="shell-mini-btn"
        iconSize={16}
        withHide={!compact}
      />
    </span>
  );
}
