export { usePreferences, PREFERENCES_KEY, LEGACY_HIDE_DOWNLOAD_BAR_KEY } from './preferences-store';
