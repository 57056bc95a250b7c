import { create } from 'zustand';

/**
 * Unsaved editor drafts per merchant (UI state: the preview can render what the operator is
 * typing). Lost on reload on purpose: the saved versions live on the server.
 */
interface DraftState {
  drafts: Record<string, Record<string, unknown> | undefined>;
  setDraft(code: string, doc: Record<string, unknown> | undefined): void;
}
export const useDraftStore = create<DraftState>((set) => ({
  drafts: {},
  setDraft: (code, doc) => set((s) => ({ drafts: { ...s.drafts, [code]: doc } })),
}));
