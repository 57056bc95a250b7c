import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { adminQueries } from '../../shared/queries';
import { api, errorKey } from '../../shared/api';
import { useSessionStore, type ConsoleRole, type ConsoleUser } from '../../shared/session-store';

const ROLES: ConsoleRole[] = ['support', 'viewer', 'operator'];
const PASSWORD_MIN = 12;
type UserRow = ConsoleUser & { disabled?: boolean; sessions?: number };
type UserAction =
  | { id: string; username: string; action: 'disable' | 'enable' | 'sessions' | 'delete' }
  | { id: string; username: string; action: 'password'; password: string }
  | { id: string; username: string; action: 'role'; role: ConsoleRole }
  | { id: string; username: string; action: 'merchants'; merchants: string[] | null };

function send(a: UserAction) {
  const base = `/api/admin/users/${a.id}`;
  switch (a.action) {
    case 'sessions':
      return api(`${base}/sessions`, { method: 'DELETE' });
    case 'delete':
      return api(base, { method: 'DELETE' });
    case 'password':
      return api(`${base}/password`, { method: 'POST', body: { password: a.password } });
    case 'role':
      return api(base, { method: 'PATCH', body: { role: a.role } });
    case 'merchants':
      return api(base, { method: 'PATCH', body: { merchants: a.merchants } });
    default:
      return api(`${base}/${a.action}`, { method: 'POST' });
  }
}

/** The merchants a user may touch: every one, or the ones ticked. */
function ScopePicker({
  idPrefix,
  value,
  choices,
  allowAll,
  onChange,
}: {
  idPrefix: string;
  value: string[] | null;
  choices: readonly { code: string; name: string }[];
  allowAll: boolean;
  onChange(v: string[] | null): void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="scope">
      <legend>{t('console.users.merchants')}</legend>
      {allowAll && (
        <label htmlFor={`${idPrefix}-all`}>
          <input
            id={`${idPrefix}-all`}
            type="checkbox"
            checked={value === null}
            onChange={(e) => onChange(e.target.checked ? null : choices.map((c) => c.code))}
          />{' '}
          {t('console.users.allMerchants')}
        </label>
      )}
      {value !== null &&
        choices.map((m) => (
          <label key={m.code} htmlFor={`${idPrefix}-${m.code}`}>
            <input
              id={`${idPrefix}-${m.code}`}
              type="checkbox"
              checked={value.includes(m.code)}
              onChange={(e) =>
                onChange(e.target.checked ? [...value, m.code] : value.filter((c) => c !== m.code))
              }
            />{' '}
            {m.name} <code>{m.code}</code>
          </label>
        ))}
    </fieldset>
  );
}

/** One user's row: role, merchants, status, sessions, and what an operator can do to them. */
function UserRowView({
  u,
  me,
  busy,
  merchants,
  act,
}: {
  u: UserRow;
  me?: ConsoleUser;
  busy: boolean;
  merchants: readonly { code: string; name: string }[];
  act(a: UserAction): void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<'password' | 'merchants' | 'delete'>();
  const [password, setPassword] = useState('');
  const [scope, setScope] = useState<string[] | null>(u.merchants ?? null);
  const self = u.id === me?.id;
  const who = { name: u.username };
  return (
    <>
      <tr>
        <th scope="row">
          {u.username}
          {self && <span className="muted"> {t('console.users.you')}</span>}
        </th>
        <td>
          <select
            aria-label={t('console.users.roleOf', who)}
            value={u.role}
            disabled={busy || self}
            onChange={(e) =>
              act({ id: u.id, username: u.username, action: 'role', role: e.target.value as ConsoleRole })
            }
          >
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`console.roles.${r}`)}
              </option>
            ))}
          </select>
        </td>
        <td>{u.merchants ? u.merchants.join(', ') : t('console.users.allMerchants')}</td>
        <td>{u.disabled ? t('console.users.disabled') : t('console.users.active')}</td>
        <td>{u.sessions ?? 0}</td>
        <td>
          <div className="row-actions">
            {!self && (
              <button
                type="button"
                disabled={busy}
                onClick={() =>
                  act({ id: u.id, username: u.username, action: u.disabled ? 'enable' : 'disable' })
                }
                aria-label={t(u.disabled ? 'console.users.enableUser' : 'console.users.disableUser', who)}
              >
                {u.disabled ? t('console.users.enable') : t('console.users.disable')}
              </button>
            )}
            <button
              type="button"
              disabled={busy || !u.sessions}
              onClick={() => act({ id: u.id, username: u.username, action: 'sessions' })}
              aria-label={t('console.users.endSessionsOf', who)}
            >
              {t('console.users.endSessions')}
            </button>
            <button
              type="button"
              aria-expanded={open === 'password'}
              onClick={() => setOpen(open === 'password' ? undefined : 'password')}
              aria-label={t('console.users.resetOf', who)}
            >
              {t('console.users.reset')}
            </button>
            {!self && (
              <button
                type="button"
                aria-expanded={open === 'merchants'}
                onClick={() => setOpen(open === 'merchants' ? undefined : 'merchants')}
                aria-label={t('console.users.merchantsOf', who)}
              >
                {t('console.users.merchants')}
              </button>
            )}
            {!self && (
              <button
                type="button"
                className="danger"
                aria-expanded={open === 'delete'}
                onClick={() => setOpen(open === 'delete' ? undefined : 'delete')}
                aria-label={t('console.users.deleteOf', who)}
              >
                {t('console.users.delete')}
              </button>
            )}
          </div>
        </td>
      </tr>
      {open && (
        <tr className="row-panel">
          <td colSpan={6}>
            {open === 'password' && (
              <form
                className="inline-form"
                onSubmit={(e) => {
                  e.preventDefault();
                  act({ id: u.id, username: u.username, action: 'password', password });
                  setPassword('');
                  setOpen(undefined);
                }}
              >
                <label htmlFor={`pw-${u.id}`}>{t('console.users.newPasswordFor', who)}</label>
                <input
                  id={`pw-${u.id}`}
                  type="password"
                  autoComplete="new-password"
                  required
                  minLength={PASSWORD_MIN}
                  maxLength={200}
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
                <small className="muted">{t('console.users.resetHint', { min: PASSWORD_MIN })}</small>
                <button type="submit" className="primary" disabled={busy}>
                  {t('console.users.setPassword')}
                </button>
              </form>
            )}
            {open === 'merchants' && (
              <div className="inline-form">
                <ScopePicker
                  idPrefix={`scope-${u.id}`}
                  value={scope}
                  choices={merchants}
                  allowAll={!me?.merchants}
                  onChange={setScope}
                />
                <button
                  type="button"
                  className="primary"
                  disabled={busy || (scope !== null && scope.length === 0)}
                  onClick={() => {
                    act({ id: u.id, username: u.username, action: 'merchants', merchants: scope });
                    setOpen(undefined);
                  }}
                >
                  {t('console.users.saveMerchants')}
                </button>
              </div>
            )}
            {open === 'delete' && (
              <div className="inline-form">
                <p>{t('console.users.deleteConfirm', who)}</p>
                <button
                  type="button"
                  className="primary danger"
                  disabled={busy}
                  onClick={() => {
                    act({ id: u.id, username: u.username, action: 'delete' });
                    setOpen(undefined);
                  }}
                >
                  {t('console.users.deleteNow', who)}
                </button>
                <button type="button" onClick={() => setOpen(undefined)}>
                  {t('console.actions.cancel')}
                </button>
              </div>
            )}
          </td>
        </tr>
      )}
    </>
  );
}

/**
 * Operators create console users (support, viewer, operator; every merchant or some), change their
 * role and merchants, reset their password, disable, end their sessions and delete them. One status
 * line reports every action.
 */
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
    mutationFn: (body: { username: string; password: string; role: ConsoleRole; merchants?: string[] }) =>
      api('/api/admin/users', { method: 'POST', body }),
    onError: (e) => setMessage(t(errorKey(e))),
  });
  const act = useMutation({
    mutationFn: send,
    onSuccess: async (_r, v) => {
      setMessage(t(`console.users.done.${v.action}`, { name: v.username }));
      await qc.invalidateQueries({ queryKey: ['users'] });
    },
    onError: (e) => setMessage(t(errorKey(e))),
  });
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const f = new FormData(form);
    const username = String(f.get('username'));
    create.mutate(
      {
        username,
        password: String(f.get('password')),
        role: String(f.get('role')) as ConsoleRole,
        ...(scope ? { merchants: scope } : {}),
      },
      {
        onSuccess: async () => {
          // The form is empty again: the next user starts from nothing (no name or password left over).
          form.reset();
          setScope(me?.merchants ?? null);
          setMessage(t('console.users.createdNamed', { name: username }));
          await qc.invalidateQueries({ queryKey: ['users'] });
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
    </section>
  );
}
