import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ChangeRow } from '@schemas';
import { errorKey } from '../../shared/api';
import { useFieldLabel } from '../../shared/config/labels';
import { stagingQueries, usePromote } from '../../shared/environments/staging-queries';
import { ReviewDialog } from '../../shared/review/review-dialog';
import { notifiedWords } from '../../shared/review/notified';
import { Dialog } from '../../shared/ui/dialog';

const show = (v: unknown) => (v === undefined ? '—' : JSON.stringify(v));

/**
 * "Promote to production" (issue 35, environments): what production would become (the review the
 * editor uses: what changes for players, the JSON diff), the production edits made since the copy that
 * it would undo, and a reason. It never publishes: it asks another operator to approve (a pending change).
 */
export function PromoteDialog({
  code,
  name,
  onDone,
  onClose,
}: {
  code: string;
  name: string;
  onDone(change: ChangeRow): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const label = useFieldLabel();
  const preview = useQuery(stagingQueries.promotion(code));
  const promote = usePromote(code);
  const p = preview.data;
  if (!p)
    return (
      <Dialog labelledBy="promote-title" onClose={onClose}>
        <h2 id="promote-title">{t('environments.promote.title', { name })}</h2>
        {preview.isError ? (
          <p role="alert">{t(errorKey(preview.error))}</p>
        ) : (
          <p aria-busy="true">{t('console.loading')}</p>
        )}
      </Dialog>
    );
  const changedSince = p.productionVersion !== p.copiedFrom;
  const notes = (
    <>
      <p>
        {t('environments.promote.versions', {
          staging: p.stagingVersion,
          production: p.productionVersion,
          copied: p.copiedFrom,
        })}
      </p>
      {p.changes.length === 0 && <p role="note">{t('environments.promote.nothing')}</p>}
      {p.pendingPromotion !== undefined && (
        <p role="note" className="warning">
          {t('environments.promote.alreadyPending', { id: p.pendingPromotion })}
        </p>
      )}
      {changedSince && (
        <section role="alert" aria-labelledby="promote-overwritten" className="warning">
          <h3 id="promote-overwritten">
            {t('environments.promote.changedSince', { from: p.copiedFrom, to: p.productionVersion })}
          </h3>
          {p.overwritten.length === 0 ? (
            <p>{t('environments.promote.nothingOverwritten')}</p>
          ) : (
            <table className="grid clashes">
              <caption>{t('environments.promote.overwritten', { count: p.overwritten.length })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('console.conflict.field')}</th>
                  <th scope="col">{t('environments.promote.productionNow')}</th>
                  <th scope="col">{t('environments.promote.afterPromotion')}</th>
                </tr>
              </thead>
              <tbody>
                {p.overwritten.map((o) => (
                  <tr key={o.pointer}>
                    <th scope="row">
                      {label(o.pointer)} <code className="muted">{o.pointer}</code>
                    </th>
                    <td>
                      <code>{show(o.production)}</code>
                    </td>
                    <td>
                      <code>{show(o.staging)}</code>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      )}
      <p role="note">{t('environments.promote.review')}</p>
      {promote.isError && <p role="alert">{t(errorKey(promote.error))}</p>}
    </>
  );
  return (
    <ReviewDialog
      merchant={{ code, name }}
      title={t('environments.promote.title', { name })}
      before={p.before}
      after={p.after}
      changes={p.changes}
      saving={promote.isPending}
      approval
      notes={notes}
      onSave={(choice) =>
        promote.mutate(
          { reason: choice.reason, productionVersion: p.productionVersion, stagingVersion: p.stagingVersion },
          { onSuccess: onDone },
        )
      }
      onClose={onClose}
    />
  );
}

/** After a promotion was asked for: where it waits. */
export function PromotionSent({ change }: { change: ChangeRow }) {
  const { t } = useTranslation();
  return (
    <p role="status" className="notice">
      {t('environments.promote.sent', { id: change.id, version: change.baseVersion })}{' '}
      {notifiedWords(t, change.notified)} <Link to="/changes">{t('environments.promote.toChanges')}</Link>
    </p>
  );
}
