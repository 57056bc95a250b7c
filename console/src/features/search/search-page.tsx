import { useDeferredValue, useMemo, useState } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { adminQueries } from '../../shared/queries';
import { labelOf, schemaPathOf } from '../../shared/config/labels';
import { entriesOf, search } from './search-index';
import '../../shared/targeting.css';

const MAX = 100;

/** Search across merchants and fields (issue 16): labels in both languages, paths and values; a result opens the field. */
export function SearchPage() {
  const { t, i18n } = useTranslation();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const merchants = useQuery(adminQueries.merchants());
  const configs = useQueries({
    queries: (merchants.data ?? []).map((m) => adminQueries.config(m.code)),
  });
  const loaded = configs.map((c) => c.data);
  const entries = useMemo(
    () => (merchants.data ?? []).flatMap((m, i) => (loaded[i] ? entriesOf(m.code, loaded[i].document) : [])),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the loaded documents are the inputs
    [merchants.data, ...loaded],
  );
  const hits = deferred.trim().length >= 2 ? search(entries, deferred, MAX) : [];
  const busy = merchants.isPending || configs.some((c) => c.isPending);
  return (
    <section aria-labelledby="search-title" className="search">
      <h1 id="search-title">{t('targeting.search.title')}</h1>
      <label htmlFor="settings-search">{t('targeting.search.label')}</label>
      <input
        id="settings-search"
        type="search"
        className="search-input"
        autoFocus
        value={query}
        placeholder={t('targeting.search.placeholder')}
        onChange={(e) => setQuery(e.target.value)}
      />
      <p className="muted" role="status" aria-busy={busy}>
        {deferred.trim().length < 2
          ? t('targeting.search.hint')
          : hits.length === 0
            ? t('targeting.search.none')
            : hits.length > MAX
              ? t('targeting.search.more', { count: MAX })
              : t('targeting.search.results', { count: hits.length })}
      </p>
      {hits.length > 0 && (
        <table className="grid">
          <thead>
            <tr>
              <th scope="col">{t('targeting.search.merchant')}</th>
              <th scope="col">{t('targeting.search.field')}</th>
              <th scope="col">{t('targeting.search.path')}</th>
              <th scope="col">{t('targeting.search.value')}</th>
            </tr>
          </thead>
          <tbody>
            {hits.slice(0, MAX).map((h) => (
              <tr key={`${h.merchant}${h.pointer}`}>
                <td>{h.merchant}</td>
                <td>
                  <Link to={`/merchants/${h.merchant}?field=${encodeURIComponent(h.pointer)}`}>
                    {labelOf(schemaPathOf(h.pointer), i18n.language) ?? h.pointer}
                  </Link>
                </td>
                <td>
                  <code>{h.pointer}</code>
                </td>
                <td>{h.value === undefined ? <span className="muted">—</span> : <code>{h.value}</code>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
