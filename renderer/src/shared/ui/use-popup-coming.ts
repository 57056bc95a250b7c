import { useEffect } from 'react';
import { usePopupStack } from './popup-stack';

/** While `due`, popup `id` is announced as on its way (see PopupStack.coming); withdrawn when not, or on unmount. */
export function usePopupComing(id: string, due: boolean): void {
  useEffect(() => {
    if (!due) return;
    const { announce, withdraw } = usePopupStack.getState();
    announce(id);
    return () => withdraw(id);
  }, [id, due]);
}
