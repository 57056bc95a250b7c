import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKey } from '../../shared/api';
import { reportCsv, reportFileName } from './queries';
import type { DayRange } from './range';

/** Downloads the report as the server writes it (CSV, UTF-8 with BOM), through the session's fetch. */
export function CsvButton({ code, range }: { code: string; range: DayRange }) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>();
  const download = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const url = URL.createObjectURL(await reportCsv(code, range.from, range.to, i18n.language));
      const a = document.createElement('a');
      a.href = url;
      a.download = reportFileName(code, range.from, range.to);
      a.click();
      URL.revokeObjectURL(url);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="actions">
      <button type="button" onClick={() => void download()} disabled={busy} aria-busy={busy}>
        {t('reports.download')}
      </button>
      {error !== undefined && <span role="alert">{t(errorKey(error))}</span>}
    </span>
  );
}
