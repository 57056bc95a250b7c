import { create } from 'zustand';

const KEY = 'console.merchant';

/**
 * The merchant the operator was last on (its editor, history, rollouts, preview, or a page's
 * merchant picker), kept per browser tab: the Content page opens on it (issue 35 item 11).
 */
interface CurrentMerchantState {
  code?: string;
  remember(code: string): void;
}

function load(): string | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : (sessionStorage.getItem(KEY) ?? undefined);
  } catch {
    return undefined;
  }
}

export const useCurrentMerchantStore = create<CurrentMerchantState>((set, get) => ({
  code: load(),
  remember(code) {
    if (!code || get().code === code) return;
    try {
      sessionStorage.setItem(KEY, code);
    } catch {
      // Storage refused (private mode, full): kept for this page's life only.
    }
    set({ code });
  },
}));

/** An address that opens on the merchant last worked on: `/content?merchant=demo`. */
export const withMerchant = (path: string, code: string | undefined) =>
  code ? `${path}?merchant=${encodeURIComponent(code)}` : path;
