import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

import { PREFERENCES_KEY } from '@core/page-embed';

export { PREFERENCES_KEY };
/** The key the download bar used before preferences existed (spec §3 storage key); read once, then migrated. */
export const LEGACY_HIDE_DOWNLOAD_BAR_KEY = 'hideDownloadBar';

interface Preferences {
  /** Balances show as asterisks everywhere (side menu, member centre, money screens). */
  hideBalance: boolean;
  /** The player hid the home download bar. */
  hideDownloadBar: boolean;
  setHideBalance: (v: boolean) => void;
  setHideDownloadBar: (v: boolean) => void;
}

const legacyHidden = (): boolean => {
  try {
    return localStorage.getItem(LEGACY_HIDE_DOWNLOAD_BAR_KEY) === '1';
  } catch {
    return false;
  }
};

/** Device preferences set from settings (/m/set) and from the widgets themselves; kept across visits. */
export const usePreferences = create<Preferences>()(
  persist(
    (set) => ({
      hideBalance: false,
      hideDownloadBar: legacyHidden(),
      setHideBalance: (hideBalance) => set({ hideBalance }),
      setHideDownloadBar: (hideDownloadBar) => set({ hideDownloadBar }),
    }),
    {
      name: PREFERENCES_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ hideBalance: s.hideBalance, hideDownloadBar: s.hideDownloadBar }),
    },
  ),
);
