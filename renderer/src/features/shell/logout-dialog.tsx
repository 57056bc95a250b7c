import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { logout } from '../../shared/session';
import { Button, Popup, useMenuState } from '../../shared/ui';
import { useLogoutConfirm } from '../../shared/session';

/** Spec §4 logout: confirm, loading, clear everything, home. */
export function LogoutDialog() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = useLogoutConfirm((s) => s.open);
  const cancel = useLogoutConfirm((s) => s.cancel);
  // logout() never fails: a server error still clears the session on this device (spec §4).
  const out = useMutation({
    mutationFn: logout,
    onSettled: () => {
      cancel();
      useMenuState.getState().close();
      navigate('/m/home');
    },
  });
  return (
    <Popup open={open} onClose={cancel} title={t('common.logoutTitle')} variant="dialog">
      <p className="dialog-text">{t('common.logoutConfirm')}</p>
      <div className="dialog-actions">
        <Button variant="secondary" onClick={cancel}>
          {t('common.cancel')}
        </Button>
        <Button onClick={() => out.mutate()} loading={out.isPending}>
          {t('common.logout')}
        </Button>
      </div>
    </Popup>
  );
}
