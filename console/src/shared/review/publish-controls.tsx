import { formatDate } from '@core/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import './publishing.css';

/** What the operator chose in a review: why, and when (absent: now), or only a draft. */
export interface PublishChoice {
  reason: string;
  publishAt?: string;
  draft?: boolean;
}

const REASON_MIN = 3;

/**
 * The publishing part of a review (issue 16): a reason (required), now or at a set time, and, for
 * an edit, "save as draft". When the change touches a four-eyes area the main button asks for
 * approval instead of publishing.
 */
export function PublishControls({
  busy,
  blocked,
  fourEyes,
  schedule,
  allowDraft = schedule,
  confirmLabel,
  danger,
  approval: alwaysApproval = false,
  onCancel,
  onChoose,
}: {
  busy: boolean;
  /** The confirmation is not complete yet (e.g. the merchant code to type). */
  blocked: boolean;
  fourEyes: readonly string[];
  /** Offer "at a set time" and "save as draft" (an edit; a rollback goes live now). */
  schedule: boolean;
  allowDraft?: boolean;
  confirmLabel?: string;
  danger?: boolean;
  /** Always goes to a second operator (a promotion of staging, issue 35), whatever areas it touches. */
  approval?: boolean;
  onCancel(): void;
  onChoose(choice: PublishChoice): void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [when, setWhen] = useState<'now' | 'at'>('now');
  const [at, setAt] = useState(() => formatDate(Date.now() + 60 * 60 * 1000, 'localInputSeconds'));
  const atDate = new Date(at);
  const atValid = when === 'now' || (!Number.isNaN(atDate.getTime()) && atDate.getTime() > Date.now());
  const reasonOk = reason.trim().length >= REASON_MIN;
  const approval = alwaysApproval || fourEyes.length > 0;
  const main = approval
    ? t('publishing.actions.requestApproval')
    : when === 'at'
      ? t('publishing.actions.schedule')
      : (confirmLabel ?? t('publishing.actions.publishNow'));
  return (
    <div className="publish-controls">
      {fourEyes.length > 0 && (
        <p role="note" className="warning">
          {t('publishing.fourEyes', {
            areas: fourEyes.map((p) => t(`publishing.areas.${p.slice(1)}`, { defaultValue: p })).join(', '),
          })}
        </p>
      )}
      <label htmlFor="publish-reason">{t('publishing.reason')}</label>
      <textarea
        id="publish-reason"
        rows={2}
        maxLength={500}
        placeholder={t('publishing.reasonPlaceholder')}
        aria-describedby="publish-reason-help"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      <small id="publish-reason-help" className="muted">
        {t('publishing.reasonHelp')}
      </small>
      {schedule && (
        <fieldset className="publish-when">
          <legend>{t('publishing.when')}</legend>
          <label>
            <input
              type="radio"
              name="publish-when"
              checked={when === 'now'}
              onChange={() => setWhen('now')}
            />{' '}
            {t('publishing.now')}
          </label>
          <label>
            <input type="radio" name="publish-when" checked={when === 'at'} onChange={() => setWhen('at')} />{' '}
            {t('publishing.at')}
          </label>
          {when === 'at' && (
            <label className="publish-at">
              {t('publishing.atLabel')}
              <input
                type="datetime-local"
                step={1}
                value={at}
                aria-invalid={!atValid}
                onChange={(e) => setAt(e.target.value)}
              />
            </label>
          )}
          {!atValid && (
            <p role="alert" className="error-text">
              {t('publishing.atInvalid')}
            </p>
          )}
        </fieldset>
      )}
      <div className="actions">
        <button type="button" onClick={onCancel}>
          {t('console.actions.cancel')}
        </button>
        {allowDraft && (
          <button
            type="button"
            disabled={busy}
            onClick={() => onChoose({ reason: reason.trim(), draft: true })}
          >
            {t('publishing.actions.saveDraft')}
          </button>
        )}
        <button
          type="button"
          className={danger ? 'primary danger' : 'primary'}
          disabled={busy || blocked || !reasonOk || !atValid}
          onClick={() =>
            onChoose({
              reason: reason.trim(),
              ...(when === 'at' ? { publishAt: atDate.toISOString() } : {}),
            })
          }
        >
          {main}
        </button>
      </div>
    </div>
  );
}
