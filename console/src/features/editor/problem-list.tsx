import { useTranslation } from 'react-i18next';
import type { ConfigProblem } from '../../shared/types';
import { sectionOf } from './sections';
import { useFieldLabel } from '../../shared/config/labels';
import { useProblemText } from '../../shared/config/problem-text';

/**
 * Every problem of the draft, each with its field's label, its section and a button that goes there
 * (a problem the form cannot show next to a field, such as an unknown member, is listed all the same).
 */
export function ProblemList({
  problems,
  onGo,
  goLabel,
}: {
  problems: readonly ConfigProblem[];
  onGo(problem: ConfigProblem): void;
  /** The button's text for a problem ("Go to the field", "Go to line 12"). */
  goLabel?(problem: ConfigProblem): string;
}) {
  const { t } = useTranslation();
  const label = useFieldLabel();
  const text = useProblemText();
  return (
    <ol className="problem-list" aria-label={t('console.problems.list', { count: problems.length })}>
      {problems.map((p, i) => {
        const section = sectionOf(p.pointer);
        return (
          <li key={`${p.pointer}-${i}`}>
            <span>
              <strong>{p.pointer ? label(p.pointer) : t('console.problems.document')}</strong>
              {section && <span className="muted"> ({t(`console.sections.${section}`)})</span>}: {text(p)}
            </span>
            <button type="button" className="link" onClick={() => onGo(p)}>
              {goLabel ? goLabel(p) : t('console.problems.go')}
            </button>
          </li>
        );
      })}
    </ol>
  );
}
