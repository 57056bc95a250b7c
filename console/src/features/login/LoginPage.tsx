import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api, errorKey } from '../../shared/api';
import { useSessionStore, type ConsoleUser } from '../../shared/session-store';

export function LoginPage() {
  const { t } = useTranslation();
  const signIn = useSessionStore((s) => s.signIn);
  const login = useMutation({
    mutationFn: (body: { username: string; password: string }) => api<{ token: string; user: ConsoleUser }>('/api/admin/login', { method: 'POST', body }),
    onSuccess: (r) => signIn(r.token, r.user),
  });
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    login.mutate({ username: String(form.get('username')), password: String(form.get('password')) });
  };
  return (
    <form className="login" onSubmit={submit} aria-labelledby="login-title">
      <h1 id="login-title">{t('console.login.title')}</h1>
      <label htmlFor="username">{t('console.login.username')}</label>
      <input id="username" name="username" autoComplete="username" required maxLength={40} />
      <label htmlFor="password">{t('console.login.password')}</label>
      <input id="password" name="password" type="password" autoComplete="current-password" required maxLength={200} />
      <p role="alert" className="error">{login.error ? t(errorKey(login.error)) : ''}</p>
      <button type="submit" className="primary" disabled={login.isPending}>{t('console.login.submit')}</button>
    </form>
  );
}
