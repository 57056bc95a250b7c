import { useEffect, useState, type ReactNode } from 'react';

/**
 * Issue 18 (Total Blocking Time): the first render of the shell is one main-thread task, and on a
 * phone-speed CPU every part of it adds to that task. What a player cannot see on the first screen
 * (closed dialogs, the toast host, the floating service button) renders in a task of its own, right
 * after the first one has been painted: `useEffect` runs after paint, so the state it sets starts a
 * new task instead of lengthening the first.
 */
function useAfterFirstPaint(): boolean {
  const [later, setLater] = useState(false);
  useEffect(() => setLater(true), []);
  return later;
}

/** Renders its children one task after the first paint (see `useAfterFirstPaint`). */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  return useAfterFirstPaint() ? <>{children}</> : null;
}

/**
 * True once the browser has been idle after the first screen, or after `timeoutMs` at the latest (and
 * after `timeoutMs` where there is no `requestIdleCallback`: Safari): for what must not compete with
 * the first screen (the side menu's entries, home's greeting popups).
 */
export function useWhenIdle(timeoutMs: number): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') {
      const id = setTimeout(() => setIdle(true), timeoutMs);
      return () => clearTimeout(id);
    }
    const id = requestIdleCallback(() => setIdle(true), { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }, [timeoutMs]);
  return idle;
}
