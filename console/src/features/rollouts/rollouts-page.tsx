import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { adminQueries } from '../../shared/queries';
import { ApiError, errorKey } from '../../shared/api';
import { can, useSessionStore } from '../../shared/session-store';
import type { ConfigProblem } from '../../shared/types';
import { merchantConfigSchema } from '@schemas';
import { fourEyesTouched } from '@core/config/four-eyes';
import { fillDefaults } from '../../shared/config/fill-defaults';
import { ReviewDialog } from '../../shared/review/review-dialog';
import { useDryRun } from '../../shared/review/use-dry-run';
import { useCreateChange } from '../../shared/review/publishing-queries';
import type { PublishChoice } from '../../shared/review/publish-controls';
import { formatTime } from '../../shared/format';
import { fieldLabel } from './rollout-fields';
import '../../shared/targeting.css';
import { queryKeys } from '../../shared/query-keys';
import { blank, formOf, rolloutOf, type Form, type RolloutInput } from './rollout-model';
import { ValueChip } from './value-input';
import { RolloutForm } from './rollout-form';
import { ProblemLine } from '../../shared/config/problem-line';

/** Rollouts (issue 16): a change for some players only, edited in plain words and saved as a new version. */
export function RolloutsPage({ code }: { code: string }) {
  const { t } = useTranslation();
  const config = useQuery({ ...adminQueries.config(code), refetchOnMount: 'always' });
  if (config.isError) return <p role="alert">{t(errorKey(config.error))}</p>;
  if (!config.data) return <p aria-busy="true">{t('console.loading')}</p>;
  return (
    <Rollouts
      code={code}
      version={config.data.version}
      doc={config.data.document as Record<string, unknown>}
    />
  );
}

function Rollouts({ code, version, doc }: { code: string; version: number; doc: Record<string, unknown> }) {
  const { t, i18n } = useTranslation();
  const user = useSessionStore((s) => s.user);
  const readOnly = !can.save(user);
  const save = useCreateChange(code);
  const qc = useQueryClient();
  const [form, setForm] = useState<Form>();
  const [notice, setNotice] = useState<string>();
  const [problems, setProblems] = useState<ConfigProblem[]>([]);
  // The document a rollout edit would publish, while its review is open.
  const [pending, setPending] = useState<Record<string, unknown>>();
  const [pendingTitle, setPendingTitle] = useState<string>();
  const review = useDryRun(code, pending, 0);
  const rollouts = (Array.isArray(doc.rollouts) ? doc.rollouts : []) as RolloutInput[];

  /** A rollout edit is a change like any other: reviewed, with a reason, now, at a time or as a draft. */
  const publish = (next: RolloutInput[], title?: string) => {
    setPendingTitle(title);
    setNotice(undefined);
    setProblems([]);
    const body = { ...doc, rollouts: next };
    if (!next.length) delete (body as Record<string, unknown>).rollouts;
    setPending(body);
  };
  const choose = (choice: PublishChoice) => {
    if (!pending) return;
    save.mutate(
      { doc: pending, version, choice },
      {
        onSuccess: (c) => {
          void qc.invalidateQueries({ queryKey: queryKeys.config.of(code) });
          setPending(undefined);
          setForm(undefined);
          setNotice(
            c.status === 'published'
              ? t('targeting.rollouts.saved', { version: c.publishedVersion })
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
  const submit = (f: Form) => {
    const r = rolloutOf(f);
    if (!r) return setNotice(t('targeting.rollouts.jsonInvalid'));
    const at = f.editing === undefined ? -1 : rollouts.findIndex((x) => x.id === f.editing);
    publish(at < 0 ? [...rollouts, r] : rollouts.map((x, i) => (i === at ? r : x)));
  };
  const who = (r: RolloutInput) =>
    [
      t('targeting.rollouts.who', { percentage: r.audience?.percentage ?? 100 }),
      r.audience?.players === 'new' && t('targeting.rollouts.whoNew'),
      r.audience?.players === 'returning' && t('targeting.rollouts.whoReturning'),
      r.audience?.countries?.length && r.audience.countries.join(', '),
      r.audience?.platforms?.length === 1 &&
        t(r.audience.platforms[0] === 'app' ? 'targeting.rollouts.whoApp' : 'targeting.rollouts.whoWeb'),
    ]
      .filter(Boolean)
      .join(' · ');

  return (
    <section aria-labelledby="rollouts-title" className="rollouts">
      <h1 id="rollouts-title">{t('targeting.rollouts.title', { name: String(doc.name ?? code) })}</h1>
      <p className="muted">{t('targeting.rollouts.intro')}</p>
      <p className="actions">
        <Link to={`/merchants/${code}`}>{t('targeting.rollouts.backToEditor')}</Link>
        {can.preview(user) && <Link to={`/preview/${code}`}>{t('targeting.rollouts.preview')}</Link>}
      </p>
      {notice && (
        <p role="status" className="notice">
          {notice}
        </p>
      )}
      {problems.length > 0 && (
        <ul role="alert" className="problems">
          {problems.map((p) => (
            <li key={`${p.pointer}${p.key}`}>
              <ProblemLine problem={p} />
            </li>
          ))}
        </ul>
      )}
      {rollouts.length === 0 ? (
        <p>{t('targeting.rollouts.none')}</p>
      ) : (
        <table className="grid">
          <thead>
            <tr>
              <th scope="col">{t('targeting.rollouts.name')}</th>
              <th scope="col">{t('targeting.rollouts.changes')}</th>
              <th scope="col">{t('targeting.rollouts.audience')}</th>
              <th scope="col">{t('targeting.rollouts.status')}</th>
              {!readOnly && <th scope="col">{t('targeting.rollouts.actions')}</th>}
            </tr>
          </thead>
          <tbody>
            {rollouts.map((r) => (
              <tr key={r.id}>
                <td>
                  <strong>{r.id}</strong>
                  {r.description && <div className="muted">{r.description}</div>}
                </td>
                <td>
                  <ul className="plain">
                    {Object.entries(r.changes).map(([p, v]) => (
                      <li key={p}>
                        {fieldLabel(p, i18n.language)} → <ValueChip value={v} />
                      </li>
                    ))}
                  </ul>
                </td>
                <td>{who(r)}</td>
                <td>
                  {r.enabled === false ? t('targeting.rollouts.paused') : t('targeting.rollouts.running')}
                </td>
                {!readOnly && (
                  <td className="actions">
                    <button type="button" onClick={() => setForm(formOf(r))}>
                      {t('targeting.rollouts.edit')}
                    </button>
                    <button
                      type="button"
                      className="danger"
                      disabled={save.isPending}
                      // The review that follows is the confirmation (what changes, a reason).
                      onClick={() =>
                        publish(
                          rollouts.filter((x) => x.id !== r.id),
                          t('targeting.rollouts.removeConfirm', { id: r.id }),
                        )
                      }
                    >
                      {t('targeting.rollouts.remove')}
                    </button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {!readOnly && !form && (
        <button type="button" className="primary" onClick={() => setForm(blank(doc))}>
          {t('targeting.rollouts.new')}
        </button>
      )}
      {pending && review?.ok === false && review.fresh && (
        <ul role="alert" className="problems">
          {review.problems.map((p) => (
            <li key={`${p.pointer}${p.key}`}>
              <ProblemLine problem={p} />
            </li>
          ))}
        </ul>
      )}
      {pending && review?.ok && review.fresh && (
        <ReviewDialog
          merchant={{ code, name: String(doc.name ?? code) }}
          title={pendingTitle}
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
      {form && (
        <RolloutForm
          form={form}
          doc={doc}
          busy={save.isPending}
          onChange={setForm}
          onCancel={() => setForm(undefined)}
          onSubmit={() => submit(form)}
        />
      )}
    </section>
  );
}
