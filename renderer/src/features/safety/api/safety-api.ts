import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { LimitBody, LockBody, PlaySession, SafetyResponse } from '@schemas/api';
import { apiFetch, queryKeys } from '../../../shared/api';
import { useApiMutation } from '../../../shared/ui';

/** Responsible-gaming calls of the platform API (schemas/api/safety.schema.ts). */
export const SAFETY_PATHS = {
  safety: '/api/safety',
  limits: '/api/safety/limits',
  realityCheck: '/api/safety/reality-check',
  lock: '/api/safety/lock',
  session: '/api/safety/session',
} as const;

const SAFETY_KEY = 'safety';

export const safetyQuery = (token: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.member.detail(SAFETY_KEY, token ?? ''),
    queryFn: ({ signal }) => apiFetch<SafetyResponse>(SAFETY_PATHS.safety, { signal }),
    enabled: !!token,
  });

/** The reality check's figures: read when a reminder is due (never polled). */
export const playSessionQuery = (token: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.member.detail('play-session', token ?? ''),
    queryFn: ({ signal }) => apiFetch<PlaySession>(SAFETY_PATHS.session, { signal }),
    enabled: !!token,
  });

function useSafetyWrite<B>(path: string, method: 'PUT' | 'POST') {
  const qc = useQueryClient();
  return useApiMutation({
    mutationFn: (body: B) => apiFetch<SafetyResponse>(path, { method, body }),
    onSuccess: (data, _vars) => {
      qc.setQueriesData({ queryKey: queryKeys.member.detail(SAFETY_KEY) }, data);
      void qc.invalidateQueries({ queryKey: queryKeys.member.detail('play-session') });
    },
  });
}

export const useSetLimit = () => useSafetyWrite<LimitBody>(SAFETY_PATHS.limits, 'PUT');
export const useSetRealityCheck = () =>
  useSafetyWrite<{ minutes: number | null }>(SAFETY_PATHS.realityCheck, 'PUT');
export const useLock = () => useSafetyWrite<LockBody>(SAFETY_PATHS.lock, 'POST');
