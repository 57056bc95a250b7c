/** Inside an installed PWA or the iOS web clip. */
export const isStandalone = (): boolean =>
  !!window.matchMedia?.('(display-mode: standalone)').matches ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;
