export {
  useSessionStore,
  useSession,
  useRole,
  getToken,
  isMemberSession,
  SESSION_KEY,
  type SessionInfo,
} from './session-store';
export { logout, endSession, AUTO_LOGIN_KEY } from './logout';
export { useLogoutConfirm } from './logout-confirm-store';
