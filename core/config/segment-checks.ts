import type { ConfigProblem, MerchantConfig } from '../../schemas';
import { pointer, problem } from './problems';

/**
 * Segments (issue 35) after the schema: short names unique, VIP bounds in order, languages the
 * merchant has, and every rollout that names a segment names one that exists (a dangling name is
 * refused here, never served as "nobody").
 */
export function segmentProblems(config: MerchantConfig): ConfigProblem[] {
  const out: ConfigProblem[] = [];
  const seen = new Set<string>();
  config.segments.forEach((s, i) => {
    if (seen.has(s.id))
      out.push(
        problem(pointer('segments', i, 'id'), 'segmentDuplicate', `segment id "${s.id}" is used twice`, {
          id: s.id,
        }),
      );
    seen.add(s.id);
    if (s.vipMin !== undefined && s.vipMax !== undefined && s.vipMin > s.vipMax)
      out.push(
        problem(pointer('segments', i, 'vipMax'), 'segmentVipOrder', 'vipMax is below vipMin', {
          name: s.name,
          min: s.vipMin,
          max: s.vipMax,
        }),
      );
    s.languages.forEach((l, j) => {
      if (!(config.languages as readonly string[]).includes(l))
        out.push(
          problem(
            pointer('segments', i, 'languages', j),
            'segmentLanguage',
            `language "${l}" is not one of this merchant's languages`,
            { name: s.name, language: l },
          ),
        );
    });
  });
  config.rollouts.forEach((r, i) => {
    if (r.segment !== undefined && !seen.has(r.segment))
      out.push(
        problem(
          pointer('rollouts', i, 'segment'),
          'segmentMissing',
          `rollout "${r.id}" targets segment "${r.segment}", which does not exist`,
          { id: r.id, segment: r.segment },
        ),
      );
  });
  return out;
}
