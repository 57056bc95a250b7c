import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/base.css';
import './shared/ui/ui.css';
import './app/app.css';
import { bootstrap } from './app/bootstrap';
import { App } from './app/app';
import { registerServiceWorker } from './app/service-worker';
import { listenForInstallPrompt } from './shared/pwa';
import { armGestures } from './shared/gestures/arm';

listenForInstallPrompt();

// Config (embedded data block) and the language come first, so the first paint is translated and themed.
// The first render starts in a task of its own (issue 18): the module's evaluation and the bootstrap
// are one main-thread task, the render another, so neither blocks the page for their sum. And the render
// is a transition on React 19's concurrent root (issue 29): React works on it in slices of a few
// milliseconds and yields to the browser between them, instead of one long task.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
void bootstrap()
  .then(nextTask)
  .then(() => {
    const root = createRoot(document.getElementById('root')!);
    startTransition(() => root.render(<App />));
    registerServiceWorker();
    // Swipes, press states and page slides: loaded on the first touch, click or key (never on first load).
    armGestures();
  });
