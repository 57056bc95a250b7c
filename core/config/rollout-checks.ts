import type { ConfigProblem, MerchantConfig } from '../../schemas';
import { canSet, rolloutTargetAllowed, setAt, valueAt } from '../rollouts';
import { merchantConfigValidator } from './ajv';
import { pointer, pointerSegment, problem, problemsFromAjv } from './problems';
import { semanticProblems } from './semantic';

/**
 * Rollouts (issue 16) after the schema: ids unique, every changed field one a rollout may change and
 * that exists, and the config a player in the rollout gets is itself valid (schema and semantic
 * checks). Change values come back with their defaults filled, like the rest of the config.
 */
export function checkRollouts(config: MerchantConfig): { problems: ConfigProblem[]; config: MerchantConfig } {
  const problems: ConfigProblem[] = [];
  const seen = new Set<string>();
  const base = { ...config, rollouts: [] } as MerchantConfig;
  const rollouts = config.rollouts.map((r, i) => {
    if (seen.has(r.id))
      problems.push(
        problem(pointer('rollouts', i, 'id'), 'rolloutDuplicate', `rollout id "${r.id}" is used twice`, {
          id: r.id,
        }),
      );
    seen.add(r.id);
    const changes: Record<string, unknown> = {};
    let applied: unknown = base;
    let usable = true;
    for (const [ptr, value] of Object.entries(r.changes)) {
      const at = `${pointer('rollouts', i, 'changes')}/${pointerSegment(ptr)}`;
      if (!rolloutTargetAllowed(ptr)) {
        problems.push(problem(at, 'rolloutTarget', `a rollout may not change ${ptr}`, { path: ptr }));
        usable = false;
      } else if (!canSet(base, ptr)) {
        problems.push(problem(at, 'rolloutPath', `${ptr} does not exist in this config`, { path: ptr }));
        usable = false;
      } else applied = setAt(applied, ptr, value);
    }
    if (!usable) return r;
    const doc = structuredClone(applied);
    const validate = merchantConfigValidator();
    const found = validate(doc) ? semanticProblems(doc as MerchantConfig) : problemsFromAjv(validate.errors);
    for (const p of found) {
      const ptr = Object.keys(r.changes).find((c) => p.pointer === c || p.pointer.startsWith(`${c}/`));
      const at = `${pointer('rollouts', i, 'changes')}/${pointerSegment(ptr ?? Object.keys(r.changes)[0] ?? '')}`;
      problems.push({ ...p, pointer: at, params: { ...p.params, path: p.pointer } });
    }
    if (found.length) return r;
    for (const ptr of Object.keys(r.changes)) changes[ptr] = valueAt(doc, ptr);
    return { ...r, changes };
  });
  return { problems, config: problems.length ? config : { ...config, rollouts } };
}
