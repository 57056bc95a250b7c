export {
  useSessionStore,
  useSession,
  useRole,
  getToken,
  isMemberSession,
  SESSION_KEY,
  type SessionInfo,
} from './session-store';
export { logout, AUTO_LOGIN_KEY } from './logout';
export { useLogoutConfirm } from './logout-confirm-store';
