// The player's namespaces of one language, bundled as one chunk (one request on a language pick).
import account from '@locales/en/account.json';
import agent from '@locales/en/agent.json';
import common from '@locales/en/common.json';
import content from '@locales/en/content.json';
import errors from '@locales/en/errors.json';
import games from '@locales/en/games.json';
import home from '@locales/en/home.json';
import member from '@locales/en/member.json';
import menu from '@locales/en/menu.json';
import money from '@locales/en/money.json';
import safety from '@locales/en/safety.json';
import social from '@locales/en/social.json';
import status from '@locales/en/status.json';
import titles from '@locales/en/titles.json';
import validation from '@locales/en/validation.json';

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
