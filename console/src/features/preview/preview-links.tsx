import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { adminQueries } from '../../shared/queries';
import { api, errorKey } from '../../shared/api';
import { useSessionStore } from '../../shared/session-store';
import { formatTime } from '../../shared/format';
import { queryKeys } from '../../shared/query-keys';

/** The merchant's preview links that have not expired: who made them, when they expire, revoke (support: their own). */
export function PreviewLinks({ code }: { code: string }) {
  const { t, i18n } = useTranslation();
  const qc = useQueryClient();
  const me = useSessionStore((s) => s.user);
  const links = useQuery(adminQueries.previews(code));
  const [status, setStatus] = useState<string>();
  const revoke = useMutation({
    mutationFn: (id: string) => api(`/api/admin/previews/${id}`, { method: 'DELETE' }),
    onSuccess: async () => {
      setStatus(t('console.preview.links.revokedDone'));
      await qc.invalidateQueries({ queryKey: queryKeys.previews.of(code) });
    },
    onError: (e) => setStatus(t(errorKey(e))),
  });
  const rows = links.data ?? [];
  return (
    <section aria-labelledby="preview-links-title" className="preview-links">
      <h2 id="preview-links-title">
        {t('console.preview.links.title', { count: rows.filter((l) => !l.revokedAt).length })}
      </h2>
      {rows.length === 0 ? (
        <p className="muted">{t('console.preview.links.none')}</p>
      ) : (
        <table className="grid" aria-labelledby="preview-links-title">
          <thead>
            <tr>
              <th scope="col">{t('console.preview.links.createdBy')}</th>
              <th scope="col">{t('console.preview.links.created')}</th>
              <th scope="col">{t('console.preview.links.expires')}</th>
              <th scope="col">{t('console.preview.links.what')}</th>
              <th scope="col">{t('console.users.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((l) => (
              <tr key={l.id}>
                <td>{l.createdBy}</td>
                <td>{formatTime(l.createdAt, i18n.language)}</td>
                <td>{formatTime(l.expiresAt, i18n.language)}</td>
                <td>
                  {t('console.preview.links.summary', {
                    count:
                      Object.keys(l.overrides.flags ?? {}).length +
                      Object.keys(l.overrides.templates ?? {}).length +
                      (l.overrides.language ? 1 : 0),
                  })}
                  {l.draft ? ` · ${t('console.preview.links.draft')}` : ''}
                </td>
                <td>
                  {l.revokedAt ? (
                    t('console.preview.links.revokedBy', { name: l.revokedBy })
                  ) : me?.role === 'operator' || me?.username === l.createdBy ? (
                    <button
                      type="button"
                      disabled={revoke.isPending}
                      onClick={() => revoke.mutate(l.id)}
                      aria-label={t('console.preview.links.revokeOf', {
                        name: l.createdBy,
                        time: formatTime(l.createdAt, i18n.language),
                      })}
                    >
                      {t('console.preview.links.revoke')}
                    </button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p role="status">{status ?? ''}</p>
    </section>
  );
}
