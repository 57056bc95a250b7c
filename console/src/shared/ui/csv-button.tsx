import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKey } from '../api';

/**
 * Downloads a CSV file as the server writes it (UTF-8 with BOM), through the session's fetch: the
 * daily report and the reconciliation. `file` asks for it in the console's language; `name` is the
 * file name the server gives it (Content-Disposition), `label` the button's words.
 */
export function CsvButton({
  file,
  name,
  label,
}: {
  file: (language: 'vi' | 'en') => Promise<Blob>;
  name: string;
  label: string;
}) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>();
  const download = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const url = URL.createObjectURL(await file(i18n.language === 'en' ? 'en' : 'vi'));
      const a = document.createElement('a');
      a.href = url;
      a.download = name;
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
        {label}
      </button>
      {error !== undefined && <span role="alert">{t(errorKey(error))}</span>}
    </span>
  );
}
