import { create } from 'zustand';
import type { MerchantConfig } from '@schemas';
import { loadLastGood, readEmbedded, saveLastGood, type EmbeddedConfig } from './embedded';

interface ConfigState {
  /** The config screens render with. */
  current: EmbeddedConfig;
  /** A newer config received while a form was being filled in; applied at the next screen. */
  pending?: EmbeddedConfig;
  /** Forms register while the player types, so a live change waits for the next screen. */
  editing: number;
  receive: (next: EmbeddedConfig) => void;
  applyPending: () => void;
  beginEditing: () => () => void;
}

function initial(): EmbeddedConfig {
  const embedded = readEmbedded() ?? loadLastGood();
  if (!embedded) throw new Error('merchant config missing');
  saveLastGood(embedded);
  return embedded;
}

export const useConfigStore = create<ConfigState>((set, get) => ({
  current: initial(),
  editing: 0,
  receive: (next) => {
    if (next.etag === get().current.etag) return;
    const withPreview = { ...next, preview: get().current.preview };
    saveLastGood(withPreview);
    if (get().editing > 0) set({ pending: withPreview });
    else set({ current: withPreview, pending: undefined });
  },
  applyPending: () => {
    const { pending } = get();
    if (pending) set({ current: pending, pending: undefined });
  },
  beginEditing: () => {
    set((s) => ({ editing: s.editing + 1 }));
    let done = false;
    return () => {
      if (done) return;
      done = true;
      set((s) => ({ editing: Math.max(0, s.editing - 1) }));
    };
  },
}));

/** The merchant config (typed, defaults filled by the server's Ajv). */
export const useMerchantConfig = (): MerchantConfig => useConfigStore((s) => s.current.config);
/**
 * The promotion of a content preview link when the page shows promotion `id` (issue 11): in the
 * reader's language, else the one it is written in. Undefined on every ordinary page.
 */
export function usePreviewPromotion(id: number | null, language: string) {
  const byLang = useConfigStore((s) => s.current.previewPromotion);
  if (!byLang || id === null) return undefined;
  const promo = (language.startsWith('vi') ? byLang.vi : byLang.en) ?? byLang.vi ?? byLang.en;
  return promo?.id === id ? promo : undefined;
}

/** Outside React (API client headers). */
export const getMerchantConfig = (): MerchantConfig => useConfigStore.getState().current.config;
