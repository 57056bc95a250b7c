import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { merchantConfigSchema } from '@schemas';
import { fourEyesTouched } from '@core/config/four-eyes';
import { ApiError, errorKey } from '../api';
import type { ConfigProblem } from '../types';
import { fillDefaults } from '../config/fill-defaults';
import { ProblemLine } from '../config/problem-line';
import { formatTime } from '../format';
import { queryKeys } from '../query-keys';
import { ReviewDialog } from './review-dialog';
import { useDryRun } from './use-dry-run';
import { useCreateChange } from './publishing-queries';
import type { PublishChoice } from './publish-controls';

function Problems({ problems }: { problems: readonly ConfigProblem[] }) {
  return (
    <ul role="alert" className="problems">
      {problems.map((p) => (
        <li key={`${p.pointer}${p.key}`}>
          <ProblemLine problem={p} />
        </li>
      ))}
    </ul>
  );
}

/**
 * A page that edits one part of a merchant's config in plain words (rollouts, segments): the edited
 * document is a change like any other, reviewed with a reason, and published now, at a time, for
 * approval or as a draft. `publish` opens the review; `view` is the notice, problems and dialog.
 */
export function useConfigPublish(
  code: string,
  version: number,
  doc: Record<string, unknown>,
  savedKey: string,
  onSaved: () => void,
) {
  const { t, i18n } = useTranslation();
  const save = useCreateChange(code);
  const qc = useQueryClient();
  const [notice, setNotice] = useState<string>();
  const [problems, setProblems] = useState<ConfigProblem[]>([]);
  // The document the edit would publish, while its review is open.
  const [pending, setPending] = useState<Record<string, unknown>>();
  const [title, setTitle] = useState<string>();
  const review = useDryRun(code, pending, 0);

  const publish = (next: Record<string, unknown>, reviewTitle?: string) => {
    setTitle(reviewTitle);
    setNotice(undefined);
    setProblems([]);
    setPending(next);
  };
  const choose = (choice: PublishChoice) => {
    if (!pending) return;
    save.mutate(
      { doc: pending, version, choice },
      {
        onSuccess: (c) => {
          void qc.invalidateQueries({ queryKey: queryKeys.config.of(code) });
          setPending(undefined);
          onSaved();
          setNotice(
            c.status === 'published'
              ? t(savedKey, { version: c.publishedVersion })
              : c.status === 'scheduled'
                ? t('publishing.notice.scheduled', { time: formatTime(c.publishAt ?? '', i18n.language) })
                : c.status === 'pending'
                  ? t('publishing.notice.pending')
                  : t('publishing.notice.draft', { id: c.id }),
          );
        },
        onError: (e) => {
          setPending(undefined);
          if (e instanceof ApiError && e.code === 'CONFIG_INVALID') setProblems(e.details as ConfigProblem[]);
          else setNotice(t(errorKey(e)));
        },
      },
    );
  };

  const view = {
    top: (
      <>
        {notice && (
          <p role="status" className="notice">
            {notice}
          </p>
        )}
        {problems.length > 0 && <Problems problems={problems} />}
      </>
    ),
    review: (
      <>
        {pending && review?.ok === false && review.fresh && <Problems problems={review.problems} />}
        {pending && review?.ok && review.fresh && (
          <ReviewDialog
            merchant={{ code, name: String(doc.name ?? code) }}
            title={title}
            before={doc}
            after={pending}
            changes={review.changes}
            saving={save.isPending}
            schedule
            fourEyes={fourEyesTouched(
              fillDefaults(merchantConfigSchema as never, doc),
              fillDefaults(merchantConfigSchema as never, pending),
            )}
            onSave={choose}
            onClose={() => setPending(undefined)}
          />
        )}
      </>
    ),
  };
  return { publish, busy: save.isPending, setNotice, view };
}
