import { useEffect } from 'react';
import { useConfigStore } from './config-store';

/**
 * A form calls this while mounted: live config changes then wait until the player leaves the
 * screen, so fields never appear or vanish under their fingers.
 */
export function useEditingGuard(active = true): void {
  useEffect(() => {
    if (!active) return;
    const end = useConfigStore.getState().beginEditing();
    return () => {
      end();
      // Leaving the form is "between screens": apply what arrived meanwhile.
      queueMicrotask(() => {
        if (useConfigStore.getState().editing === 0) useConfigStore.getState().applyPending();
      });
    };
  }, [active]);
}
