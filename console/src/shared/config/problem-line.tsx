import { useTranslation } from 'react-i18next';
import type { ConfigProblem } from '../types';
import { useFieldLabel } from './labels';
import { useProblemText } from './problem-text';

/** One problem as an operator reads it: the field's label (not its JSON pointer), then the sentence. */
export function ProblemLine({ problem }: { problem: ConfigProblem }) {
  const { t } = useTranslation();
  const label = useFieldLabel();
  const text = useProblemText();
  const at =
    problem.pointer && problem.pointer !== '/' ? label(problem.pointer) : t('console.problems.document');
  return (
    <>
      <strong>{at}</strong>: {text(problem)}
    </>
  );
}
