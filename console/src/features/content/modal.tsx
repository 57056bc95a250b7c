import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A modal dialog on the native <dialog> (focus stays inside, Escape closes, the page behind is
 * inert); the effect only opens the element once it is in the document.
 */
export function Modal({
  labelledBy,
  onClose,
  children,
  wide = false,
}: {
  labelledBy: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal();
  }, []);
  return (
    <dialog
      ref={ref}
      className={wide ? 'cms-dialog cms-dialog--wide' : 'cms-dialog'}
      aria-labelledby={labelledBy}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      {children}
    </dialog>
  );
}
