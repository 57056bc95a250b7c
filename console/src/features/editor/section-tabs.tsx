import { useTranslation } from 'react-i18next';
import type { ConfigProblem } from '../../shared/types';
import { SECTION_IDS, sectionOf, type SectionId } from './sections';

export type Tab = SectionId | 'json';

/** The editor's section tabs (and the raw JSON), each with its count of problems. */
export function SectionTabs({
  tab,
  problems,
  onSelect,
}: {
  tab: Tab;
  problems: readonly ConfigProblem[];
  onSelect(tab: Tab): void;
}) {
  const { t } = useTranslation();
  const counts = new Map<Tab, number>();
  for (const p of problems) {
    const s = sectionOf(p.pointer);
    if (s) counts.set(s, (counts.get(s) ?? 0) + 1);
  }
  counts.set('json', problems.length);
  return (
    <div className="tabs" role="tablist" aria-label={t('console.editor.sections')}>
      {[...SECTION_IDS, 'json' as const].map((id) => (
        <button
          key={id}
          type="button"
          role="tab"
          id={`tab-${id}`}
          className={id === 'danger' ? 'danger-tab' : undefined}
          aria-selected={tab === id}
          aria-controls="editor-panel"
          onClick={() => onSelect(id)}
        >
          {t(`console.sections.${id}`)}
          {counts.get(id) ? (
            <span className="badge" aria-label={t('console.editor.problemCount', { count: counts.get(id) })}>
              {counts.get(id)}
            </span>
          ) : null}
        </button>
      ))}
    </div>
  );
}
