import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPage } from '../features/status';

/** A screen's code could not be fetched (a new release replaced its chunk, or the network dropped). */
export const isChunkLoadError = (e: unknown): boolean =>
  e instanceof Error &&
  /dynamically imported module|Importing a module script failed|error loading dynamically imported|Unable to preload CSS/i.test(
    e.message,
  );

/** Session key: the path already reloaded once for a missing chunk (no reload loop). */
export const CHUNK_RELOAD_KEY = 'chunkReload';

interface Props {
  children: ReactNode;
  /** What shows while the page reloads: the route spinner (spec §8: "logs and shows a spinner"). */
  loading: ReactNode;
  reload?: () => void;
}

/**
 * Catches a screen that fails: logs it; a chunk that failed to load shows the spinner and reloads
 * the page once (the new release's chunks), anything else, or a second failure, the service-error page.
 * Keyed by path by its parent, so the next screen starts clean.
 */
/** A failure that reloads the page: a missing chunk, not reloaded yet for this path. */
const reloadsFor = (error: unknown): boolean =>
  isChunkLoadError(error) && sessionStorage.getItem(CHUNK_RELOAD_KEY) !== window.location.pathname;

export class RouteErrorBoundary extends Component<Props, { error: unknown; reloading: boolean }> {
  override state = { error: undefined as unknown, reloading: false };

  // Decided here, before componentDidCatch marks the path: React renders before that call,
  // so the spinner must already be in the state.
  static getDerivedStateFromError(error: unknown) {
    return { error, reloading: reloadsFor(error) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('[route] screen failed', error, info.componentStack);
    if (!reloadsFor(error)) return;
    sessionStorage.setItem(CHUNK_RELOAD_KEY, window.location.pathname);
    (this.props.reload ?? (() => window.location.reload()))();
  }

  override render() {
    const { error, reloading } = this.state;
    if (error === undefined) return this.props.children;
    // Not reloaded yet for this path: the spinner stays while the page reloads (componentDidCatch).
    if (reloading) return this.props.loading;
    return <ErrorPage kind="serviceError" />;
  }
}
