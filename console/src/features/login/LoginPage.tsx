import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, ApiError, errorKey } from '../../shared/api';
import { adminQueries } from '../../shared/queries';
import { useSessionStore, type ConsoleUser } from '../../shared/session-store';

/** The server asks for a captcha (details.captcha) after too many failures for a username. */
const wantsCaptcha = (err: unknown) => err instanceof ApiError && (err.details as { captcha?: unknown } | undefined)?.captcha === true;

export function LoginPage() {
  const { t } = useTranslation();
  const signIn = useSessionStore((s) => s.signIn);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [captchaShown, setCaptchaShown] = useState(false);
  const captcha = useQuery({ ...adminQueries.captcha(), enabled: captchaShown });
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    setBusy(true);
    setError(undefined);
    try {
      const body = { username: String(data.get('username')), password: String(data.get('password')), ...(captchaShown && captcha.data ? { captcha: String(data.get('captcha') ?? ''), captchaId: captcha.data.captchaId } : {}) };
      const r = await api<{ token: string; user: ConsoleUser }>('/api/admin/login', { method: 'POST', body });
      signIn(r.token, r.user);
    } catch (err) {
      setError(t(errorKey(err)));
      if (wantsCaptcha(err)) {
        // A captcha is single use: every refused attempt needs a new one.
        if (captchaShown) void captcha.refetch();
        setCaptchaShown(true);
        const field = form.elements.namedItem('captcha');
        if (field instanceof HTMLInputElement) field.value = '';
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="login" onSubmit={submit} aria-labelledby="login-title">
      <h1 id="login-title">{t('console.login.title')}</h1>
      <label htmlFor="username">{t('console.login.username')}</label>
      <input id="username" name="username" autoComplete="username" required maxLength={40} />
      <label htmlFor="password">{t('console.login.password')}</label>
      <input id="password" name="password" type="password" autoComplete="current-password" required maxLength={200} />
      {captchaShown && (
        <>
          <label htmlFor="captcha">{t('console.login.captcha')}</label>
          <div className="login-captcha">
            <input id="captcha" name="captcha" inputMode="numeric" autoComplete="off" required maxLength={16} />
            <button type="button" onClick={() => void captcha.refetch()} aria-label={t('console.login.captchaRefresh')}>
              {captcha.data ? <img src={captcha.data.image} alt="" width={128} height={48} /> : t('console.login.captchaRefresh')}
            </button>
          </div>
        </>
      )}
      <p role="alert" className="error">{error ?? ''}</p>
      <button type="submit" className="primary" disabled={busy}>{t('console.login.submit')}</button>
    </form>
  );
}
