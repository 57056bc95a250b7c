import { useEffect, useEffectEvent } from 'react';
import { create } from 'zustand';

/**
 * Spec §2 back control: a screen may take over the header's back button (a search panel closes
 * itself first, a wizard steps back). Return true when handled; false lets the shell's rule run.
 */
type Handler = () => boolean;
export const useBackHandlers = create<{ stack: Handler[] }>(() => ({ stack: [] }));

export function useBackHandler(handler: Handler, active = true): void {
  const handle = useEffectEvent(handler);
  useEffect(() => {
    if (!active) return;
    const h: Handler = () => handle();
    useBackHandlers.setState((s) => ({ stack: [...s.stack, h] }));
    return () => useBackHandlers.setState((s) => ({ stack: s.stack.filter((x) => x !== h) }));
  }, [active]);
}

/** Runs the newest handler; true when the screen handled the back itself. */
export const runBackHandler = (): boolean => useBackHandlers.getState().stack.at(-1)?.() ?? false;
