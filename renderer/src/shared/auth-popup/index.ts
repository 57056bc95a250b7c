export { useAuthPopup, type AuthPopup } from './auth-popup-store';
