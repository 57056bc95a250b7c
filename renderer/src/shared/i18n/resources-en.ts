// The player's namespaces of one language, bundled as one chunk (one request on a language pick).
import account from '../../../../locales/en/account.json';
import common from '../../../../locales/en/common.json';
import content from '../../../../locales/en/content.json';
import errors from '../../../../locales/en/errors.json';
import games from '../../../../locales/en/games.json';
import home from '../../../../locales/en/home.json';
import menu from '../../../../locales/en/menu.json';
import money from '../../../../locales/en/money.json';
import status from '../../../../locales/en/status.json';
import titles from '../../../../locales/en/titles.json';
import validation from '../../../../locales/en/validation.json';

export default { account, common, content, errors, games, home, menu, money, status, titles, validation };
