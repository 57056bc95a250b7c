// The player's namespaces of one language, bundled as one chunk (one request on a language pick).
import account from '../../../../locales/vi/account.json';
import common from '../../../../locales/vi/common.json';
import content from '../../../../locales/vi/content.json';
import errors from '../../../../locales/vi/errors.json';
import games from '../../../../locales/vi/games.json';
import home from '../../../../locales/vi/home.json';
import menu from '../../../../locales/vi/menu.json';
import money from '../../../../locales/vi/money.json';
import status from '../../../../locales/vi/status.json';
import titles from '../../../../locales/vi/titles.json';
import validation from '../../../../locales/vi/validation.json';

export default { account, common, content, errors, games, home, menu, money, status, titles, validation };
