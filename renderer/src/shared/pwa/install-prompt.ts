import { create } from 'zustand';

/** Chromium's install offer (not in the DOM typings). */
export interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

interface InstallState {
  event: InstallPromptEvent | null;
  set: (e: InstallPromptEvent | null) => void;
}

/** The browser's deferred install offer, kept for the download page's "install" button. */
export const useInstallPrompt = create<InstallState>((set) => ({
  event: null,
  set: (event) => set({ event }),
}));

/** Keeps the install offer instead of letting the browser show its own bar at a random moment. */
export function listenForInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault();
    useInstallPrompt.getState().set(e as InstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => useInstallPrompt.getState().set(null));
}

/** Shows the browser's install dialog; the offer is used once. */
export async function promptInstall(): Promise<boolean> {
  const e = useInstallPrompt.getState().event;
  if (!e) return false;
  useInstallPrompt.getState().set(null);
  await e.prompt();
  return (await e.userChoice).outcome === 'accepted';
}
