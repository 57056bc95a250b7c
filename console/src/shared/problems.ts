import type { ErrorSchema } from '@rjsf/utils';
import type { ConfigProblem } from './types';

/** Problems (JSON pointers + locale keys) as rjsf's error tree, so each shows next to its field. */
export function problemsToErrorSchema(
  problems: readonly ConfigProblem[],
  text: (p: ConfigProblem) => string,
): ErrorSchema {
  const root: Record<string, unknown> = {};
  for (const p of problems) {
    const parts = p.pointer
      .split('/')
      .slice(1)
      .filter(Boolean)
      .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
    let node = root;
    for (const part of parts) node = (node[part] ??= {}) as Record<string, unknown>;
    const list = ((node.__errors as string[] | undefined) ??= []);
    list.push(text(p));
  }
  return root as ErrorSchema;
}
