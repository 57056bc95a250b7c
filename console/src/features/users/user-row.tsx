import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ConsoleRole, type ConsoleUser } from '../../shared/session-store';
import { MailLanguageSelect } from './mail-language-select';
import { PASSWORD_MIN, ROLES, type MailLanguage, type UserAction, type UserRow } from './user-actions';
import { ScopePicker } from '../../shared/ui/scope-picker';

/** One user's row: role, merchants, status, sessions, and what an operator can do to them. */
export function UserRowView({
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
  const [open, setOpen] = useState<'password' | 'merchants' | 'email' | 'delete'>();
  const [email, setEmail] = useState(u.email ?? '');
  const [language, setLanguage] = useState<MailLanguage>(u.language ?? 'vi');
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
        <td>{u.email ?? <span className="muted">{t('console.users.noEmail')}</span>}</td>
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
            <button
              type="button"
              aria-expanded={open === 'email'}
              onClick={() => setOpen(open === 'email' ? undefined : 'email')}
              aria-label={t('console.users.emailOf', who)}
            >
              {t('console.users.email')}
            </button>
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
          <td colSpan={7}>
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
            {open === 'email' && (
              <form
                className="inline-form"
                onSubmit={(e) => {
                  e.preventDefault();
                  act({
                    id: u.id,
                    username: u.username,
                    action: 'email',
                    email: email.trim() || null,
                    language,
                  });
                  setOpen(undefined);
                }}
              >
                <label htmlFor={`email-${u.id}`}>{t('console.users.emailOf', who)}</label>
                <input
                  id={`email-${u.id}`}
                  type="email"
                  maxLength={254}
                  autoComplete="off"
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                />
                <label htmlFor={`mail-lang-${u.id}`}>{t('console.users.mailLanguageOf', who)}</label>
                <MailLanguageSelect id={`mail-lang-${u.id}`} value={language} onChange={setLanguage} />
                <small className="muted">{t('console.users.emailHint')}</small>
                <button
                  type="submit"
                  className="primary"
                  disabled={busy}
                  aria-label={t('console.users.saveEmailOf', who)}
                >
                  {t('console.users.saveEmail')}
                </button>
              </form>
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
