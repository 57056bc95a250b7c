import { useTranslation } from 'react-i18next';
import { Button, Icon, Popup } from '../../../shared/ui';

/** Spec §4 register success: a notice; its confirm goes on (deposit / welcome gift, then home). */
export function RegisterSuccess({ open, onConfirm }: { open: boolean; onConfirm: () => void }) {
  const { t } = useTranslation();
  return (
    <Popup
      open={open}
      onClose={onConfirm}
      title={t('account.registerSuccessTitle')}
      variant="dialog"
      closeOnOverlay={false}
    >
      <div className="auth-success">
        <span className="auth-success__icon">
          <Icon name="check" size={32} />
        </span>
        <p>{t('account.registerSuccessText')}</p>
        <Button block onClick={onConfirm}>
          {t('common.ok')}
        </Button>
      </div>
    </Popup>
  );
}
