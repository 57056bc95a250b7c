import { useTranslation } from 'react-i18next';
import { PlayersSelect } from '../../shared/config/config-page';
import { valueAt } from '@core/rollouts';
import { ROLLOUT_PLATFORMS } from '@schemas';
import { fieldLabel } from './rollout-fields';
import { FIELDS, OTHER, type Change, type Form } from './rollout-model';
import { ValueInput } from './value-input';
import type { SegmentInput } from '../../shared/config/segments';

export function RolloutForm({
  form,
  doc,
  segments,
  busy,
  onChange,
  onCancel,
  onSubmit,
}: {
  form: Form;
  doc: Record<string, unknown>;
  /** The merchant's saved segments (issue 35), offered by name. */
  segments: readonly SegmentInput[];
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
        <label htmlFor="ro-segment">
          {t('targeting.rollouts.segment')}
          <select id="ro-segment" value={form.segment} onChange={(e) => set({ segment: e.target.value })}>
            <option value="">{t('targeting.rollouts.noSegment')}</option>
            {segments.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
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
        <PlayersSelect id="ro-players" value={form.players} onChange={(players) => set({ players })} />
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
