import { create } from 'zustand';

/** Side menu and right menu are mutually exclusive (spec §2): opening one closes the other. */
interface MenuState {
  open: 'side' | 'right' | null;
  toggle: (m: 'side' | 'right') => void;
  close: () => void;
}

export const useMenuState = create<MenuState>((set) => ({
  open: null,
  toggle: (m) => set((s) => ({ open: s.open === m ? null : m })),
  close: () => set({ open: null }),
}));
