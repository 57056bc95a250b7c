import { create } from 'zustand';

/** Spec §4 system status: 0 normal, 1 maintenance (also with region restriction), 2 region restricted. */
export type SystemState = 0 | 1 | 2;
export interface SystemStatus {
  state: SystemState;
  ip?: string;
  ipBlocked?: boolean;
  contactUrl?: string;
}

export const STATUS_CACHE_KEY = 'MC_SYSTEM_STATUS';

const cached = (): SystemStatus | undefined => {
  try {
    const raw = localStorage.getItem(STATUS_CACHE_KEY);
    return raw ? (JSON.parse(raw) as SystemStatus) : undefined;
  } catch {
    return undefined;
  }
};

/** The cached status applies at once (spec §4); the refresh replaces it. */
export const useSystemStatus = create<{ status?: SystemStatus; set: (s: SystemStatus) => void }>((set) => ({
  status: cached(),
  set: (status) => {
    try {
      localStorage.setItem(STATUS_CACHE_KEY, JSON.stringify(status));
    } catch {
      // storage off: status lasts for this page
    }
    set({ status });
  },
}));

export function stateOf(maintenance: boolean, regionRestriction: boolean): SystemState {
  if (maintenance) return 1;
  return regionRestriction ? 2 : 0;
}
