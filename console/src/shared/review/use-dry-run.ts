import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../api';
import type { ConfigChange, ConfigProblem, DryRunReply } from '../types';
import { queryKeys } from '../query-keys';
import type { Environment } from '@core/config/environments';

export interface DryRun {
  ok: boolean;
  problems: ConfigProblem[];
  changes: ConfigChange[];
  /** The answer is for the draft as it is now (not an earlier keystroke). */
  fresh: boolean;
}

/** POST …/validate: the server's dry run of a draft (saves nothing), cached per draft; staging: …/staging/validate. */
export const dryRunQuery = (code: string, doc: Record<string, unknown>, env: Environment = 'production') =>
  queryOptions({
    queryKey: queryKeys.dryRun.of(env === 'staging' ? `${code}@staging` : code, doc),
    queryFn: async () => {
      const path = env === 'staging' ? `${code}/staging` : code;
      const r = await api<DryRunReply>(`/api/admin/merchants/${path}/validate`, {
        method: 'POST',
        body: doc,
      });
      return { ok: r.ok, problems: r.problems, changes: r.changes ?? [] };
    },
    staleTime: Infinity,
    retry: false,
  });

/** The value, once it has stayed the same for `delayMs` (a timer: the one outside thing here). */
function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** The server's dry run of the draft, debounced while the operator types. */
export function useDryRun(
  code: string,
  doc: Record<string, unknown> | undefined,
  delayMs = 300,
  env: Environment = 'production',
): DryRun | undefined {
  const settled = useSettled(doc, delayMs);
  const q = useQuery({
    ...dryRunQuery(code, settled ?? {}, env),
    enabled: !!settled,
    placeholderData: keepPreviousData,
  });
  return q.data && { ...q.data, fresh: !q.isPlaceholderData && settled === doc };
}
