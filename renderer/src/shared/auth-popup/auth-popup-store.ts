import { create } from 'zustand';

/** Spec §2: auth popups (login, register, forgot, change password) open one at a time. */
export type AuthPopup = 'login' | 'register' | 'forget' | 'changePsw';

interface AuthPopupState {
  open: AuthPopup | null;
  /** Opening one closes the others. */
  show: (p: AuthPopup) => void;
  hide: () => void;
}

export const useAuthPopup = create<AuthPopupState>((set) => ({
  open: null,
  show: (open) => set({ open }),
  hide: () => set({ open: null }),
}));
