// The player's texts of one language that the lobby shows (home, the game lists and their popups),
// one chunk, loaded first. The sign-in screens' texts are resources-en-account.ts, every other
// screen's resources-en-more.ts (i18n.ts `TEXT_CHUNKS`); a screen that needs them waits for them.
import common from '@locales/en/common.json';
import errors from '@locales/en/errors.json';
import games from '@locales/en/games.json';
import home from '@locales/en/home.json';
import menu from '@locales/en/menu.json';
import status from '@locales/en/status.json';
import titles from '@locales/en/titles.json';

export default {
  common,
  errors,
  games,
  home,
  menu,
  status,
  titles,
};
