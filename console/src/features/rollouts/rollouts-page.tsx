import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { valueAt, type Rollout } from '@core/rollouts';
import { ROLLOUT_PLATFORMS, type ROLLOUT_PLAYERS } from '@schemas';
import { adminQueries } from '../../shared/queries';
import { ApiError, errorKey } from '../../shared/api';
import { can, useSessionStore } from '../../shared/session-store';
import type { ConfigProblem } from '../../shared/types';
import { merchantConfigSchema } from '@schemas';
import { fourEyesTouched } from '@core/config/four-eyes';
import { fillDefaults } from '../editor/fill-defaults';
import { ReviewDialog } from '../editor/review-dialog';
import { useDryRun } from '../editor/use-dry-run';
import { useCreateChange } from '../publishing/queries';
import type { PublishChoice } from '../publishing/publish-controls';
import { formatTime } from '../../shared/format';
import { fieldLabel, rolloutFields, type RolloutField } from './rollout-fields';
import './targeting.css';

type RolloutInput = Partial<Rollout> & { id: string; changes: Record<string, unknown> };
interface Change {
  pointer: string;
  /** A field from the list, or "other": a path and a JSON value typed by hand. */
  other: boolean;
  value: unknown;
  json: string;
}
interface Form {
  /** The id being edited (undefined: a new rollout). */
  editing?: string;
  id: string;
  description: string;
  enabled: boolean;
  changes: Change[];
  percentage: number;
  players: (typeof ROLLOUT_PLAYERS)[number];
  countries: string;
  platforms: string[];
}

const FIELDS = rolloutFields();
const OTHER = '__other__';

const blank = (doc: Record<string, unknown>): Form => ({
  id: '',
  description: '',
  enabled: true,
  changes: [
    {
      pointer: '/theme/colors/header',
      other: false,
      value: valueAt(doc, '/theme/colors/header') ?? '#000000',
      json: '',
    },
  ],
  percentage: 10,
  players: 'all',
  countries: '',
  platforms: [],
});

const formOf = (r: RolloutInput): Form => ({
  editing: r.id,
  id: r.id,
  description: r.description ?? '',
  enabled: r.enabled ?? true,
  changes: Object.entries(r.changes).map(([pointer, value]) => ({
    pointer,
    other: !FIELDS.some((f) => f.pointer === pointer),
    value,
    json: JSON.stringify(value),
  })),
  percentage: r.audience?.percentage ?? 100,
  players: r.audience?.players ?? 'all',
  countries: (r.audience?.countries ?? []).join(', '),
  platforms: [...(r.audience?.platforms ?? [])],
});

function rolloutOf(f: Form): RolloutInput | undefined {
  const changes: Record<string, unknown> = {};
  for (const c of f.changes) {
    if (!c.pointer) continue;
    if (c.other) {
      try {
        changes[c.pointer] = JSON.parse(c.json);
      } catch {
        return undefined;
      }
    } else changes[c.pointer] = c.value;
  }
  const countries = f.countries
    .split(/[\s,]+/)
    .map((s) => s.trim().toUpperCase())
    .filter(Boolean);
  return {
    id: f.id.trim(),
    ...(f.description.trim() ? { description: f.description.trim() } : {}),
    enabled: f.enabled,
    changes,
    audience: {
      percentage: f.percentage,
      players: f.players,
      countries: [...new Set(countries)],
      platforms: f.platforms as (typeof ROLLOUT_PLATFORMS)[number][],
    },
  };
}

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
          void qc.invalidateQueries({ queryKey: ['config', code] });
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
              <code>{p.pointer}</code> {t(p.key, { ...p.params, defaultValue: p.message })}
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
              <code>{p.pointer}</code> {t(p.key, { ...p.params, defaultValue: p.message })}
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

const ValueChip = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value) ? (
    <span className="swatch-line">
      <span className="swatch" style={{ background: value }} aria-hidden="true" />
      <code>{value}</code>
    </span>
  ) : (
    <code>{JSON.stringify(value)}</code>
  );

function ValueInput({
  field,
  id,
  value,
  onChange,
}: {
  field: RolloutField;
  id: string;
  value: unknown;
  onChange(v: unknown): void;
}) {
  const { t } = useTranslation();
  switch (field.kind) {
    case 'colour':
      return (
        <input
          id={id}
          type="color"
          value={typeof value === 'string' ? value : '#000000'}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'boolean':
      return (
        <select
          id={id}
          value={value === true ? 'on' : 'off'}
          onChange={(e) => onChange(e.target.value === 'on')}
        >
          <option value="on">{t('targeting.rollouts.on')}</option>
          <option value="off">{t('targeting.rollouts.off')}</option>
        </select>
      );
    case 'number':
      return (
        <input
          id={id}
          type="number"
          value={typeof value === 'number' ? value : 0}
          onChange={(e) => onChange(Number(e.target.value))}
        />
      );
    case 'enum':
      return (
        <select id={id} value={String(value ?? '')} onChange={(e) => onChange(e.target.value)}>
          {field.options!.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
      );
    default:
      return (
        <input
          id={id}
          type="text"
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.target.value)}
        />
      );
  }
}

function RolloutForm({
  form,
  doc,
  busy,
  onChange,
  onCancel,
  onSubmit,
}: {
  form: Form;
  doc: Record<string, unknown>;
  busy: boolean;
  onChange(f: Form): void;
  onCancel(): void;
  onSubmit(): void;
}) {
  const { t, i18n } = useTranslation();
  const set = (patch: Partial<Form>) => onChange({ ...form, ...patch });
  const setChange = (i: number, patch: Partial<Change>) =>
    set({ changes: form.changes.map((c, j) => (j === i ? { ...c, ...patch } : c)) });
  return (
    <form
      className="rollout-form"
      aria-labelledby="rollout-form-title"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <h2 id="rollout-form-title">{form.editing ?? t('targeting.rollouts.new')}</h2>
      <label htmlFor="ro-id">
        {t('targeting.rollouts.name')}
        <input
          id="ro-id"
          required
          pattern="[a-z0-9][a-z0-9\-]{0,39}"
          aria-describedby="ro-id-help"
          value={form.id}
          onChange={(e) => set({ id: e.target.value })}
        />
      </label>
      <small id="ro-id-help" className="muted">
        {t('targeting.rollouts.nameHelp')}
      </small>
      <label htmlFor="ro-description">
        {t('targeting.rollouts.description')}
        <input
          id="ro-description"
          maxLength={200}
          value={form.description}
          onChange={(e) => set({ description: e.target.value })}
        />
      </label>
      <label htmlFor="ro-enabled" className="check">
        <input
          id="ro-enabled"
          type="checkbox"
          checked={form.enabled}
          onChange={(e) => set({ enabled: e.target.checked })}
        />
        {t('targeting.rollouts.running')}
      </label>
      <fieldset>
        <legend>{t('targeting.rollouts.changes')}</legend>
        {form.changes.map((c, i) => {
          const field = FIELDS.find((f) => f.pointer === c.pointer);
          return (
            <div key={i} className="change-row">
              <label htmlFor={`ro-field-${i}`}>
                {t('targeting.rollouts.field')}
                <select
                  id={`ro-field-${i}`}
                  value={c.other ? OTHER : c.pointer}
                  onChange={(e) => {
                    const pointer = e.target.value;
                    if (pointer === OTHER)
                      setChange(i, { other: true, json: JSON.stringify(c.value ?? null) });
                    else
                      setChange(i, {
                        other: false,
                        pointer,
                        value:
                          valueAt(doc, pointer) ??
                          (FIELDS.find((f) => f.pointer === pointer)?.kind === 'boolean' ? false : ''),
                      });
                  }}
                >
                  {FIELDS.map((f) => (
                    <option key={f.pointer} value={f.pointer}>
                      {fieldLabel(f.pointer, i18n.language)} ({f.pointer})
                    </option>
                  ))}
                  <option value={OTHER}>{t('targeting.rollouts.otherField')}</option>
                </select>
              </label>
              {c.other ? (
                <>
                  <label htmlFor={`ro-path-${i}`}>
                    {t('targeting.rollouts.path')}
                    <input
                      id={`ro-path-${i}`}
                      value={c.pointer}
                      onChange={(e) => setChange(i, { pointer: e.target.value })}
                    />
                  </label>
                  <label htmlFor={`ro-json-${i}`}>
                    {t('targeting.rollouts.jsonValue')}
                    <input
                      id={`ro-json-${i}`}
                      value={c.json}
                      onChange={(e) => setChange(i, { json: e.target.value })}
                    />
                  </label>
                </>
              ) : (
                field && (
                  <label htmlFor={`ro-value-${i}`}>
                    {t('targeting.rollouts.value')}
                    <ValueInput
                      field={field}
                      id={`ro-value-${i}`}
                      value={c.value}
                      onChange={(value) => setChange(i, { value })}
                    />
                  </label>
                )
              )}
              <button
                type="button"
                className="link"
                aria-label={`${t('targeting.rollouts.removeChange')} ${i + 1}`}
                onClick={() => set({ changes: form.changes.filter((_, j) => j !== i) })}
              >
                {t('targeting.rollouts.removeChange')}
              </button>
            </div>
          );
        })}
        <button
          type="button"
          onClick={() =>
            set({
              changes: [
                ...form.changes,
                {
                  pointer: FIELDS[0]!.pointer,
                  other: false,
                  value: valueAt(doc, FIELDS[0]!.pointer) ?? '',
                  json: '',
                },
              ],
            })
          }
        >
          {t('targeting.rollouts.addChange')}
        </button>
      </fieldset>
      <fieldset>
        <legend>{t('targeting.rollouts.audience')}</legend>
        <label htmlFor="ro-percentage">
          {t('targeting.rollouts.percentage')}
          <span className="range-line">
            <input
              type="range"
              min={0}
              max={100}
              step={1}
              aria-hidden="true"
              tabIndex={-1}
              value={form.percentage}
              onChange={(e) => set({ percentage: Number(e.target.value) })}
            />
            <input
              id="ro-percentage"
              type="number"
              min={0}
              max={100}
              step={0.01}
              value={form.percentage}
              onChange={(e) => set({ percentage: Number(e.target.value) })}
            />
          </span>
        </label>
        <label htmlFor="ro-players">
          {t('targeting.rollouts.players')}
          <select
            id="ro-players"
            value={form.players}
            onChange={(e) => set({ players: e.target.value as Form['players'] })}
          >
            <option value="all">{t('targeting.rollouts.playersAll')}</option>
            <option value="new">{t('targeting.rollouts.playersNew')}</option>
            <option value="returning">{t('targeting.rollouts.playersReturning')}</option>
          </select>
        </label>
        <label htmlFor="ro-countries">
          {t('targeting.rollouts.countries')}
          <input
            id="ro-countries"
            value={form.countries}
            placeholder="VN, TH"
            onChange={(e) => set({ countries: e.target.value })}
          />
        </label>
        <fieldset className="inline">
          <legend>{t('targeting.rollouts.platforms')}</legend>
          {ROLLOUT_PLATFORMS.map((p) => (
            <label key={p} htmlFor={`ro-platform-${p}`} className="check">
              <input
                id={`ro-platform-${p}`}
                type="checkbox"
                checked={form.platforms.includes(p)}
                onChange={(e) =>
                  set({
                    platforms: e.target.checked
                      ? [...form.platforms, p]
                      : form.platforms.filter((x) => x !== p),
                  })
                }
              />
              {t(p === 'app' ? 'targeting.rollouts.platformApp' : 'targeting.rollouts.platformWeb')}
            </label>
          ))}
        </fieldset>
      </fieldset>
      <div className="actions">
        <button type="submit" className="primary" disabled={busy}>
          {t('targeting.rollouts.save')}
        </button>
        <button type="button" onClick={onCancel}>
          {t('targeting.rollouts.cancel')}
        </button>
      </div>
    </form>
  );
}
