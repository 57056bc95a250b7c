import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMerchantConfig } from '../../../shared/config';
import { Button, Icon, Popup } from '../../../shared/ui';

/** Spec §2 welcome-gift modal: title, subtitle, claim (→ deposit) with its tip, close. */
export function WelcomeGiftModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const bonus = useMerchantConfig().payments.firstDepositBonus;
  return (
    <Popup open={open} onClose={onClose} title={t('account.giftTitle')} variant="dialog">
      <div className="auth-gift">
        <span className="auth-gift__icon">
          <Icon name="gift" size={40} />
        </span>
        <p className="auth-gift__sub">
          {bonus.enabled
            ? t('account.giftSubtitle', { percent: bonus.percent })
            : t('account.giftSubtitlePlain')}
        </p>
        <Button
          block
          onClick={() => {
            onClose();
            navigate('/m/voucherCenter');
          }}
        >
          {t('account.giftClaim')}
        </Button>
        <p className="auth-gift__tip">{t('account.giftTip')}</p>
      </div>
    </Popup>
  );
}
