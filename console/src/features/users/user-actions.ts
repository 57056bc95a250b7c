import { api } from '../../shared/api';
import { type ConsoleRole, type ConsoleUser } from '../../shared/session-store';

/** The console's users: roles, the password rule, and what an operator may do to a user. */
export const ROLES: ConsoleRole[] = ['support', 'viewer', 'operator'];
export const PASSWORD_MIN = 12;
export type UserRow = ConsoleUser & { disabled?: boolean; sessions?: number };
export type UserAction =
  | { id: string; username: string; action: 'disable' | 'enable' | 'sessions' | 'delete' }
  | { id: string; username: string; action: 'password'; password: string }
  | { id: string; username: string; action: 'role'; role: ConsoleRole }
  | { id: string; username: string; action: 'merchants'; merchants: string[] | null };

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
    default:
      return api(`${base}/${a.action}`, { method: 'POST' });
  }
}
