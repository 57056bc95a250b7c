export { HomeAccountEffects } from './home-effects/home-account-effects';
export { AuthPopups } from './auth-popups';
