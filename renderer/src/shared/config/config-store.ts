import { create } from 'zustand';
import type { MerchantConfig } from '@schemas';
import { applyRollouts } from '@core/rollouts';
import { loadLastGood, readEmbedded, saveLastGood, type EmbeddedConfig } from './embedded';
import { rolloutContext } from './rollout-context';

interface ConfigState {
  /** The config as published (rollouts not evaluated): what is stored and compared by ETag. */
  current: EmbeddedConfig;
  /** What screens render with: `current` with the rollouts this player is in (issue 16). */
  config: MerchantConfig;
  /** The member whose side is evaluated (undefined: a guest, by device). */
  memberId?: string;
  setMember: (memberId: string | undefined) => void;
  /** The segments the player is in (issue 35), worked out by app/segment-traits once a rollout names one. */
  segments?: readonly string[];
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

/** The config a player sees: the published one with the rollouts they are in (forced in a preview). */
export const evaluate = (
  e: EmbeddedConfig,
  memberId: string | undefined,
  segments?: readonly string[],
): MerchantConfig => applyRollouts(e.config, { ...rolloutContext(memberId, e.previewRollouts), segments });

const first = initial();
export const useConfigStore = create<ConfigState>((set, get) => ({
  current: first,
  config: evaluate(first, undefined),
  editing: 0,
  setMember: (memberId) => {
    if (memberId === get().memberId) return;
    set({ memberId, config: evaluate(get().current, memberId, get().segments) });
  },
  receive: (next) => {
    if (next.etag === get().current.etag) return;
    const c = get().current;
    const withPreview = { ...next, preview: c.preview, previewRollouts: c.previewRollouts };
    saveLastGood(withPreview);
    if (get().editing > 0) set({ pending: withPreview });
    else
      set({
        current: withPreview,
        config: evaluate(withPreview, get().memberId, get().segments),
        pending: undefined,
      });
  },
  applyPending: () => {
    const { pending } = get();
    if (pending)
      set({
        current: pending,
        config: evaluate(pending, get().memberId, get().segments),
        pending: undefined,
      });
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

/** The merchant config (typed, defaults filled by the server's Ajv), rollouts evaluated for this player. */
export const useMerchantConfig = (): MerchantConfig => useConfigStore((s) => s.config);
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
export const getMerchantConfig = (): MerchantConfig => useConfigStore.getState().config;
