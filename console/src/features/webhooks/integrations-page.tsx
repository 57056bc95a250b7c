import { useState, type ReactNode } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { WEBHOOK_EVENT_LIST, type WebhookDeliveryRow, type WebhookRow } from '@schemas';
import { adminQueries } from '../../shared/queries';
import { api, errorKey } from '../../shared/api';
import { formatTime } from '../../shared/format';
import '../../shared/review/publishing.css';
import { queryKeys } from '../../shared/query-keys';

const EVENTS = WEBHOOK_EVENT_LIST;

export const webhookQueries = {
  list: (code: string) =>
    queryOptions({
      queryKey: queryKeys.webhooks.of(code),
      queryFn: () => api<WebhookRow[]>(`/api/admin/merchants/${code}/webhooks`),
    }),
  deliveries: (code: string) =>
    queryOptions({
      queryKey: queryKeys.webhooks.deliveries(code),
      queryFn: () => api<WebhookDeliveryRow[]>(`/api/admin/merchants/${code}/webhooks/deliveries`),
      refetchInterval: 3000,
    }),
};

function Webhooks({ code, name }: { code: string; name: string }) {
  const { t, i18n } = useTranslation();
  const qc = useQueryClient();
  const hooks = useQuery(webhookQueries.list(code));
  const deliveries = useQuery(webhookQueries.deliveries(code));
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<string[]>(['publish', 'rollback']);
  const [secret, setSecret] = useState<string>();
  const [error, setError] = useState<string>();
  const add = useMutation({
    mutationFn: () =>
      api<WebhookRow>(`/api/admin/merchants/${code}/webhooks`, { method: 'POST', body: { url, events } }),
    onSuccess: async (r) => {
      setSecret(r.secret);
      setUrl('');
      setError(undefined);
      await qc.invalidateQueries({ queryKey: queryKeys.webhooks.of(code) });
    },
    onError: (e) => setError(t(errorKey(e))),
  });
  const remove = useMutation({
    mutationFn: (id: number) => api(`/api/admin/merchants/${code}/webhooks/${id}`, { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.webhooks.of(code) }),
  });
  const hookUrl = (id: number) => hooks.data?.find((h) => h.id === id)?.url ?? `#${id}`;
  return (
    <>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          add.mutate();
        }}
      >
        <label htmlFor="hook-url">{t('publishing.webhooks.url')}</label>
        <input
          id="hook-url"
          type="url"
          required
          placeholder="https://"
          aria-describedby="hook-url-help"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
        />
        <small id="hook-url-help" className="muted">
          {t('publishing.webhooks.urlHelp')}
        </small>
        <fieldset>
          <legend>{t('publishing.webhooks.events')}</legend>
          {EVENTS.map((ev) => (
            <label key={ev}>
              <input
                type="checkbox"
                checked={events.includes(ev)}
                onChange={(e) =>
                  setEvents(e.target.checked ? [...events, ev] : events.filter((x) => x !== ev))
                }
              />{' '}
              {t(`publishing.webhooks.event.${ev}`)}
            </label>
          ))}
        </fieldset>
        <div>
          <button type="submit" className="primary" disabled={!url || !events.length || add.isPending}>
            {t('publishing.webhooks.add')}
          </button>
        </div>
      </form>
      {secret && (
        <div className="secret-once" role="status">
          <p>{t('publishing.webhooks.secretOnce')}</p>
          <code className="mono">{secret}</code>
        </div>
      )}
      {error && <p role="alert">{error}</p>}
      <p className="muted">{t('publishing.webhooks.signing')}</p>
      <h3>{t('publishing.webhooks.list', { merchant: name })}</h3>
      {hooks.data?.length === 0 && <p className="muted">{t('publishing.webhooks.none')}</p>}
      <ul className="hook-list">
        {hooks.data?.map((h) => (
          <li key={h.id}>
            <span>
              <code className="mono">{h.url}</code>{' '}
              <span className="muted">
                {h.events.map((e) => t(`publishing.webhooks.event.${e}`)).join(', ')}
              </span>
            </span>
            <button
              type="button"
              aria-label={t('publishing.webhooks.removeName', { url: h.url })}
              onClick={() => remove.mutate(h.id)}
            >
              {t('publishing.webhooks.remove')}
            </button>
          </li>
        ))}
      </ul>
      <h3 id="deliveries-title">{t('publishing.webhooks.deliveries')}</h3>
      {deliveries.data?.length === 0 ? (
        <p className="muted">{t('publishing.webhooks.noDeliveries')}</p>
      ) : (
        <table aria-labelledby="deliveries-title">
          <thead>
            <tr>
              <th scope="col">{t('publishing.webhooks.col.when')}</th>
              <th scope="col">{t('publishing.webhooks.col.event')}</th>
              <th scope="col">URL</th>
              <th scope="col">{t('publishing.webhooks.col.status')}</th>
              <th scope="col">{t('publishing.webhooks.col.attempts')}</th>
              <th scope="col">{t('publishing.webhooks.col.last')}</th>
            </tr>
          </thead>
          <tbody>
            {deliveries.data?.map((d) => (
              <tr key={d.id}>
                <td>{formatTime(d.createdAt, i18n.language)}</td>
                <td>{t(`publishing.webhooks.event.${d.event}`)}</td>
                <td className="mono">{hookUrl(d.webhookId)}</td>
                <td>
                  {t(`publishing.webhooks.status.${d.status}`)}
                  {d.nextAttemptAt && (
                    <span className="muted">
                      {' '}
                      (
                      {t('publishing.webhooks.nextAttempt', {
                        time: formatTime(d.nextAttemptAt, i18n.language),
                      })}
                      )
                    </span>
                  )}
                </td>
                <td>{d.attempts}</td>
                <td>{d.lastStatus ? `HTTP ${d.lastStatus}` : (d.lastError ?? '—')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

/**
 * Webhooks per merchant with their delivery log, and below them what the app composes in (the
 * read-only API tokens of features/tokens: console/src/app/integrations-route.tsx; operators; issue 16).
 */
export function IntegrationsPage({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const merchants = useQuery(adminQueries.merchants());
  const [picked, setPicked] = useState<string>();
  const code = picked ?? merchants.data?.[0]?.code;
  const name = merchants.data?.find((m) => m.code === code)?.name ?? code ?? '';
  return (
    <section aria-labelledby="integrations-title" className="integrations-page">
      <h1 id="integrations-title">{t('publishing.nav.integrations')}</h1>
      <section aria-labelledby="webhooks-title">
        <h2 id="webhooks-title">{t('publishing.webhooks.title')}</h2>
        <p className="muted">{t('publishing.webhooks.intro')}</p>
        <label htmlFor="hook-merchant">{t('publishing.webhooks.merchant')}</label>{' '}
        <select id="hook-merchant" value={code ?? ''} onChange={(e) => setPicked(e.target.value)}>
          {merchants.data?.map((m) => (
            <option key={m.code} value={m.code}>
              {m.name} ({m.code})
            </option>
          ))}
        </select>
        {code && <Webhooks key={code} code={code} name={name} />}
      </section>
      {children}
    </section>
  );
}
