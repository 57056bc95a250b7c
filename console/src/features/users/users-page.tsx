import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { adminQueries } from '../../shared/queries';
import { api, errorKey } from '../../shared/api';
import { useSessionStore, type ConsoleRole } from '../../shared/session-store';

const ROLES: ConsoleRole[] = ['support', 'viewer', 'operator'];
type UserAction = { id: string; username: string; action: 'disable' | 'enable' | 'sessions' };

/** Operators create support and viewer accounts (and other operators), disable them and end their sessions. One status line reports every action. */
export function UsersPage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const me = useSessionStore((s) => s.user);
  const users = useQuery(adminQueries.users());
  const [message, setMessage] = useState<string>();
  const create = useMutation({
    mutationFn: (body: { username: string; password: string; role: ConsoleRole }) =>
      api('/api/admin/users', { method: 'POST', body }),
    onSuccess: async () => {
      setMessage(t('console.users.created'));
      await qc.invalidateQueries({ queryKey: ['users'] });
    },
    onError: (e) => setMessage(t(errorKey(e))),
  });
  const act = useMutation({
    mutationFn: ({ id, action }: UserAction) =>
      action === 'sessions'
        ? api(`/api/admin/users/${id}/sessions`, { method: 'DELETE' })
        : api(`/api/admin/users/${id}/${action}`, { method: 'POST' }),
    onSuccess: async (_r, v) => {
      setMessage(t(`console.users.done.${v.action}`, { name: v.username }));
      await qc.invalidateQueries({ queryKey: ['users'] });
    },
    onError: (e) => setMessage(t(errorKey(e))),
  });
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    create.mutate({
      username: String(f.get('username')),
      password: String(f.get('password')),
      role: String(f.get('role')) as ConsoleRole,
    });
  };
  return (
    <section aria-labelledby="users-title">
      <h1 id="users-title">{t('console.users.title')}</h1>
      <table className="grid" aria-labelledby="users-title">
        <thead>
          <tr>
            <th scope="col">{t('console.login.username')}</th>
            <th scope="col">{t('console.users.role')}</th>
            <th scope="col">{t('console.users.status')}</th>
            <th scope="col">{t('console.users.sessions')}</th>
            <th scope="col">{t('console.users.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {(users.data ?? []).map((u) => (
            <tr key={u.id}>
              <th scope="row">{u.username}</th>
              <td>{t(`console.roles.${u.role}`)}</td>
              <td>{u.disabled ? t('console.users.disabled') : t('console.users.active')}</td>
              <td>{u.sessions ?? 0}</td>
              <td>
                <div className="row-actions">
                  {u.id !== me?.id && (
                    <button
                      type="button"
                      disabled={act.isPending}
                      onClick={() =>
                        act.mutate({
                          id: u.id,
                          username: u.username,
                          action: u.disabled ? 'enable' : 'disable',
                        })
                      }
                      aria-label={t(u.disabled ? 'console.users.enableUser' : 'console.users.disableUser', {
                        name: u.username,
                      })}
                    >
                      {u.disabled ? t('console.users.enable') : t('console.users.disable')}
                    </button>
                  )}
                  <button
                    type="button"
                    disabled={act.isPending || !u.sessions}
                    onClick={() => act.mutate({ id: u.id, username: u.username, action: 'sessions' })}
                    aria-label={t('console.users.endSessionsOf', { name: u.username })}
                  >
                    {t('console.users.endSessions')}
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <form onSubmit={submit} className="inline-form" aria-labelledby="new-user">
        <h2 id="new-user">{t('console.users.new')}</h2>
        <label htmlFor="new-username">{t('console.login.username')}</label>
        <input id="new-username" name="username" required pattern="[A-Za-z0-9._\-]{3,40}" />
        <label htmlFor="new-password">{t('console.login.password')}</label>
        <input
          id="new-password"
          name="password"
          type="password"
          required
          minLength={12}
          maxLength={200}
          autoComplete="new-password"
          aria-describedby="new-password-hint"
        />
        <small id="new-password-hint" className="muted">
          {t('console.users.passwordHint', { min: 12 })}
        </small>
        <label htmlFor="new-role">{t('console.users.role')}</label>
        <select id="new-role" name="role">
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {t(`console.roles.${r}`)}
            </option>
          ))}
        </select>
        <button type="submit" className="primary" disabled={create.isPending}>
          {t('console.users.create')}
        </button>
        <p role="status">{message ?? ''}</p>
      </form>
    </section>
  );
}
