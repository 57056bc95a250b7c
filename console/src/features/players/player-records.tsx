import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminOrder } from '@schemas';
import { errorKey } from '../../shared/api';
import { formatTime } from '../../shared/format';
import { formatMinor } from '../../shared/money';
import { AdjustmentsTable } from './adjustments';
import { PAGE_SIZE, playerQueries, type PlayerList, type PlayerLists } from './queries';

type Currency = { code: string; digits: number };
const LISTS: PlayerList[] = [
  'ledger',
  'deposits',
  'withdrawals',
  'rounds',
  'rewards',
  'promotions',
  'sessions',
  'notes',
  'adjustments',
];
/** The lists of a member's money: operators and support only (docs/security.md). */
const MONEY: ReadonlySet<PlayerList> = new Set(['ledger', 'adjustments']);

/** The player's records, one tab per list, a page at a time (money movements for operators and support only). */
export function PlayerRecords(props: {
  code: string;
  id: number;
  currency: Currency;
  canReadLedger: boolean;
}) {
  const { t } = useTranslation();
  const lists = LISTS.filter((l) => !MONEY.has(l) || props.canReadLedger);
  const [tab, setTab] = useState<PlayerList>(lists[0]!);
  return (
    <section aria-labelledby="player-records" className="player-records">
      <h2 id="player-records">{t('players.page.records')}</h2>
      <div role="tablist" aria-label={t('players.page.records')} className="tabs">
        {lists.map((l) => (
          <button
            key={l}
            type="button"
            role="tab"
            id={`player-tab-${l}`}
            aria-selected={tab === l}
            aria-controls="player-tabpanel"
            onClick={() => setTab(l)}
          >
            {t(`players.tabs.${l}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="player-tabpanel" aria-labelledby={`player-tab-${tab}`}>
        {tab === 'adjustments' ? (
          <AdjustmentsTable code={props.code} id={props.id} currency={props.currency} />
        ) : (
          <Paged key={tab} {...props} list={tab} />
        )}
      </div>
    </section>
  );
}

function Paged({
  code,
  id,
  currency,
  list,
}: {
  code: string;
  id: number;
  currency: Currency;
  list: PlayerList;
}) {
  const { t, i18n } = useTranslation();
  const [offset, setOffset] = useState(0);
  const q = useQuery(playerQueries.list(code, id, list, offset));
  if (q.isError) return <p role="alert">{t(errorKey(q.error))}</p>;
  if (!q.data) return <p aria-busy="true">{t('console.loading')}</p>;
  const { total } = q.data;
  if (total === 0) return <p>{t('players.list.empty')}</p>;
  const lang = i18n.language;
  const m = (n: number) => formatMinor(currency, n, lang);
  const time = (iso?: string) => (iso ? formatTime(iso, lang) : '—');
  const [head, rows] = columns(list, q.data, { t, m, time, language: lang });
  return (
    <>
      <table className="grid" aria-label={t(`players.tabs.${list}`)}>
        <thead>
          <tr>
            {head.map((h) => (
              <th scope="col" key={h}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={i}>
              {r.map((c, j) => (
                <td key={j}>{c}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <nav className="row" aria-label={t(`players.tabs.${list}`)}>
        <span>
          {t('players.list.page', { from: offset + 1, to: Math.min(offset + PAGE_SIZE, total), total })}
        </span>
        <button type="button" disabled={offset === 0} onClick={() => setOffset(offset - PAGE_SIZE)}>
          {t('players.search.previous')}
        </button>
        <button
          type="button"
          disabled={offset + PAGE_SIZE >= total}
          onClick={() => setOffset(offset + PAGE_SIZE)}
        >
          {t('players.search.more')}
        </button>
      </nav>
    </>
  );
}

interface Fmt {
  t: (key: string, o?: Record<string, unknown>) => string;
  m: (n: number) => string;
  time: (iso?: string) => string;
  language: string;
}

/** The head and cells of one list (each list's own columns). */
/** A login's device in words: "Chrome 131 on Android 14 (in an app)"; sessions before issue 34's migration 180 have none. */
function deviceText(t: Fmt['t'], s: PlayerLists['sessions']['list'][number]): string {
  const named =
    s.browser && s.os ? t('players.list.deviceOn', { browser: s.browser, os: s.os }) : (s.browser ?? s.os);
  if (!named) return s.app ? t('players.list.inApp') : t('players.list.notRecorded');
  return s.app ? `${named} (${t('players.list.inApp')})` : named;
}

function columns(
  list: PlayerList,
  data: PlayerLists[PlayerList],
  { t, m, time, language }: Fmt,
): [string[], ReactNode[][]] {
  const order = (o: AdminOrder) => [
    o.id,
    m(o.amount),
    t(`console.payments.status_.${o.status}`),
    o.channel ?? (o.payoutAccount ? `${o.payoutAccount.bankName} · ${o.payoutAccount.accountNumber}` : '—'),
    time(o.createdAt),
  ];
  switch (list) {
    case 'ledger':
      return [
        [
          '#',
          t('players.list.kind'),
          t('players.list.amount'),
          t('players.list.balanceAfter'),
          t('players.list.status'),
          t('players.list.time'),
        ],
        (data as PlayerLists['ledger']).list.map((e) => [
          e.id,
          t(`console.payments.kinds.${e.kind}`),
          m(e.amount),
          m(e.balanceAfter),
          e.status ? t(`console.payments.status_.${e.status}`) : '—',
          time(e.createdAt),
        ]),
      ];
    case 'deposits':
      return [
        [
          '#',
          t('players.list.amount'),
          t('players.list.status'),
          t('players.list.channel'),
          t('players.list.time'),
        ],
        (data as PlayerLists['deposits']).list.map(order),
      ];
    case 'withdrawals':
      return [
        [
          '#',
          t('players.list.amount'),
          t('players.list.status'),
          t('players.list.account'),
          t('players.list.time'),
        ],
        (data as PlayerLists['withdrawals']).list.map(order),
      ];
    case 'rounds':
      return [
        [
          '#',
          t('players.list.game'),
          t('players.list.vendor'),
          t('players.list.bet'),
          t('players.list.win'),
          t('players.list.time'),
        ],
        (data as PlayerLists['rounds']).list.map((r) => [
          r.id,
          r.game,
          r.vendor,
          m(r.bet),
          m(r.win),
          time(r.createdAt),
        ]),
      ];
    case 'rewards':
      return [
        [
          '#',
          t('players.list.reward'),
          t('players.list.amount'),
          t('players.list.status'),
          t('players.list.time'),
        ],
        (data as PlayerLists['rewards']).list.map((r) => [
          r.id,
          r.title || r.source,
          m(r.amount),
          t(`players.rewardStatus.${r.status}`),
          time(r.grantedAt),
        ]),
      ];
    case 'promotions':
      return [
        [
          t('players.list.promotionId'),
          t('players.list.promotion'),
          t('players.list.joined'),
          t('players.list.rewardRequest'),
        ],
        (data as PlayerLists['promotions']).list.map((p) => [
          p.id,
          language.startsWith('en') ? p.title.en || p.title.vi : p.title.vi || p.title.en,
          time(p.joinedAt),
          p.rewardRequest === 'Applying' ? t('players.list.applying') : (p.rewardRequest ?? '—'),
        ]),
      ];
    case 'sessions':
      return [
        [
          t('players.list.started'),
          t('players.list.expires'),
          t('players.list.ended'),
          t('players.list.live'),
          t('players.list.device'),
          t('players.list.ip'),
        ],
        (data as PlayerLists['sessions']).list.map((s) => [
          time(s.startedAt),
          time(s.expiresAt),
          time(s.endedAt),
          s.live ? t('players.list.yes') : t('players.list.no'),
          deviceText(t, s),
          s.ip ?? t('players.list.notRecorded'),
        ]),
      ];
    case 'adjustments':
      return [[], []];
    case 'notes':
      return [
        [t('players.list.time'), t('players.list.author'), t('players.list.text')],
        (data as PlayerLists['notes']).list.map((n) => [time(n.createdAt), n.author, n.text]),
      ];
  }
}
