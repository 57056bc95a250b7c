import { useTranslation } from 'react-i18next';
import type { ConfigProblem } from '../../shared/types';
import { SectionForm } from './section-form';
import { JsonView } from './json-view';
import { ChangeSummary } from '../../shared/review/change-summary';
import type { Tab } from './section-tabs';

import type { DryRun } from '../../shared/review/use-dry-run';

/** The section's form (or the raw JSON) beside what the edit changes for players. */
export function EditorBody({
  code,
  tab,
  draft,
  problems,
  readOnly,
  locked,
  dirty,
  dryRun,
  onEdit,
  onEditRaw,
}: {
  code: string;
  tab: Tab;
  draft: Record<string, unknown>;
  problems: ConfigProblem[];
  readOnly: boolean;
  /** Fields this environment does not edit, with why (SectionForm). */
  locked?: Readonly<Record<string, string>>;
  dirty: boolean;
  dryRun: DryRun | undefined;
  onEdit(doc: Record<string, unknown>): void;
  onEditRaw(doc: Record<string, unknown>): void;
}) {
  const { t } = useTranslation();
  const invalid = problems.length > 0;
  return (
    <div className="editor-body">
      <div id="editor-panel" role="tabpanel" aria-labelledby={`tab-${tab}`} className="panel">
        {tab === 'danger' && (
          <p className="danger-note">{t('console.danger.note', { name: String(draft.name ?? code) })}</p>
        )}
        {tab === 'json' ? (
          <JsonView doc={draft} problems={problems} onChange={onEditRaw} readOnly={readOnly} />
        ) : (
          <SectionForm
            section={tab}
            doc={draft}
            problems={problems}
            readOnly={readOnly}
            locked={locked}
            onChange={onEdit}
          />
        )}
      </div>
      <aside className="side" aria-labelledby="live-changes">
        <h2 id="live-changes">{t('console.diff.live')}</h2>
        {dirty && dryRun?.ok ? (
          <ChangeSummary changes={dryRun.changes} />
        ) : (
          <p className="muted">
            {!dirty
              ? t('console.diff.none')
              : invalid
                ? t('console.diff.fixFirst')
                : t('console.diff.checking')}
          </p>
        )}
      </aside>
    </div>
  );
}
