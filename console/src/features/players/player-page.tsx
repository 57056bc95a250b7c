import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import type { AdminPlayer } from '@schemas';
import { errorKey } from '../../shared/api';
import { formatTime } from '../../shared/format';
import { formatMinor } from '../../shared/money';
import { can, useSessionStore } from '../../shared/session-store';
import { PlayerActions } from './player-actions';
import { PlayerRecords } from './player-records';
import { playerQueries } from './queries';
import './players.css';

/** /players/:code/:id: one player's profile, status, money, limits, then their records and the actions. */
export function PlayerPage() {
  const { t, i18n } = useTranslation();
  const { code = '', id: rawId = '' } = useParams();
  const id = Number(rawId);
  const user = useSessionStore((s) => s.user);
  const q = useQuery({ ...playerQueries.one(code, id), enabled: Number.isInteger(id) && id > 0 });
  // Back to the search as it was (its merchant, words and page are in its address), or to the
  // merchant's search when the page was opened directly.
  const location = useLocation();
  const navigate = useNavigate();
  const back = (
    <p>
      <Link
        to={`/players?merchant=${code}`}
        onClick={(e) => {
          if (location.key === 'default') return;
          e.preventDefault();
          void navigate(-1);
        }}
      >
        {t('players.page.back')}
      </Link>
    </p>
  );
  if (q.isError)
    return (
      <section>
        {back}
        <p role="alert">{t(errorKey(q.error))}</p>
      </section>
    );
  if (!q.data) return <p aria-busy="true">{t('console.loading')}</p>;
  const { player } = q.data;
  return (
    <section aria-labelledby="player-title" className="players player-page">
      {back}
      <header className="player-head">
        <h1 id="player-title">
          {player.username}{' '}
          <span className={`player-status is-${player.status}`}>{t(`players.status.${player.status}`)}</span>
        </h1>
        {can.actOnPlayers(user) ? (
          <PlayerActions code={code} player={q.data} canAdjust={user?.role === 'operator'} />
        ) : (
          <p className="note">{t('players.page.viewOnly')}</p>
        )}
      </header>
      {player.lock && (
        <p className="player-lock" role="note">
          {t('players.page.lockedBecause', {
            by: player.lock.by,
            at: formatTime(player.lock.at, i18n.language),
            reason: player.lock.reason,
          })}
        </p>
      )}
      <div className="player-cards">
        <ProfileCard data={q.data} />
        <MoneyCard data={q.data} />
        <SafetyCard data={q.data} />
      </div>
      <PlayerRecords code={code} id={id} currency={q.data.currency} canReadLedger={can.ledger(user)} />
    </section>
  );
}

function ProfileCard({ data }: { data: AdminPlayer }) {
  const { t, i18n } = useTranslation();
  const p = data.player;
  const rows: [string, string][] = [
    [t('players.col.id'), String(p.id)],
    [t('players.col.nickname'), p.nickname || '—'],
    [t('players.col.mobile'), p.mobile ?? '—'],
    [t('players.col.email'), p.email ?? '—'],
    [t('players.col.affiliate'), p.affiliateCode ?? '—'],
    [t('players.col.joined'), formatTime(p.createdAt, i18n.language)],
    [
      t('players.page.lastLogin'),
      p.lastLoginAt ? formatTime(p.lastLoginAt, i18n.language) : t('players.page.never'),
    ],
    [t('players.kyc.label'), t(`players.kyc.${data.kyc}`)],
    [t('players.page.liveSessions'), String(data.liveSessions)],
  ];
  return <Card title={t('players.page.profile')} rows={rows} />;
}

function MoneyCard({ data }: { data: AdminPlayer }) {
  const { t, i18n } = useTranslation();
  if (!data.wallet)
    return (
      <Card title={t('players.page.money')} rows={[]}>
        <p className="note">{t('players.page.noMoney')}</p>
      </Card>
    );
  const m = (n: number) => formatMinor(data.currency, n, i18n.language);
  return (
    <Card
      title={t('players.page.money')}
      rows={[
        [t('players.page.balance'), m(data.wallet.balance)],
        [t('players.page.held'), m(data.wallet.held)],
      ]}
    />
  );
}

function SafetyCard({ data }: { data: AdminPlayer }) {
  const { t, i18n } = useTranslation();
  const m = (n: number) => formatMinor(data.currency, n, i18n.language);
  const rows: [string, string][] = data.limits.map((l) => [
    t(`players.page.limit.${l.period}`),
    [
      l.amount === null ? t('players.page.noLimit') : m(l.amount),
      ...(l.pendingAt
        ? [
            t('players.page.pendingLimit', {
              amount:
                l.pendingAmount === null || l.pendingAmount === undefined
                  ? t('players.page.noLimit')
                  : m(l.pendingAmount),
              at: formatTime(l.pendingAt, i18n.language),
            }),
          ]
        : []),
    ].join(', '),
  ]);
  return (
    <Card title={t('players.page.safety')} rows={rows}>
      <p>
        {data.exclusion
          ? t(`players.page.exclusion.${data.exclusion.kind}`, {
              until: formatTime(data.exclusion.until, i18n.language),
            })
          : t('players.page.noExclusion')}
      </p>
      {data.realityCheckMinutes !== undefined && (
        <p>{t('players.page.realityCheck', { minutes: data.realityCheckMinutes })}</p>
      )}
    </Card>
  );
}

function Card({ title, rows, children }: { title: string; rows: [string, string][]; children?: ReactNode }) {
  const id = useId();
  return (
    <section className="player-card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <dl>
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      {children}
    </section>
  );
}
