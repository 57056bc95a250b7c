import { useRef, type CSSProperties, type ReactNode } from 'react';
import { useModalDialog } from './use-modal-dialog';

export interface DialogProps {
  /** Shown modally while true (default); closed when false or unmounted. */
  open?: boolean;
  /** Asked to close: Escape, or a click on the dim layer when `onBackdropClick` is not given. */
  onClose: () => void;
  /** The id of the dialog's title: its accessible name. */
  labelledBy: string;
  /** A click outside the content (on the dialog element itself or its `::backdrop`). */
  onBackdropClick?: () => void;
  className?: string;
  style?: CSSProperties;
  /** The dialog waits for its content (aria-busy). */
  busy?: boolean;
  /** Playing its exit animation: shown, not modal (the page behind is usable again). */
  leaving?: boolean;
  /** Extra attributes for the element (data-*). */
  data?: Record<`data-${string}`, string>;
  children: ReactNode;
}

/**
 * The one modal dialog of both web apps (player popups and console dialogs), on the native
 * `<dialog>` (see `useModalDialog`): focus kept inside by the browser, Escape asks `onClose`, the
 * page behind inert, focus back to the opener, named by its title. The dim layer is its `::backdrop`;
 * the look is the caller's class.
 */
export function Dialog({
  open = true,
  onClose,
  labelledBy,
  onBackdropClick,
  className,
  style,
  busy,
  leaving,
  data,
  children,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useModalDialog(ref, open, onClose, leaving);
  return (
    <dialog
      ref={ref}
      className={className}
      style={style}
      aria-labelledby={labelledBy}
      aria-busy={busy || undefined}
      {...data}
      onClick={(e) => {
        if (e.target === e.currentTarget) (onBackdropClick ?? onClose)();
      }}
    >
      {children}
    </dialog>
  );
}
