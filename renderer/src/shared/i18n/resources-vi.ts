// The player's namespaces of one language, bundled as one chunk (one request on a language pick).
import account from '@locales/vi/account.json';
import agent from '@locales/vi/agent.json';
import common from '@locales/vi/common.json';
import content from '@locales/vi/content.json';
import errors from '@locales/vi/errors.json';
import games from '@locales/vi/games.json';
import home from '@locales/vi/home.json';
import member from '@locales/vi/member.json';
import menu from '@locales/vi/menu.json';
import money from '@locales/vi/money.json';
import safety from '@locales/vi/safety.json';
import social from '@locales/vi/social.json';
import status from '@locales/vi/status.json';
import titles from '@locales/vi/titles.json';
import validation from '@locales/vi/validation.json';

export default {
  account,
  agent,
  common,
  content,
  errors,
  games,
  home,
  member,
  menu,
  money,
  safety,
  social,
  status,
  titles,
  validation,
};
