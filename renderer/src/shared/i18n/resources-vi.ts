// The player's texts of one language that the lobby shows (home, the game lists and their popups),
// one chunk, loaded first. The sign-in screens' texts are resources-vi-account.ts, every other
// screen's resources-vi-more.ts (i18n.ts `TEXT_CHUNKS`); a screen that needs them waits for them.
import common from '@locales/vi/common.json';
import errors from '@locales/vi/errors.json';
import games from '@locales/vi/games.json';
import home from '@locales/vi/home.json';
import menu from '@locales/vi/menu.json';
import status from '@locales/vi/status.json';
import titles from '@locales/vi/titles.json';

export default {
  common,
  errors,
  games,
  home,
  menu,
  status,
  titles,
};
