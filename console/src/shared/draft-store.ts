import { create } from 'zustand';

/** An unsaved edit of one merchant: the version it started from and the draft (client state). */
export interface StoredDraft {
  base: { version: number; document: Record<string, unknown> };
  draft: Record<string, unknown>;
  /** When the draft last changed (ISO). */
  editedAt: string;
}

const PREFIX = 'console.draft.';

function read(code: string): StoredDraft | undefined {
  try {
    const raw = localStorage.getItem(PREFIX + code);
    const v = raw ? (JSON.parse(raw) as StoredDraft) : undefined;
    return v && typeof v.base?.version === 'number' && v.draft && typeof v.draft === 'object' ? v : undefined;
  } catch {
    return undefined;
  }
}

function write(code: string, entry: StoredDraft | undefined): void {
  try {
    if (entry) localStorage.setItem(PREFIX + code, JSON.stringify(entry));
    else localStorage.removeItem(PREFIX + code);
  } catch {
    // Storage full or disabled: the draft lives in this page only.
  }
}

/**
 * Unsaved editor drafts, one per merchant, kept in localStorage: preview and back, history and back,
 * another merchant and back, a reload or a closed tab keep the operator's edits until they save or
 * discard them. The preview page renders the same draft.
 */
interface DraftState {
  drafts: Record<string, StoredDraft | undefined>;
  get(code: string): StoredDraft | undefined;
  set(code: string, entry: StoredDraft | undefined): void;
}
/** Every stored draft, read once at start (then kept in step by `set` and the storage event). */
function readAll(): Record<string, StoredDraft | undefined> {
  const out: Record<string, StoredDraft | undefined> = {};
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key?.startsWith(PREFIX)) out[key.slice(PREFIX.length)] = read(key.slice(PREFIX.length));
    }
  } catch {
    // no storage: no drafts
  }
  return out;
}

export const useDraftStore = create<DraftState>((set, getState) => ({
  drafts: typeof localStorage === 'undefined' ? {} : readAll(),
  get: (code) => getState().drafts[code],
  set: (code, entry) => {
    write(code, entry);
    set((s) => ({ drafts: { ...s.drafts, [code]: entry } }));
  },
}));

/** The stored draft of a merchant (reactive). */
export const useStoredDraft = (code: string): StoredDraft | undefined => useDraftStore((s) => s.drafts[code]);

// Another tab of the console edited or discarded a draft: this tab follows.
if (typeof window !== 'undefined')
  window.addEventListener('storage', (e) => {
    if (!e.key?.startsWith(PREFIX)) return;
    const code = e.key.slice(PREFIX.length);
    useDraftStore.setState((s) => ({ drafts: { ...s.drafts, [code]: read(code) } }));
  });
