import { useState } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ApiTokenRow } from '@schemas';
import { api, errorKey } from '../../shared/api';
import { formatTime } from '../../shared/format';
import { queryKeys } from '../../shared/query-keys';
import { adminQueries } from '../../shared/queries';
import { useSessionStore } from '../../shared/session-store';
import { ScopePicker } from '../../shared/ui/scope-picker';

export const tokenQueries = {
  all: () =>
    queryOptions({ queryKey: queryKeys.tokens.all, queryFn: () => api<ApiTokenRow[]>('/api/admin/tokens') }),
};

/** Read-only API tokens (issue 16): create (shown once), list, revoke. */
export function TokensPanel() {
  const { t, i18n } = useTranslation();
  const qc = useQueryClient();
  const tokens = useQuery(tokenQueries.all());
  const me = useSessionStore((s) => s.user);
  const merchantList = useQuery(adminQueries.merchants());
  const merchants = (merchantList.data ?? []).map((m) => ({ code: m.code, name: m.name }));
  const nameOf = (code: string) => merchants.find((m) => m.code === code)?.name ?? code;
  // Which merchants the token reads: every one (null) or those ticked; a scoped operator's own at most.
  const [scope, setScope] = useState<string[] | null>(me?.merchants ?? null);
  const [name, setName] = useState('');
  const [shown, setShown] = useState<string>();
  const [error, setError] = useState<string>();
  const create = useMutation({
    mutationFn: (n: string) =>
      api<ApiTokenRow>('/api/admin/tokens', {
        method: 'POST',
        body: { name: n, ...(scope ? { merchants: scope } : {}) },
      }),
    onSuccess: async (r) => {
      setShown(r.token);
      setName('');
      setScope(me?.merchants ?? null);
      setError(undefined);
      await qc.invalidateQueries({ queryKey: queryKeys.tokens.all });
    },
    onError: (e) => setError(t(errorKey(e))),
  });
  const revoke = useMutation({
    mutationFn: (id: string) => api<ApiTokenRow>(`/api/admin/tokens/${id}`, { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.tokens.all }),
    onError: (e) => setError(t(errorKey(e))),
  });
  return (
    <section aria-labelledby="tokens-title">
      <h2 id="tokens-title">{t('publishing.tokens.title')}</h2>
      <p className="muted">{t('publishing.tokens.intro')}</p>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (name.trim()) create.mutate(name.trim());
        }}
      >
        <label htmlFor="token-name">{t('publishing.tokens.name')}</label>
        <input id="token-name" value={name} maxLength={60} onChange={(e) => setName(e.target.value)} />
        <ScopePicker
          idPrefix="token-scope"
          value={scope}
          choices={merchants}
          allowAll={!me?.merchants}
          onChange={setScope}
        />
        <div>
          <button
            type="submit"
            className="primary"
            disabled={!name.trim() || create.isPending || (scope !== null && scope.length === 0)}
          >
            {t('publishing.tokens.create')}
          </button>
        </div>
      </form>
      {shown && (
        <div className="secret-once" role="status">
          <p>{t('publishing.tokens.tokenOnce')}</p>
          <code className="mono">{shown}</code>
        </div>
      )}
      {error && <p role="alert">{error}</p>}
      {tokens.data?.length === 0 && <p className="muted">{t('publishing.tokens.none')}</p>}
      <ul className="hook-list">
        {tokens.data?.map((tk) => (
          <li key={tk.id}>
            <span>
              <strong>{tk.name}</strong>{' '}
              <span className="muted">
                {tk.merchants
                  ? t('publishing.tokens.reads', { merchants: tk.merchants.map(nameOf).join(', ') })
                  : t('publishing.tokens.readsAll')}
                {' · '}
                {t('publishing.tokens.createdBy', {
                  name: tk.createdBy,
                  time: formatTime(tk.createdAt, i18n.language),
                })}
                {' · '}
                {tk.revokedAt
                  ? t('publishing.tokens.revoked', { time: formatTime(tk.revokedAt, i18n.language) })
                  : tk.lastUsedAt
                    ? t('publishing.tokens.lastUsed', { time: formatTime(tk.lastUsedAt, i18n.language) })
                    : t('publishing.tokens.never')}
              </span>
            </span>
            {!tk.revokedAt && (
              <button
                type="button"
                disabled={revoke.isPending}
                aria-label={t('publishing.tokens.revokeName', { name: tk.name })}
                onClick={() => revoke.mutate(tk.id)}
              >
                {t('publishing.tokens.revoke')}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
