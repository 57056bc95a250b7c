import { useTranslation } from 'react-i18next';
import { PlayersSelect } from '../../shared/config/config-page';
import { SEGMENT_DEVICES, SEGMENT_PLATFORMS } from '@schemas';
import { SEGMENT_COUNTRIES, vipChoices, type Names, type SegmentForm, type VipChoice } from './segment-model';

/** Ticks a value in or out of a list. */
const toggle = <T,>(list: readonly T[], value: T, on: boolean): T[] =>
  on ? [...list.filter((x) => x !== value), value] : list.filter((x) => x !== value);

function Checks<T extends string>({
  legend,
  prefix,
  values,
  chosen,
  label,
  onChange,
}: {
  legend: string;
  prefix: string;
  values: readonly T[];
  chosen: readonly T[];
  label: (v: T) => string;
  onChange: (next: T[]) => void;
}) {
  return (
    <fieldset className="inline">
      <legend>{legend}</legend>
      {values.map((v) => (
        <label key={v} htmlFor={`${prefix}-${v}`} className="check">
          <input
            id={`${prefix}-${v}`}
            type="checkbox"
            checked={chosen.includes(v)}
            onChange={(e) => onChange(toggle(chosen, v, e.target.checked))}
          />
          {label(v)}
        </label>
      ))}
    </fieldset>
  );
}

export function SegmentFormView({
  form,
  shortName,
  languages,
  ladder,
  names,
  busy,
  onChange,
  onCancel,
  onSubmit,
}: {
  form: SegmentForm;
  /** The short name it is saved under (new: made from the name). */
  shortName: string;
  /** The merchant's languages. */
  languages: readonly string[];
  /** The merchant's VIP ladder (undefined: not known, levels 0–10 are offered). */
  ladder?: readonly VipChoice[];
  names: Names;
  busy: boolean;
  onChange(f: SegmentForm): void;
  onCancel(): void;
  onSubmit(): void;
}) {
  const { t } = useTranslation();
  const set = (patch: Partial<SegmentForm>) => onChange({ ...form, ...patch });
  const countries = [...new Set([...SEGMENT_COUNTRIES, ...form.countries])];
  const levels = vipChoices(ladder, [form.vipMin, form.vipMax]);
  const levelName = (c: VipChoice) =>
    !ladder
      ? t('targeting.segments.vipLevel', { level: c.level })
      : c.label === undefined
        ? t('targeting.segments.vipNotOnLadder', { level: c.level })
        : c.deposit && c.level > 0
          ? t('targeting.segments.vipLadderLevelFrom', { level: c.level, label: c.label, deposit: c.deposit })
          : t('targeting.segments.vipLadderLevel', { level: c.level, label: c.label });
  const vipSelect = (key: 'vipMin' | 'vipMax') => (
    <label htmlFor={`sg-${key}`}>
      {t(`targeting.segments.${key}`)}
      <select
        id={`sg-${key}`}
        value={form[key]}
        aria-describedby="sg-vip-help"
        onChange={(e) => set({ [key]: e.target.value })}
      >
        <option value="">{t('targeting.segments.vipAny')}</option>
        {levels.map((c) => (
          <option key={c.level} value={String(c.level)}>
            {levelName(c)}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <form
      className="rollout-form"
      aria-labelledby="segment-form-title"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <h2 id="segment-form-title">{form.editing ? form.name : t('targeting.segments.new')}</h2>
      <label htmlFor="sg-name">
        {t('targeting.segments.name')}
        <input
          id="sg-name"
          required
          maxLength={80}
          aria-describedby="sg-name-help"
          value={form.name}
          onChange={(e) => set({ name: e.target.value })}
        />
      </label>
      <small id="sg-name-help" className="muted">
        {t('targeting.segments.nameHelp')} {shortName && t('targeting.segments.shortName', { id: shortName })}
      </small>
      <label htmlFor="sg-description">
        {t('targeting.segments.description')}
        <input
          id="sg-description"
          maxLength={200}
          value={form.description}
          onChange={(e) => set({ description: e.target.value })}
        />
      </label>
      <fieldset>
        <legend>{t('targeting.segments.who')}</legend>
        <PlayersSelect id="sg-players" value={form.players} onChange={(players) => set({ players })} />
        {vipSelect('vipMin')}
        {vipSelect('vipMax')}
        <small id="sg-vip-help" className="muted">
          {t('targeting.segments.vipHelp')}
        </small>
        <Checks
          legend={t('targeting.segments.languages')}
          prefix="sg-language"
          values={languages}
          chosen={form.languages}
          label={names.language}
          onChange={(next) => set({ languages: next })}
        />
        <Checks
          legend={t('targeting.segments.devices')}
          prefix="sg-device"
          values={SEGMENT_DEVICES}
          chosen={form.devices}
          label={(d) => t(`targeting.segments.device.${d}`)}
          onChange={(next) => set({ devices: next })}
        />
        <Checks
          legend={t('targeting.segments.platforms')}
          prefix="sg-platform"
          values={SEGMENT_PLATFORMS}
          chosen={form.platforms}
          label={(p) => t(`targeting.segments.platform.${p}`)}
          onChange={(next) => set({ platforms: next })}
        />
        <Checks
          legend={t('targeting.segments.countries')}
          prefix="sg-country"
          values={countries}
          chosen={form.countries}
          label={names.country}
          onChange={(next) => set({ countries: next })}
        />
      </fieldset>
      <div className="actions">
        <button type="submit" className="primary" disabled={busy}>
          {t('targeting.segments.save')}
        </button>
        <button type="button" onClick={onCancel}>
          {t('targeting.segments.cancel')}
        </button>
      </div>
    </form>
  );
}
