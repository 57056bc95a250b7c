// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, RouteErrorBoundary } from './route-error-boundary';

vi.mock('../features/status', () => ({ ErrorPage: ({ kind }: { kind: string }) => <h1>error:{kind}</h1> }));

const missingChunk = () =>
  lazy(() =>
    Promise.reject(new TypeError('Failed to fetch dynamically imported module: /m/assets/page-abc.js')),
  );
function Broken(): never {
  throw new Error('render bug');
}
const show = (child: React.ReactNode, reload = vi.fn()) => {
  render(
    <RouteErrorBoundary loading={<p>loading…</p>} reload={reload}>
      <Suspense fallback={<p>loading…</p>}>{child}</Suspense>
    </RouteErrorBoundary>,
  );
  return reload;
};

beforeEach(() => {
  sessionStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('RouteErrorBoundary (spec §8: a lazy route that fails to load logs and shows a spinner)', () => {
  it('a missing chunk logs, keeps the spinner and reloads the page once', async () => {
    const Page = missingChunk();
    const reload = show(<Page />);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(screen.getByText('loading…')).toBeTruthy();
    expect(console.error).toHaveBeenCalled();
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe(window.location.pathname);
  });

  it('after one reload for this path, a second failure shows the service-error page instead of looping', async () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, window.location.pathname);
    const Page = missingChunk();
    const reload = show(<Page />);
    expect(await screen.findByText('error:serviceError')).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
  });

  it('a screen that throws while rendering shows the service-error page, and nothing reloads', async () => {
    const reload = show(<Broken />);
    expect(await screen.findByText('error:serviceError')).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
  });
});
