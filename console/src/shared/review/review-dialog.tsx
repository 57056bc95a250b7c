import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangeSummary } from './change-summary';
import { JsonDiff } from './json-diff';
import { LanguageTextsNotes } from './language-texts';
import type { ConfigChange, ConfigProblem } from '../types';
import { formatTime } from '../format';
import { Dialog } from '../ui/dialog';
import { PublishControls, type PublishChoice } from './publish-controls';

interface Props {
  merchant: { code: string; name: string };
  before: unknown;
  after: unknown;
  changes: readonly ConfigChange[];
  saving: boolean;
  /** A disk edit of the merchant file that was rejected: this save replaces it. */
  rejected?: { at: string; problems: readonly ConfigProblem[] };
  title?: string;
  confirmLabel?: string;
  /** Four-eyes areas the change touches (a second operator approves it). */
  fourEyes?: readonly string[];
  /** Offer a publish time and a draft (an edit); a rollback goes live now. */
  schedule?: boolean;
  /** Offer "save as draft" (default: with `schedule`). */
  allowDraft?: boolean;
  /** Always sent to a second operator (a promotion of staging, issue 35). */
  approval?: boolean;
  /** What else the reviewer must know, under what changes (e.g. production edits a promotion undoes). */
  notes?: ReactNode;
  onSave(choice: PublishChoice): void;
  onClose(): void;
}

const languagesOf = (doc: unknown): string[] => {
  const list = (doc as { languages?: unknown } | null)?.languages;
  return Array.isArray(list) ? list.filter((l): l is string => typeof l === 'string') : [];
};
/** Languages the change adds (its review warns about those without texts). */
const addedLanguages = (before: unknown, after: unknown): string[] =>
  languagesOf(after).filter((l) => !languagesOf(before).includes(l));

/**
 * Before anything goes live (a save or a rollback): what changes for players, the JSON diff one
 * click away, a warning when a rejected disk edit is replaced, and, when players would be taken off
 * the site (maintenance, blocked regions), the merchant's code typed to confirm.
 */
export function ReviewDialog(props: Props) {
  const { merchant, before, after, changes, saving, rejected, onSave, onClose } = props;
  const { t, i18n } = useTranslation();
  const [json, setJson] = useState(false);
  const [typed, setTyped] = useState('');
  const danger = changes.some((c) => c.area === 'danger');
  const confirmed = !danger || typed.trim() === merchant.code;
  return (
    <Dialog labelledBy="review-title" onClose={() => !saving && onClose()}>
      <h2 id="review-title">{props.title ?? t('console.diff.title')}</h2>
      <ChangeSummary changes={changes} />
      {props.notes}
      <LanguageTextsNotes languages={addedLanguages(before, after)} />
      {rejected && (
        <p role="alert" className="warning">
          {t('console.review.overwritesRejected', {
            time: formatTime(rejected.at, i18n.language),
            count: rejected.problems.length,
            code: merchant.code,
          })}
        </p>
      )}
      {danger && (
        <div className="danger-confirm">
          <p role="alert" className="error">
            {t('console.review.danger', { name: merchant.name, code: merchant.code })}
          </p>
          <label htmlFor="danger-confirm">{t('console.review.typeCode', { code: merchant.code })}</label>
          <input
            id="danger-confirm"
            className="mono"
            autoComplete="off"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
        </div>
      )}
      <button type="button" className="link" aria-expanded={json} onClick={() => setJson(!json)}>
        {json ? t('console.diff.hideJson') : t('console.diff.showJson')}
      </button>
      {json && <JsonDiff before={before} after={after} />}
      <PublishControls
        busy={saving}
        blocked={!confirmed}
        fourEyes={props.fourEyes ?? []}
        schedule={props.schedule ?? false}
        allowDraft={props.allowDraft ?? props.schedule ?? false}
        confirmLabel={props.confirmLabel ?? t('console.actions.confirmSave')}
        danger={danger}
        approval={props.approval}
        onCancel={onClose}
        onChoose={onSave}
      />
    </Dialog>
  );
}
