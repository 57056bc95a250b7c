import {
  useCallback,
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@web-ui/dialog';
import { Icon } from './icons';
import { isTop, usePopupStack, zIndexOf } from './popup-stack';
import { ANIMATION_FALLBACK_EXTRA_MS, MASK_CLICK_GUARD_MS, POPUP_ANIMATION_MS } from './ui-constants';

export interface PopupProps {
  open: boolean;
  /** Asked to close (icon, overlay, browser back, Escape). */
  onClose: () => void;
  /** After the exit animation: where navigation after a close belongs. */
  onClosed?: () => void;
  /** May refuse the close (possibly async): return false to keep it open. */
  beforeClose?: () => boolean | Promise<boolean>;
  title: string;
  /** The title is for screen readers only (the body has its own heading art). */
  hideTitle?: boolean;
  closeOnOverlay?: boolean;
  /** sheet: slides up from the bottom; dialog: centred. */
  variant?: 'sheet' | 'dialog';
  children: ReactNode;
}

type Phase = 'hidden' | 'visible' | 'leaving';

/**
 * A modal that stacks (the newest on top), closes by its icon, the overlay, Escape or the browser
 * back button, runs a before-close check, and stays mounted through its exit animation
 * (spec §4: hidden → visible → hidden after exit animation). It is a native modal `<dialog>`
 * (`Dialog`): focus stays inside, the page behind is inert, focus returns to the opener on close.
 */
export function Popup({
  open,
  onClose,
  onClosed,
  beforeClose,
  title,
  hideTitle,
  closeOnOverlay = true,
  variant = 'sheet',
  children,
}: PopupProps) {
  const { t } = useTranslation();
  const id = useId();
  const [phase, setPhase] = useState<Phase>(open ? 'visible' : 'hidden');
  const openedAt = useRef(0);
  const ids = usePopupStack((s) => s.ids);
  const closed = useEffectEvent(() => onClosed?.());

  useEffect(() => {
    if (open) {
      openedAt.current = Date.now();
      setPhase('visible');
      return;
    }
    setPhase((p) => (p === 'visible' ? 'leaving' : p));
  }, [open]);

  useEffect(() => {
    if (phase !== 'leaving') return;
    const done = setTimeout(() => {
      // Unmounting the dialog closes it and gives focus back to what opened it (useModalDialog).
      setPhase('hidden');
      closed();
    }, POPUP_ANIMATION_MS + ANIMATION_FALLBACK_EXTRA_MS);
    return () => clearTimeout(done);
  }, [phase]);

  const requestClose = useCallback(async () => {
    if (beforeClose && !(await beforeClose())) return;
    onClose();
  }, [beforeClose, onClose]);

  useBackButton(phase === 'visible', id, requestClose);

  if (phase === 'hidden') return null;
  const onOverlay = () => {
    if (closeOnOverlay && Date.now() - openedAt.current > MASK_CLICK_GUARD_MS) void requestClose();
  };
  // Modal while visible; through the exit animation it stays shown but not modal, so the page
  // behind takes taps and focus at once (a tap right after OK is not lost), then it closes.
  return createPortal(
    <Dialog
      open
      leaving={phase === 'leaving'}
      onClose={() => {
        if (phase === 'visible' && isTop(usePopupStack.getState().ids, id)) void requestClose();
      }}
      onBackdropClick={onOverlay}
      labelledBy={`${id}-title`}
      className={`ui-popup ui-popup--${variant} ui-popup--${phase}`}
      style={{ zIndex: zIndexOf(ids, id), ['--popup-ms' as string]: `${POPUP_ANIMATION_MS}ms` }}
      data={{ 'data-popup': id }}
    >
      <section className="ui-popup__panel">
        <header className="ui-popup__head">
          <h2 id={`${id}-title`} className={hideTitle ? 'sr-only' : 'ui-popup__title'}>
            {title}
          </h2>
          <button
            type="button"
            className="ui-popup__close"
            onClick={() => void requestClose()}
            aria-label={t('common.close')}
          >
            <Icon name="close" />
          </button>
        </header>
        <div className="ui-popup__body">{children}</div>
      </section>
    </Dialog>,
    document.body,
  );
}

/**
 * The history entry of a popup that just closed some other way than back, kept for a moment: a
 * popup opening in the same update (login → register) takes it over instead of pushing its own,
 * so the back that would drop it cannot land on, and close, the new popup.
 */
let closingEntry: string | null = null;

/**
 * Browser back closes the top popup: an extra history entry is pushed while it is open. Pushed before
 * the popup is painted (a layout effect), so a back pressed as soon as it shows finds its entry.
 */
function useBackButton(active: boolean, id: string, close: () => void) {
  const closeNow = useEffectEvent(() => close());
  useLayoutEffect(() => {
    if (!active) return;
    const stack = usePopupStack.getState();
    stack.push(id);
    const state = { ...(window.history.state as object), popup: id };
    if (
      closingEntry !== null &&
      (window.history.state as { popup?: string } | null)?.popup === closingEntry
    ) {
      closingEntry = null;
      window.history.replaceState(state, '');
    } else {
      window.history.pushState(state, '');
    }
    let popped = false;
    const onPop = () => {
      const ids = usePopupStack.getState().ids;
      if (!isTop(ids, id)) return;
      popped = true;
      closeNow();
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      usePopupStack.getState().remove(id);
      if (popped || (window.history.state as { popup?: string } | null)?.popup !== id) return;
      // Closed another way: drop our history entry so back does not need two presses, unless a
      // popup opening in this same update takes the entry over.
      closingEntry = id;
      queueMicrotask(() => {
        if (closingEntry !== id) return;
        closingEntry = null;
        if ((window.history.state as { popup?: string } | null)?.popup === id) window.history.back();
      });
    };
  }, [active, id]);
}
