import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api, errorKey } from '../../shared/api';
import { useSessionStore, type ConsoleUser } from '../../shared/session-store';

export function LoginPage() {
  const { t } = useTranslation();
  const signIn = useSessionStore((s) => s.signIn);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setBusy(true);
    setError(undefined);
    try {
      const r = await api<{ token: string; user: ConsoleUser }>('/api/admin/login', { method: 'POST', body: { username: String(form.get('username')), password: String(form.get('password')) } });
      signIn(r.token, r.user);
    } catch (err) {
      setError(t(errorKey(err)));
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
      <p role="alert" className="error">{error ?? ''}</p>
      <button type="submit" className="primary" disabled={busy}>{t('console.login.submit')}</button>
    </form>
  );
}
