import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StatusResponse } from '@schemas/api/status.schema';
import { systemState, type SystemState } from '@core/system-status';
import { apiFetch, persisted, queryKeys, STATUS_PATHS } from '../../shared/api';
import { useMerchantConfig } from '../../shared/config';

export type { SystemState };
export interface SystemStatus {
  state: SystemState;
  ip?: string;
  ipBlocked?: boolean;
  contactUrl?: string;
}

/** Spec §4 storage key: the last status applies at once on the next start, the refresh replaces it. */
export const STATUS_CACHE_KEY = 'MC_SYSTEM_STATUS';

const fetchStatus = async (): Promise<SystemStatus> => {
  const r = await apiFetch<StatusResponse>(STATUS_PATHS.status);
  return {
    state: systemState(r.maintenance, r.regionRestriction),
    ipBlocked: !!r.ipBlocked,
    ip: r.location.ip,
    contactUrl: r.info.contactUrl,
  };
};

/** The system status, refreshed every `refreshMs` (merchant timing statusRefreshMs), kept across reloads. */
export const statusQuery = (refreshMs: number) =>
  queryOptions({
    queryKey: queryKeys.status.all,
    ...persisted(STATUS_CACHE_KEY, fetchStatus),
    refetchInterval: refreshMs,
    refetchIntervalInBackground: true,
  });

/** The current system status (undefined until one is known: cached or fetched). */
export const useSystemStatus = (): SystemStatus | undefined =>
  useQuery(statusQuery(useMerchantConfig().limits.timings.statusRefreshMs)).data;
