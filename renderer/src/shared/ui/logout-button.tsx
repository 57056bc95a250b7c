import { useTranslation } from 'react-i18next';
import { useLogoutConfirm } from '../session';
import { Button } from './button';
import { Icon } from './icons';

/** "Sign out" (spec §2 side menu, member centre, settings): asks first (the logout dialog). */
export function LogoutButton({ className }: { className: string }) {
  const { t } = useTranslation();
  const askLogout = useLogoutConfirm((s) => s.ask);
  return (
    <Button
      variant="ghost"
      block
      icon={<Icon name="logout" size={18} />}
      onClick={askLogout}
      className={className}
    >
      {t('common.logout')}
    </Button>
  );
}
