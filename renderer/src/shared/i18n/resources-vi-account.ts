// The player's texts of one language that the sign-in screens show besides the lobby's (login,
// forgot password, social sign-in, change password): i18n.ts `TEXT_CHUNKS.account`.
import account from '@locales/vi/account.json';
import social from '@locales/vi/social.json';
import validation from '@locales/vi/validation.json';

export default {
  account,
  social,
  validation,
};
