import { useTranslation } from 'react-i18next';
import { type RolloutField } from './rollout-fields';

export const ValueChip = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value) ? (
    <span className="swatch-line">
      <span className="swatch" style={{ background: value }} aria-hidden="true" />
      <code>{value}</code>
    </span>
  ) : (
    <code>{JSON.stringify(value)}</code>
  );

export function ValueInput({
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
