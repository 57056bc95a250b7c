import { create } from 'zustand';
import { POPUP_Z_BASE } from './ui-constants';

/** Open popups in opening order; the last is on top (z-index from 1000 up, spec §9). */
interface PopupStack {
  ids: string[];
  push: (id: string) => void;
  remove: (id: string) => void;
}

export const usePopupStack = create<PopupStack>((set) => ({
  ids: [],
  push: (id) => set((s) => ({ ids: [...s.ids.filter((x) => x !== id), id] })),
  remove: (id) => set((s) => ({ ids: s.ids.filter((x) => x !== id) })),
}));

export const zIndexOf = (ids: string[], id: string) => POPUP_Z_BASE + Math.max(0, ids.indexOf(id)) * 10;
export const isTop = (ids: string[], id: string) => ids[ids.length - 1] === id;
