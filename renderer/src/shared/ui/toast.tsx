import { createPortal } from 'react-dom';
import { create } from 'zustand';
import { Icon } from './icons';
import { usePopupStack } from './popup-stack';

export type ToastKind = 'info' | 'success' | 'error' | 'loading';

interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

interface ToastState {
  toasts: Toast[];
  show: (kind: ToastKind, message: string, durationMs: number) => number;
  dismiss: (id: number) => void;
}

let next = 1;
/**
 * Toasts: the caller passes the spec duration from `config.limits.timings` (SHORT 3 s, LONG 8 s,
 * info 1.5 s, loading up to 10 s) through `useToast()`. A loading toast is dismissed by its caller.
 */
export const useToastStore = create<ToastState>((set, get) => ({
  toasts: [],
  show: (kind, message, durationMs) => {
    const id = next++;
    // One toast at a time: a new message replaces the one showing (a loading one, or the same error
    // again after each failed try), so toasts never pile up over the screen (issue 32 item 19).
    set({ toasts: [{ id, kind, message }] });
    setTimeout(() => get().dismiss(id), durationMs);
    return id;
  },
  dismiss: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
}));

const ICONS: Record<ToastKind, string> = {
  info: 'info',
  success: 'check',
  error: 'warning',
  loading: 'refresh',
};

/**
 * The toast, over the app bar (the screen's chrome, not its content). An open popup is a modal dialog in the browser's top layer, above any z-index, with
 * the page behind inert: while one is open the toasts render inside the top one, to be seen and read.
 */
export function ToastHost() {
  const toasts = useToastStore((s) => s.toasts);
  const top = usePopupStack((s) => s.ids.at(-1));
  const layer = top ? document.querySelector(`dialog[data-popup="${CSS.escape(top)}"]`) : null;
  const host = (
    <div className="ui-toasts" role="status" aria-live="polite">
      {toasts.map((t) => (
        <div key={t.id} className={`ui-toast ui-toast--${t.kind}`}>
          <Icon name={ICONS[t.kind]} size={18} className={t.kind === 'loading' ? 'ui-spin' : undefined} />
          <span>{t.message}</span>
        </div>
      ))}
    </div>
  );
  return layer ? createPortal(host, layer) : host;
}
