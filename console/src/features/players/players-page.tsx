import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { errorKey } from '../../shared/api';
import { formatTime } from '../../shared/format';
import { useMerchantPick } from '../../shared/merchant-picker';
import { PAGE_SIZE, playerQueries } from './queries';
import './players.css';

/**
 * Players (issue 34): support finds the player who calls by the start of what they say on the phone
 * (username, phone number, email, referral code) or their member number, then opens the player's
 * page. The search and its page stay in the address, so "back" from a player returns to the list.
 */
export function PlayersPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const offset = Math.max(0, Number(params.get('offset')) || 0);
  const { code, picker } = useMerchantPick(t('players.merchant'), 'row', {
    value: params.get('merchant') ?? undefined,
    onChange: (merchant) => setParams({ merchant, q, offset: '0' }),
  });
  const [typed, setTyped] = useState(q);
  const found = useQuery({ ...playerQueries.search(code ?? '', q, offset), enabled: !!code });
  const go = (next: { q?: string; offset?: number }) =>
    setParams({ ...(code ? { merchant: code } : {}), q: next.q ?? q, offset: String(next.offset ?? 0) });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    go({ q: typed.trim() });
  };
  const rows = found.data?.list ?? [];
  return (
    <section aria-labelledby="players-title" className="players">
      <h1 id="players-title">{t('players.title')}</h1>
      {picker}
      <form className="players-search" role="search" onSubmit={submit}>
        <label htmlFor="players-q">{t('players.search.label')}</label>
        <input
          id="players-q"
          type="search"
          value={typed}
          maxLength={64}
          aria-describedby="players-q-hint"
          onChange={(e) => setTyped(e.target.value)}
        />
        <button type="submit">{t('players.search.submit')}</button>
        <p id="players-q-hint" className="note">
          {t('players.search.hint')}
        </p>
      </form>
      {found.isError && <p role="alert">{t(errorKey(found.error))}</p>}
      {found.isPending && code && <p aria-busy="true">{t('console.loading')}</p>}
      {found.data && rows.length === 0 && <p role="status">{t('players.search.none')}</p>}
      {rows.length > 0 && (
        <table className="grid" aria-label={t('players.search.results')}>
          <thead>
            <tr>
              <th scope="col">{t('players.col.id')}</th>
              <th scope="col">{t('players.col.username')}</th>
              <th scope="col">{t('players.col.nickname')}</th>
              <th scope="col">{t('players.col.mobile')}</th>
              <th scope="col">{t('players.col.email')}</th>
              <th scope="col">{t('players.col.status')}</th>
              <th scope="col">{t('players.col.joined')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((p) => (
              <tr key={p.id}>
                <td>{p.id}</td>
                <td>
                  <Link
                    to={`/players/${code}/${p.id}`}
                    aria-label={t('players.search.open', { name: p.username })}
                  >
                    {p.username}
                  </Link>
                </td>
                <td>{p.nickname}</td>
                <td>{p.mobile ?? '—'}</td>
                <td>{p.email ?? '—'}</td>
                <td>
                  <span className={`player-status is-${p.status}`}>{t(`players.status.${p.status}`)}</span>
                </td>
                <td>{formatTime(p.createdAt, i18n.language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {(offset > 0 || found.data?.more) && (
        <nav className="row" aria-label={t('players.search.results')}>
          <button type="button" disabled={offset === 0} onClick={() => go({ offset: offset - PAGE_SIZE })}>
            {t('players.search.previous')}
          </button>
          <button
            type="button"
            disabled={!found.data?.more}
            onClick={() => go({ offset: offset + PAGE_SIZE })}
          >
            {t('players.search.more')}
          </button>
        </nav>
      )}
    </section>
  );
}
