export { HomeAccountEffects } from './home-effects/home-account-effects';
export { AuthPopups } from './auth-popups';
export { LinkedAccounts } from './social/linked-accounts';
