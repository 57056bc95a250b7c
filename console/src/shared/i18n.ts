import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import viConsole from '../../../locales/vi/console.json';
import enConsole from '../../../locales/en/console.json';
import viConfig from '../../../locales/vi/config.json';
import enConfig from '../../../locales/en/config.json';
import viErrors from '../../../locales/vi/errors.json';
import enErrors from '../../../locales/en/errors.json';
// The error codes only the console meets (kept out of the player app's first texts).
import viConsoleErrors from '../../../locales/vi/console-errors.json';
import enConsoleErrors from '../../../locales/en/console-errors.json';
import viAgent from '../../../locales/vi/agent.json';
import enAgent from '../../../locales/en/agent.json';
import viCms from '../../../locales/vi/cms.json';
import enCms from '../../../locales/en/cms.json';
import viPublishing from '../../../locales/vi/publishing.json';
import enPublishing from '../../../locales/en/publishing.json';
import viTargeting from '../../../locales/vi/targeting.json';
import enTargeting from '../../../locales/en/targeting.json';
import viReports from '../../../locales/vi/reports.json';
import enReports from '../../../locales/en/reports.json';
// The player site's menu texts: the console names menu entries as players read them (issue 35).
import viMenu from '../../../locales/vi/menu.json';
import enMenu from '../../../locales/en/menu.json';
import viPlayers from '../../../locales/vi/players.json';
import viEnvironments from '../../../locales/vi/environments.json';
import enEnvironments from '../../../locales/en/environments.json';
import enPlayers from '../../../locales/en/players.json';

export const CONSOLE_LANGUAGES = ['vi', 'en'] as const;
export type ConsoleLanguage = (typeof CONSOLE_LANGUAGES)[number];
const STORAGE_KEY = 'console.language';

const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
const initial: ConsoleLanguage = stored === 'en' || stored === 'vi' ? stored : 'vi';

/**
 * The console's one i18next instance. Namespace files are merged into one resource tree so keys
 * read as in the server (`console.save`, `config.errors.pattern`, `errors.FORBIDDEN`).
 */
void i18next.use(initReactI18next).init({
  lng: initial,
  fallbackLng: 'en',
  resources: {
    vi: {
      translation: {
        ...viConsole,
        config: viConfig,
        errors: { ...viErrors, ...viConsoleErrors },
        agent: viAgent,
        cms: viCms,
        publishing: viPublishing,
        targeting: viTargeting,
        reports: viReports,
        menu: viMenu,
        players: viPlayers,
        environments: viEnvironments,
      },
    },
    en: {
      translation: {
        ...enConsole,
        config: enConfig,
        errors: { ...enErrors, ...enConsoleErrors },
        agent: enAgent,
        cms: enCms,
        publishing: enPublishing,
        targeting: enTargeting,
        reports: enReports,
        menu: enMenu,
        players: enPlayers,
        environments: enEnvironments,
      },
    },
  },
  interpolation: { escapeValue: false },
  returnNull: false,
});

export function setConsoleLanguage(lang: ConsoleLanguage): void {
  localStorage.setItem(STORAGE_KEY, lang);
  document.documentElement.lang = lang;
  void i18next.changeLanguage(lang);
}
document.documentElement.lang = initial;

export const i18n = i18next;
