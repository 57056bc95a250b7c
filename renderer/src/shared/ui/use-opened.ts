import { useState } from 'react';

/**
 * True from the first time `open` is true, and from then on: a popup whose code loads on demand
 * (issue 29) is mounted when first opened and stays mounted, so it can play its closing animation
 * and opens again at once.
 */
export function useOpened(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
