import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { adminQueries } from '../../shared/queries';
import { api, errorKey } from '../../shared/api';
import type { ConsoleRole } from '../../shared/session-store';

const ROLES: ConsoleRole[] = ['support', 'viewer', 'operator'];

/** Operators create support and viewer accounts (and other operators). */
export function UsersPage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const users = useQuery(adminQueries.users());
  const [message, setMessage] = useState<string>();
  const create = useMutation({
    mutationFn: (body: { username: string; password: string; role: ConsoleRole }) => api('/api/admin/users', { method: 'POST', body }),
    onSuccess: async () => {
      setMessage(t('console.users.created'));
      await qc.invalidateQueries({ queryKey: ['users'] });
    },
    onError: (e) => setMessage(t(errorKey(e))),
  });
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    create.mutate({ username: String(f.get('username')), password: String(f.get('password')), role: String(f.get('role')) as ConsoleRole });
  };
  return (
    <section aria-labelledby="users-title">
      <h1 id="users-title">{t('console.users.title')}</h1>
      <ul>{(users.data ?? []).map((u) => <li key={u.id}>{u.username} — {t(`console.roles.${u.role}`)}</li>)}</ul>
      <form onSubmit={submit} className="inline-form" aria-labelledby="new-user">
        <h2 id="new-user">{t('console.users.new')}</h2>
        <label htmlFor="new-username">{t('console.login.username')}</label>
        <input id="new-username" name="username" required pattern="[A-Za-z0-9._\-]{3,40}" />
        <label htmlFor="new-password">{t('console.login.password')}</label>
        <input id="new-password" name="password" type="password" required minLength={12} maxLength={200} autoComplete="new-password" aria-describedby="new-password-hint" />
        <small id="new-password-hint" className="muted">{t('console.users.passwordHint', { min: 12 })}</small>
        <label htmlFor="new-role">{t('console.users.role')}</label>
        <select id="new-role" name="role">{ROLES.map((r) => <option key={r} value={r}>{t(`console.roles.${r}`)}</option>)}</select>
        <button type="submit" className="primary" disabled={create.isPending}>{t('console.users.create')}</button>
        <p role="status">{message ?? ''}</p>
      </form>
    </section>
  );
}
