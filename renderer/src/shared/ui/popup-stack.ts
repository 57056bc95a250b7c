import { create } from 'zustand';
import { POPUP_Z_BASE } from './ui-constants';

/** Open popups in opening order; the last is on top (z-index from 1000 up, spec §9). */
interface PopupStack {
  ids: string[];
  /**
   * Popups that are due but not open yet (their code or texts still loading, e.g. the welcome gift
   * after a registration): a greeting that waits for open popups waits for these too, or it would
   * open in the gap and the two would stack.
   */
  coming: string[];
  push: (id: string) => void;
  remove: (id: string) => void;
  announce: (id: string) => void;
  withdraw: (id: string) => void;
}

export const usePopupStack = create<PopupStack>((set) => ({
  ids: [],
  coming: [],
  push: (id) => set((s) => ({ ids: [...s.ids.filter((x) => x !== id), id] })),
  remove: (id) => set((s) => ({ ids: s.ids.filter((x) => x !== id) })),
  announce: (id) => set((s) => (s.coming.includes(id) ? s : { coming: [...s.coming, id] })),
  withdraw: (id) => set((s) => (s.coming.includes(id) ? { coming: s.coming.filter((x) => x !== id) } : s)),
}));

/** Popups open or on their way: what a popup that must not land on top of another waits for. */
export const popupBusy = (s: Pick<PopupStack, 'ids' | 'coming'>) => s.ids.length > 0 || s.coming.length > 0;

export const zIndexOf = (ids: string[], id: string) => POPUP_Z_BASE + Math.max(0, ids.indexOf(id)) * 10;
export const isTop = (ids: string[], id: string) => ids[ids.length - 1] === id;
