import { create } from 'zustand';
import { pickLanguage } from '@core/i18n/language';
import type { LanguageCode, MerchantConfig } from '@schemas';
import { switchI18nLanguage } from './i18n';

/** Spec §3 local-storage key of the chosen language. */
export const LANGUAGE_KEY = 'language';

interface LanguageState {
  language: LanguageCode;
  set: (l: LanguageCode) => void;
}
export const useLanguageStore = create<LanguageState>((set) => ({
  language: 'vi',
  set: (language) => set({ language }),
}));
export const useLanguage = () => useLanguageStore((s) => s.language);
export const getLanguage = () => useLanguageStore.getState().language;

/**
 * A support preview renders the language its link says (the merchant default, or the override),
 * and never reads or writes the player's stored choice: the console's preview frames share one
 * origin, and a language picked in one merchant's preview must not carry over to the next.
 */
let persist = true;
export const setLanguagePersistence = (on: boolean) => {
  persist = on;
};

const readStored = (): string | null => {
  if (!persist) return null;
  try {
    return localStorage.getItem(LANGUAGE_KEY);
  } catch {
    return null;
  }
};

/** Language at start-up: the stored choice if the merchant offers it, else the merchant default. */
export const initialLanguage = (
  config: Pick<MerchantConfig, 'languages' | 'defaultLanguage'>,
): LanguageCode => pickLanguage(readStored(), config);

/** Applies a language everywhere the spec says (§4): page lang, storage, i18next (dates take the language as an argument: @core/dates). */
export async function applyLanguage(code: LanguageCode): Promise<boolean> {
  const changed = code !== getLanguage();
  document.documentElement.lang = code.toLowerCase();
  try {
    if (persist) localStorage.setItem(LANGUAGE_KEY, code);
  } catch {
    // private mode: the choice lasts for this page only
  }
  await switchI18nLanguage(code);
  // Publish only when changed (spec §4), so listeners (validation, vendor lists) do not churn.
  if (changed) useLanguageStore.getState().set(code);
  return changed;
}

/** Picks a language from the merchant's list (spec §4: match the supported list first). */
export const changeLanguage = (
  wanted: string,
  config: Pick<MerchantConfig, 'languages' | 'defaultLanguage'>,
) => applyLanguage(pickLanguage(wanted, config));
