import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { adminQueries } from '../../shared/queries';
import { api, errorKey } from '../../shared/api';
import { useSessionStore, type ConsoleRole } from '../../shared/session-store';
import { queryKeys } from '../../shared/query-keys';
import { PASSWORD_MIN, ROLES, send, type MailLanguage } from './user-actions';
import { MailLanguageSelect } from './mail-language-select';
import { ScopePicker } from '../../shared/ui/scope-picker';
import { UserRowView } from './user-row';
import { RolesGuide } from './roles-guide';

export function UsersPage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const me = useSessionStore((s) => s.user);
  const users = useQuery(adminQueries.users());
  const merchantList = useQuery(adminQueries.merchants());
  const merchants = (merchantList.data ?? []).map((m) => ({ code: m.code, name: m.name }));
  const [message, setMessage] = useState<string>();
  const [scope, setScope] = useState<string[] | null>(me?.merchants ?? null);
  const create = useMutation({
    mutationFn: (body: {
      username: string;
      password: string;
      role: ConsoleRole;
      merchants?: string[];
      email?: string;
      language?: MailLanguage;
    }) => api('/api/admin/users', { method: 'POST', body }),
    onError: (e) => setMessage(t(errorKey(e))),
  });
  const act = useMutation({
    mutationFn: send,
    onSuccess: async (_r, v) => {
      setMessage(t(`console.users.done.${v.action}`, { name: v.username }));
      await qc.invalidateQueries({ queryKey: queryKeys.users.all });
    },
    onError: (e) => setMessage(t(errorKey(e))),
  });
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const f = new FormData(form);
    const username = String(f.get('username'));
    const email = String(f.get('email') ?? '').trim();
    create.mutate(
      {
        username,
        password: String(f.get('password')),
        role: String(f.get('role')) as ConsoleRole,
        ...(scope ? { merchants: scope } : {}),
        ...(email ? { email } : {}),
        language: String(f.get('language')) as MailLanguage,
      },
      {
        onSuccess: async () => {
          // The form is empty again: the next user starts from nothing (no name or password left over).
          form.reset();
          setScope(me?.merchants ?? null);
          setMessage(t('console.users.createdNamed', { name: username }));
          await qc.invalidateQueries({ queryKey: queryKeys.users.all });
        },
      },
    );
  };
  return (
    <section aria-labelledby="users-title">
      <h1 id="users-title">{t('console.users.title')}</h1>
      <table className="grid users" aria-labelledby="users-title">
        <thead>
          <tr>
            <th scope="col">{t('console.login.username')}</th>
            <th scope="col">{t('console.users.role')}</th>
            <th scope="col">{t('console.users.merchants')}</th>
            <th scope="col">{t('console.users.email')}</th>
            <th scope="col">{t('console.users.status')}</th>
            <th scope="col">{t('console.users.sessions')}</th>
            <th scope="col">{t('console.users.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {(users.data ?? []).map((u) => (
            <UserRowView
              key={u.id}
              u={u}
              me={me}
              busy={act.isPending}
              merchants={merchants}
              act={(a) => act.mutate(a)}
            />
          ))}
        </tbody>
      </table>
      <p role="status" className="notice-line">
        {message ?? ''}
      </p>
      <form onSubmit={submit} className="inline-form new-user" aria-labelledby="new-user">
        <h2 id="new-user">{t('console.users.new')}</h2>
        <label htmlFor="new-username">{t('console.login.username')}</label>
        <input
          id="new-username"
          name="username"
          required
          pattern="[A-Za-z0-9._\-]{3,40}"
          autoComplete="off"
        />
        <label htmlFor="new-password">{t('console.login.password')}</label>
        <input
          id="new-password"
          name="password"
          type="password"
          required
          minLength={PASSWORD_MIN}
          maxLength={200}
          autoComplete="new-password"
          aria-describedby="new-password-hint"
        />
        <small id="new-password-hint" className="muted">
          {t('console.users.passwordHint', { min: PASSWORD_MIN })}
        </small>
        <label htmlFor="new-role">{t('console.users.role')}</label>
        <select id="new-role" name="role">
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {t(`console.roles.${r}`)}
            </option>
          ))}
        </select>
        <label htmlFor="new-email">{t('console.users.email')}</label>
        <input
          id="new-email"
          name="email"
          type="email"
          maxLength={254}
          autoComplete="off"
          aria-describedby="new-email-hint"
        />
        <small id="new-email-hint" className="muted">
          {t('console.users.emailHint')}
        </small>
        <label htmlFor="new-language">{t('console.users.mailLanguage')}</label>
        <MailLanguageSelect id="new-language" name="language" defaultValue="vi" />
        <ScopePicker
          idPrefix="new-scope"
          value={scope}
          choices={merchants}
          allowAll={!me?.merchants}
          onChange={setScope}
        />
        <button
          type="submit"
          className="primary"
          disabled={create.isPending || (scope !== null && scope.length === 0)}
        >
          {t('console.users.create')}
        </button>
      </form>
      <RolesGuide />
    </section>
  );
}
