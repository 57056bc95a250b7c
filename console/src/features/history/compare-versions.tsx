import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { summariseChanges } from '@core/config-diff';
import { merchantConfigSchema, type MerchantConfig } from '@schemas';
import { fillDefaults } from '../../shared/config/fill-defaults';
import { adminQueries } from '../../shared/queries';
import { ChangeSummary } from '../../shared/review/change-summary';
import { JsonDiff } from '../../shared/review/json-diff';

const filled = (doc: unknown) => fillDefaults(merchantConfigSchema as never, doc) as MerchantConfig;

/**
 * Any two versions side by side (issue 35, beyond the anchors: "compare any two versions"): what
 * changes for players from one to the other, in the words of a change's review, and the JSON diff
 * on request.
 * The pair lives in the address (`?from=3&to=7`), so a comparison can be sent to someone.
 */
export function CompareVersions({ code, versions }: { code: string; versions: readonly number[] }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const newest = versions[0]!;
  const pick = (key: string, fallback: number) => {
    const v = Number(params.get(key));
    return versions.includes(v) ? v : fallback;
  };
  const from = pick('from', versions[1] ?? newest);
  const to = pick('to', newest);
  const set = (key: 'from' | 'to', v: string) => {
    const next = new URLSearchParams(params);
    next.set(key, v);
    setParams(next, { replace: true });
  };
  const [json, setJson] = useState(false);
  const a = useQuery(adminQueries.version(code, from));
  const b = useQuery(adminQueries.version(code, to));
  const choice = (key: 'from' | 'to', value: number) => (
    <label htmlFor={`compare-${key}`}>
      {t(`console.history.compare.${key}`)}{' '}
      <select id={`compare-${key}`} value={value} onChange={(e) => set(key, e.target.value)}>
        {versions.map((v) => (
          <option key={v} value={v}>
            {t('console.history.version', { version: v })}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <section aria-labelledby="compare-title" className="compare-versions">
      <h2 id="compare-title">{t('console.history.compare.title')}</h2>
      <div className="inline-form">
        {choice('from', from)}
        {choice('to', to)}
      </div>
      {from === to ? (
        <p className="muted">{t('console.history.compare.same')}</p>
      ) : !a.data || !b.data ? (
        <p aria-busy="true">{t('console.loading')}</p>
      ) : (
        <>
          <ChangeSummary
            changes={summariseChanges(filled(a.data.document), filled(b.data.document))}
            emptyKey="console.diff.none"
          />
          {/* The raw JSON is for those who want it: closed until asked for. */}
          <button type="button" className="link" aria-expanded={json} onClick={() => setJson(!json)}>
            {json ? t('console.diff.hideJson') : t('console.history.compare.json')}
          </button>
          {json && <JsonDiff before={a.data.document} after={b.data.document} />}
        </>
      )}
    </section>
  );
}
