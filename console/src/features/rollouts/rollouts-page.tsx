import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WithMerchantConfig } from '../../shared/config/config-page';
import { useConfigPublish } from '../../shared/review/config-publish';
import { segmentsOfDoc } from '../../shared/config/segments';
import { can, useSessionStore } from '../../shared/session-store';
import { fieldLabel } from './rollout-fields';
import '../../shared/targeting.css';
import { blank, formOf, rolloutOf, type Form, type RolloutInput } from './rollout-model';
import { ValueChip } from './value-input';
import { RolloutForm } from './rollout-form';

/** Rollouts (issue 16): a change for some players only, edited in plain words and saved as a new version. */
export const RolloutsPage = ({ code }: { code: string }) => (
  <WithMerchantConfig code={code} page={Rollouts} />
);

function Rollouts({ code, version, doc }: { code: string; version: number; doc: Record<string, unknown> }) {
  const { t, i18n } = useTranslation();
  const user = useSessionStore((s) => s.user);
  const readOnly = !can.save(user);
  const [form, setForm] = useState<Form>();
  const {
    publish: publishDoc,
    busy,
    setNotice,
    view,
  } = useConfigPublish(code, version, doc, 'targeting.rollouts.saved', () => setForm(undefined));
  const rollouts = (Array.isArray(doc.rollouts) ? doc.rollouts : []) as RolloutInput[];
  const segments = segmentsOfDoc(doc);

  /** A rollout edit is a change like any other: reviewed, with a reason, now, at a time or as a draft. */
  const publish = (next: RolloutInput[], title?: string) => {
    const body = { ...doc, rollouts: next };
    if (!next.length) delete (body as Record<string, unknown>).rollouts;
    publishDoc(body, title);
  };
  const submit = (f: Form) => {
    const r = rolloutOf(f);
    if (!r) return setNotice(t('targeting.rollouts.jsonInvalid'));
    const at = f.editing === undefined ? -1 : rollouts.findIndex((x) => x.id === f.editing);
    publish(at < 0 ? [...rollouts, r] : rollouts.map((x, i) => (i === at ? r : x)));
  };
  const who = (r: RolloutInput) =>
    [
      r.segment &&
        t('targeting.rollouts.inSegment', {
          name: segments.find((s) => s.id === r.segment)?.name ?? r.segment,
        }),
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
        <Link to={`/merchants/${code}/segments`}>{t('targeting.nav.segments')}</Link>
        {can.preview(user) && <Link to={`/preview/${code}`}>{t('targeting.rollouts.preview')}</Link>}
      </p>
      {view.top}
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
                      disabled={busy}
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
      {view.review}
      {form && (
        <RolloutForm
          form={form}
          doc={doc}
          segments={segments}
          busy={busy}
          onChange={setForm}
          onCancel={() => setForm(undefined)}
          onSubmit={() => submit(form)}
        />
      )}
    </section>
  );
}
