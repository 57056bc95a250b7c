import { useEffect, useState } from 'react';
import { api } from '../../shared/api';
import type { ConfigChange, ConfigProblem } from '../../shared/types';

export interface DryRun {
  ok: boolean;
  problems: ConfigProblem[];
  changes: ConfigChange[];
  /** The answer is for the draft as it is now (not an earlier keystroke). */
  fresh: boolean;
}

/** The server's dry run of the draft, debounced while the operator types (it saves nothing). */
export function useDryRun(code: string, doc: Record<string, unknown> | undefined, delayMs = 300): DryRun | undefined {
  const [result, setResult] = useState<{ doc: unknown; run: Omit<DryRun, 'fresh'> }>();
  useEffect(() => {
    if (!doc) return;
    let live = true;
    const timer = setTimeout(() => {
      api<Omit<DryRun, 'fresh'>>(`/api/admin/merchants/${code}/validate`, { method: 'POST', body: doc })
        .then((r) => live && setResult({ doc, run: { ok: r.ok, problems: r.problems, changes: r.changes ?? [] } }))
        .catch(() => undefined);
    }, delayMs);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [code, doc, delayMs]);
  return result && { ...result.run, fresh: result.doc === doc };
}
