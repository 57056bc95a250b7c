import type { Frame, Page } from '@playwright/test';

/**
 * Waits until nothing on the page is still arriving or moving: fonts loaded, the pictures in view
 * decoded, and no finite animation running (a popup sliding in, a fade). Looping animations (the
 * notice ticker, a spinner) do not count. For screenshots and checks that read colours (axe).
 */
export async function settled(page: Page | Frame, timeout = 10_000): Promise<void> {
  await page.waitForFunction(
    () =>
      document.fonts.status === 'loaded' &&
      [...document.images]
        .filter((i) => i.getBoundingClientRect().top < window.innerHeight)
        .every((i) => i.complete) &&
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
    null,
    { timeout },
  );
}
