import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api';
import { useMerchantConfig } from '../../../shared/config';
import { useSessionStore } from '../../../shared/session';
import { useToast } from '../../../shared/ui';
import type { LoginResult } from '../api/auth-api';

/**
 * Signs the player in with a login, register or reset answer. `password` (none after an SMS login)
 * is held for change password; a reset answer's first-login flag is not taken (`firstTime` false).
 */
export function signInWith(
  r: LoginResult,
  merchantCode: string,
  password: string | undefined,
  firstTime = true,
) {
  useSessionStore.getState().signIn(
    {
      token: r.token,
      userName: r.userName,
      type: r.type,
      ...(firstTime ? { firstTimeLogin: r.firstTimeLogin } : {}),
      merchantCode,
      hasPassword: !!password,
    },
    password,
  );
}

/** After a password reset (by phone or mail) the platform logs the player in with the new password (spec §4). */
export function useResetDone(onDone: () => void) {
  const { t } = useTranslation();
  const config = useMerchantConfig();
  const toast = useToast();
  return (r: LoginResult, newPassword: string) => {
    signInWith(r, config.code, newPassword, false);
    toast.success(t('account.resetDone'));
    onDone();
  };
}

/** What a refused reset clears: the new password when it equals the old one, else the code. */
export const clearedAfterReset = (err: unknown): 'password' | 'code' =>
  isApiError(err) && err.code === 'SAME_PASSWORD' ? 'password' : 'code';
