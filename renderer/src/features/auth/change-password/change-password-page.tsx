import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useEditingGuard, useMerchantConfig } from '../../../shared/config';
import { useRevalidateOnLanguage } from '../../../shared/i18n';
import { useSessionStore } from '../../../shared/session';
import { Button, Page, Popup, TextField, useApiMutation, useToast } from '../../../shared/ui';
import { changePassword } from '../api/auth-api';
import {
  isSameAsOld,
  validateChange,
  type ChangeErrors,
  type ChangeValues,
} from '../lib/change-password-rules';
import { loadRemembered, saveRemembered } from '../lib/remembered-login';
import { fieldBinder, PasswordField } from '../components/auth-fields';
import { useFieldErrors } from '../lib/use-field-errors';
import '../auth.css';

/** /m/changePsw (member session only, guarded by the route table): spec §2, §4, §5. */
export default function ChangePasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const config = useMerchantConfig();
  const toast = useToast();
  useEditingGuard();
  const session = useSessionStore((s) => s.session);
  const held = useSessionStore((s) => s.heldPassword);
  const askOld = !held;
  const [v, setV] = useState<ChangeValues>({ oldPassword: '', newPassword: '', confirm: '' });
  const [same, setSame] = useState(false);
  const { errors, setErrors, text } = useFieldErrors<ChangeErrors>();
  const validate = (x = v) => validateChange(config.register.fields.password, x, askOld);
  useRevalidateOnLanguage(() => Object.keys(errors).length && setErrors(validate()));
  const set = (k: keyof ChangeValues) => (value: string) => {
    const next = { ...v, [k]: value };
    setV(next);
    // Spec §5: changing the new password revalidates the confirmation.
    if (Object.keys(errors).length) setErrors(validate(next));
  };
  const bind = fieldBinder(
    v,
    (k) => text(errors[k]),
    (k, x) => set(k)(x),
  );
  const change = useApiMutation({
    mutationFn: async ({
      oldPassword,
      newPassword,
      confirm,
    }: {
      oldPassword: string;
      newPassword: string;
      confirm: string;
    }) => {
      await changePassword(oldPassword, newPassword, confirm);
      // Clear the held old password; keep a remembered login in step with the new one.
      useSessionStore.getState().setHeldPassword(undefined);
      const r = await loadRemembered();
      if (r?.type === 'username' && r.password) await saveRemembered({ ...r, password: newPassword });
    },
    onSuccess: () => {
      toast.success(t('account.passwordChanged'));
      setTimeout(() => navigate('/m/home', { replace: true }), config.limits.timings.redirectAfterSuccessMs);
    },
  });
  const submit = (ev: FormEvent) => {
    ev.preventDefault();
    const e = validate();
    setErrors(e);
    if (Object.keys(e).length) return;
    const oldPassword = held ?? v.oldPassword;
    if (isSameAsOld(oldPassword, v.newPassword)) return setSame(true);
    change.mutate({ oldPassword, newPassword: v.newPassword, confirm: v.confirm });
  };
  return (
    <Page title={t('titles.changePsw')} className="auth-page">
      <form className="auth-form auth-card" onSubmit={submit} noValidate>
        <TextField label={t('account.username')} name="username" value={session?.userName ?? ''} readOnly />
        {askOld && (
          <PasswordField
            label={t('account.oldPassword')}
            autoComplete="current-password"
            {...bind('oldPassword')}
          />
        )}
        <PasswordField
          label={t('account.newPassword')}
          autoComplete="new-password"
          {...bind('newPassword')}
          hint={t('account.lengthHint', {
            min: config.register.fields.password.minLength,
            max: config.register.fields.password.maxLength,
          })}
        />
        <PasswordField
          label={t('account.confirmNewPassword')}
          autoComplete="new-password"
          {...bind('confirm')}
        />
        <Button type="submit" block loading={change.isPending}>
          {t('account.changePassword')}
        </Button>
      </form>
      <Popup
        open={same}
        onClose={() => setSame(false)}
        title={t('account.samePasswordTitle')}
        variant="dialog"
      >
        <p className="dialog-text">{t('account.samePassword')}</p>
        <Button block onClick={() => setSame(false)}>
          {t('common.ok')}
        </Button>
      </Popup>
    </Page>
  );
}
