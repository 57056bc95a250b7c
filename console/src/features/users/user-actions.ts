import { api } from '../../shared/api';
import { type ConsoleRole, type ConsoleUser } from '../../shared/session-store';

/** The console's users: roles, the password rule, and what an operator may do to a user. */
export const ROLES: ConsoleRole[] = ['support', 'viewer', 'operator'];
export const PASSWORD_MIN = 12;
export type UserRow = ConsoleUser & {
  disabled?: boolean;
  sessions?: number;
  email?: string;
  language?: MailLanguage;
};
/** The languages a console user's mails can be written in (vi when none is set). */
export const MAIL_LANGUAGES = ['vi', 'en'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];
export type UserAction =
  | { id: string; username: string; action: 'disable' | 'enable' | 'sessions' | 'delete' }
  | { id: string; username: string; action: 'password'; password: string }
  | { id: string; username: string; action: 'role'; role: ConsoleRole }
  | { id: string; username: string; action: 'merchants'; merchants: string[] | null }
  | { id: string; username: string; action: 'email'; email: string | null; language: MailLanguage };

export function send(a: UserAction) {
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
    case 'email':
      return api(base, { method: 'PATCH', body: { email: a.email, language: a.language } });
    default:
      return api(`${base}/${a.action}`, { method: 'POST' });
  }
}
