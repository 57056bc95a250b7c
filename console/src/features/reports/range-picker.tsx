import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { reportRangeProblem } from '@core/reports';
import { presetRange, RANGE_PRESETS, todayIn, type DayRange } from './range';

/**
 * The report's days: two date fields and quick ranges. The range is checked as the server checks
 * it (core/reports), so a bad one is named here and never sent.
 */
export function RangePicker({
  value,
  zone,
  onChange,
}: {
  value: DayRange;
  zone?: string;
  onChange: (r: DayRange) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const problem = reportRangeProblem(draft.from, draft.to);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!problem) onChange(draft);
  };
  const pick = (r: DayRange) => {
    setDraft(r);
    onChange(r);
  };
  return (
    <form className="report-range" onSubmit={submit} aria-label={t('reports.range')} noValidate>
      {(['from', 'to'] as const).map((end) => (
        <label key={end}>
          {t(`reports.${end}`)}
          <input
            type="date"
            value={draft[end]}
            aria-invalid={!!problem}
            aria-describedby={problem ? 'report-range-problem' : undefined}
            onChange={(e) => setDraft({ ...draft, [end]: e.target.value })}
          />
        </label>
      ))}
      <button type="submit" className="primary" disabled={!!problem}>
        {t('reports.show')}
      </button>
      <span role="group" aria-label={t('reports.presets.label')} className="report-presets">
        {RANGE_PRESETS.map((p) => (
          <button key={p} type="button" onClick={() => pick(presetRange(p, todayIn(zone)))}>
            {t(`reports.presets.${p}`)}
          </button>
        ))}
      </span>
      {problem && (
        <p id="report-range-problem" role="alert" className="error">
          {t(`errors.${problem.code}`, problem.code === 'REPORT_RANGE_TOO_LONG' ? { max: problem.max } : {})}
        </p>
      )}
    </form>
  );
}
