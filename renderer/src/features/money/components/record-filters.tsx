import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RECORD_DATE_MAX, RECORD_DATE_MIN, recordRangeValid } from '@core/money';
import { RECORD_TYPES, type RecordType } from '@schemas/api';
import { Button } from '../../../shared/ui';

export interface RecordFilterValue {
  type?: RecordType;
  from: string;
  to: string;
}

/** Type (optional) and a date range within the spec's picker bounds (2000–2030); applied on submit. */
export function RecordFilters({
  value,
  onApply,
  withType,
}: {
  value: RecordFilterValue;
  onApply: (v: RecordFilterValue) => void;
  withType?: boolean;
}) {
  const { t } = useTranslation();
  const [v, setV] = useState(value);
  const valid = recordRangeValid(v.from, v.to);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (valid) onApply(v);
  };
  return (
    <form className="mn-filters" role="search" aria-label={t('money.records.filters')} onSubmit={submit}>
      {withType && (
        <label className="mn-filter">
          <span>{t('money.records.type')}</span>
          <select
            className="mn-select"
            value={v.type ?? ''}
            onChange={(e) => setV({ ...v, type: (e.target.value || undefined) as RecordType | undefined })}
          >
            <option value="">{t('money.records.allTypes')}</option>
            {RECORD_TYPES.map((k) => (
              <option key={k} value={k}>
                {t(`money.records.types.${k}`)}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className="mn-filter">
        <span>{t('money.records.from')}</span>
        <input
          type="date"
          className="mn-select"
          min={RECORD_DATE_MIN}
          max={v.to || RECORD_DATE_MAX}
          value={v.from}
          required
          onChange={(e) => setV({ ...v, from: e.target.value })}
        />
      </label>
      <label className="mn-filter">
        <span>{t('money.records.to')}</span>
        <input
          type="date"
          className="mn-select"
          min={v.from || RECORD_DATE_MIN}
          max={RECORD_DATE_MAX}
          value={v.to}
          required
          onChange={(e) => setV({ ...v, to: e.target.value })}
        />
      </label>
      {!valid && (
        <p className="ui-field__error" role="alert">
          {t('validation.dateRange', { min: RECORD_DATE_MIN, max: RECORD_DATE_MAX })}
        </p>
      )}
      <Button type="submit" variant="secondary" disabled={!valid}>
        {t('money.records.apply')}
      </Button>
    </form>
  );
}
