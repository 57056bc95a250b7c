import { useEffect, type ReactNode } from 'react';
import type { StatusResponse } from '../../../../schemas/api/status.schema';
import { apiFetch, STATUS_PATHS } from '../../shared/api';
import { useMerchantConfig } from '../../shared/config';
import { ErrorPage } from './error-page';
import { stateOf, useSystemStatus } from './status-store';


/** Start-up system status (spec §4): cached value at once, refreshed now and every statusRefreshMs. */
export function StatusGate({ children }: { children: ReactNode }) {
  const config = useMerchantConfig();
  const status = useSystemStatus((s) => s.status);
  const refreshMs = config.limits.timings.statusRefreshMs;
  useEffect(() => {
    const load = () =>
      apiFetch<StatusResponse>(STATUS_PATHS.status)
        .then((r) => useSystemStatus.getState().set({ state: stateOf(r.maintenance, r.regionRestriction), ipBlocked: !!r.ipBlocked, ip: r.location.ip, contactUrl: r.info.contactUrl }))
        .catch(() => undefined);
    void load();
    const timer = setInterval(load, refreshMs);
    return () => clearInterval(timer);
  }, [refreshMs]);
  if (status?.state === 1) return <ErrorPage kind="maintenance" />;
  // A blocked IP also reports a region restriction: the more precise page wins.
  if (status?.ipBlocked) return <ErrorPage kind="ipBlock" />;
  if (status?.state === 2) return <ErrorPage kind="regionRestricted" />;
  return <>{children}</>;
}
