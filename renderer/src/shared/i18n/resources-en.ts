// The player's texts of one language a first screen needs (home, the game lists and their popups),
// one chunk. The rest (account, agent, member, safety, social) is resources-en-more.ts, loaded right
// after (i18n.ts `loadMoreTexts`); a screen that needs it waits for it.
import common from '@locales/en/common.json';
import content from '@locales/en/content.json';
import errors from '@locales/en/errors.json';
import games from '@locales/en/games.json';
import home from '@locales/en/home.json';
import menu from '@locales/en/menu.json';
import money from '@locales/en/money.json';
import status from '@locales/en/status.json';
import titles from '@locales/en/titles.json';
import validation from '@locales/en/validation.json';

export default {
  common,
  content,
  errors,
  games,
  home,
  menu,
  money,
  status,
  titles,
  validation,
};
