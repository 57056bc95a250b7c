import { useEffect, useState, type ReactNode } from 'react';

/**
 * Issue 18 (Total Blocking Time): the first render of the shell is one main-thread task, and on a
 * phone-speed CPU every part of it adds to that task. What a player cannot see on the first screen
 * (closed dialogs, the toast host, the floating service button) renders in a task of its own, right
 * after the first one has been painted: `useEffect` runs after paint, so the state it sets starts a
 * new task instead of lengthening the first.
 */
export function useAfterFirstPaint(): boolean {
  const [later, setLater] = useState(false);
  useEffect(() => setLater(true), []);
  return later;
}

/** Renders its children one task after the first paint (see `useAfterFirstPaint`). */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  return useAfterFirstPaint() ? <>{children}</> : null;
}

/** Longest wait for an idle moment before `useWhenIdle` turns true anyway. */
export const IDLE_MOUNT_TIMEOUT_MS = 3000;

/**
 * True once the browser has been idle after the first screen (or after `IDLE_MOUNT_TIMEOUT_MS`):
 * for content that must be ready before the player asks for it (the side menu's entries) but is not
 * on the first screen.
 */
export function useWhenIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') {
      const id = setTimeout(() => setIdle(true), 0);
      return () => clearTimeout(id);
    }
    const id = requestIdleCallback(() => setIdle(true), { timeout: IDLE_MOUNT_TIMEOUT_MS });
    return () => cancelIdleCallback(id);
  }, []);
  return idle;
}
