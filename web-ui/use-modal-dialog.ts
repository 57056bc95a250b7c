import { useEffectEvent, useLayoutEffect, type RefObject } from 'react';

/**
 * Shows a native `<dialog>` modally while `open` (`showModal()`: the browser keeps focus inside,
 * makes the page behind inert and puts the dialog in the top layer, the newest on top), closes it
 * otherwise or when it unmounts, and gives focus back to what had it when the dialog opened.
 * Escape (the `cancel` event) never closes it by itself: it asks `onCancel`, and the owner decides.
 * `leaving`: the dialog plays its exit animation, shown but not modal (see below).
 */
export function useModalDialog(
  ref: RefObject<HTMLDialogElement | null>,
  open: boolean,
  onCancel: () => void,
  leaving = false,
) {
  const cancel = useEffectEvent(() => onCancel());
  // A layout effect: modal before the first paint, and closed before React removes the element.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    if (leaving) {
      // On its way out (an exit animation): still shown, but no longer modal, so the page behind is
      // usable at once and focus is back where it was (the modal phase's cleanup gave it back).
      if (!dialog.open) dialog.show();
      return () => {
        if (dialog.open) dialog.close();
      };
    }
    const opener = document.activeElement;
    let wanted = true;
    if (!dialog.open) dialog.showModal();
    const onCancelEvent = (e: Event) => {
      e.preventDefault();
      cancel();
    };
    // A second Escape without a user gesture in between may close it without a cancelable `cancel`
    // (the browser's close-watcher rule): the owner still decides, so show it again and ask.
    const onCloseEvent = () => {
      if (!wanted || !dialog.isConnected) return;
      dialog.showModal();
      cancel();
    };
    dialog.addEventListener('cancel', onCancelEvent);
    dialog.addEventListener('close', onCloseEvent);
    return () => {
      wanted = false;
      dialog.removeEventListener('cancel', onCancelEvent);
      dialog.removeEventListener('close', onCloseEvent);
      if (dialog.open) dialog.close();
      if (opener instanceof HTMLElement && opener.isConnected && opener !== document.body) opener.focus();
    };
  }, [ref, open, leaving]);
}
