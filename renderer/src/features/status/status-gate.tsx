import type { ReactNode } from 'react';
import { ErrorPage } from './error-page';
import { useSystemStatus } from './status-query';

/** Start-up system status (spec §4): cached value at once, refreshed now and every statusRefreshMs. */
export function StatusGate({ children }: { children: ReactNode }) {
  const status = useSystemStatus();
  if (status?.state === 1) return <ErrorPage kind="maintenance" />;
  // A blocked IP also reports a region restriction: the more precise page wins.
  if (status?.ipBlocked) return <ErrorPage kind="ipBlock" />;
  if (status?.state === 2) return <ErrorPage kind="regionRestricted" />;
  return <>{children}</>;
}
