import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StatusResponse } from '@schemas/api/status.schema';
import { apiFetch, persisted, queryKeys, STATUS_PATHS } from '../../shared/api';
import { useMerchantConfig } from '../../shared/config';

/** Spec §4 system status: 0 normal, 1 maintenance (also with region restriction), 2 region restricted. */
export type SystemState = 0 | 1 | 2;
export interface SystemStatus {
  state: SystemState;
  ip?: string;
  ipBlocked?: boolean;
  contactUrl?: string;
}

/** Spec §4 storage key: the last status applies at once on the next start, the refresh replaces it. */
export const STATUS_CACHE_KEY = 'MC_SYSTEM_STATUS';

export function stateOf(maintenance: boolean, regionRestriction: boolean): SystemState {
  if (maintenance) return 1;
  return regionRestriction ? 2 : 0;
}

const fetchStatus = async (): Promise<SystemStatus> => {
  const r = await apiFetch<StatusResponse>(STATUS_PATHS.status);
  return {
    state: stateOf(r.maintenance, r.regionRestriction),
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
