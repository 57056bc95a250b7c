import { create } from 'zustand';

/** The sign-out confirmation (spec §4: logout after confirm). */
export const useLogoutConfirm = create<{ open: boolean; ask: () => void; cancel: () => void }>((set) => ({
  open: false,
  ask: () => set({ open: true }),
  cancel: () => set({ open: false }),
}));
