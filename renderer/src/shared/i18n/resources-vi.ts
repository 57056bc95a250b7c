// The player's texts of one language a first screen needs (home, the game lists and their popups),
// one chunk. The rest (account, agent, member, safety, social) is resources-vi-more.ts, loaded right
// after (i18n.ts `loadMoreTexts`); a screen that needs it waits for it.
import common from '@locales/vi/common.json';
import content from '@locales/vi/content.json';
import errors from '@locales/vi/errors.json';
import games from '@locales/vi/games.json';
import home from '@locales/vi/home.json';
import menu from '@locales/vi/menu.json';
import money from '@locales/vi/money.json';
import status from '@locales/vi/status.json';
import titles from '@locales/vi/titles.json';
import validation from '@locales/vi/validation.json';

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
