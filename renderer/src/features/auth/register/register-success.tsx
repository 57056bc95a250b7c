import { useTranslation } from 'react-i18next';
import { Button, Icon, Popup, useToast } from '../../../shared/ui';
import { writeClipboard } from '../../../shared/ui/clipboard';

/**
 * Spec §4 register success: a notice; its confirm goes on (deposit / welcome gift, then home). A
 * mobile sign-up reads here, once, the account name the platform made for them, with a copy button,
 * and that the number and password log in too (issue 32).
 */
export function RegisterSuccess({
  open,
  username,
  onConfirm,
}: {
  open: boolean;
  /** The account name the platform chose; none when the player typed one. */
  username?: string;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const copy = () =>
    writeClipboard(username!).then(
      () => toast.success(t('account.usernameCopied')),
      () => toast.error(t('account.copyFailed')),
    );
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
        {username && (
          <div className="auth-success__name">
            <span className="auth-success__label">{t('account.yourUsername')}</span>
            <strong className="auth-success__value" translate="no">
              {username}
            </strong>
            <Button variant="secondary" icon={<Icon name="copy" size={16} />} onClick={copy}>
              {t('account.copyUsername')}
            </Button>
            <p className="auth-success__hint">{t('account.registeredLoginHint')}</p>
          </div>
        )}
        <Button block onClick={onConfirm}>
          {t('common.ok')}
        </Button>
      </div>
    </Popup>
  );
}
