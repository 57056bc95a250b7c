export { useAuthPopup, type AuthPopup } from './auth-popup-store';
export { useOpenAuth } from './use-open-auth';
