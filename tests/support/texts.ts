/**
 * The server's translator for unit tests outside locales' importers (core/ may not import locales/,
 * docs/architecture.md; its tests read the texts through the shared test support).
 */
export { t } from '../../locales/node';
