/**
 * Loads the gesture and transition module on the player's first touch, click or key press: its
 * code is never on the first-load path (spec: /m/home first-load JS does not grow).
 */
const EVENTS = ['touchstart', 'pointerdown', 'keydown'] as const;

export function armGestures(): void {
  const load = (e: Event) => {
    for (const name of EVENTS) window.removeEventListener(name, load, true);
    void import('./gesture-install').then((m) => m.installGestures(e));
  };
  for (const name of EVENTS) window.addEventListener(name, load, { capture: true, passive: true });
}
