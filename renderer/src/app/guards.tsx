import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { RouteAccess } from '../../../core/routes';
import { isMemberSession, useSession } from '../shared/session';

/** Spec §6: guests go to /m/login from member screens; change password needs a real member. */
export function AccessGuard({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const session = useSession();
  if (access === 'member' && !session) return <Navigate to="/m/login" replace />;
  if (access === 'memberOnly' && !isMemberSession(session)) return <Navigate to="/m/home" replace />;
  return <>{children}</>;
}
