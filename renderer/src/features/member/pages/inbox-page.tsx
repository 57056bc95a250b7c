import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InboxKind, InboxMessage } from '@schemas/api';
import { useMoney } from '../../../shared/config';
import { useSession } from '../../../shared/session';
import { Button, EmptyState, Icon, Page } from '../../../shared/ui';
import { InfiniteList } from '../../../shared/ui/infinite-list';
import { inboxQuery, useInboxRead } from '../api/inbox';
import { shortDate } from '../components/dates';
import '../member.css';
import { formatDate } from '@core/dates';

const KIND_ICON: Record<InboxKind, string> = {
  depositPaid: 'deposit',
  withdrawApproved: 'withdraw',
  withdrawRejected: 'withdraw',
  kycApproved: 'user',
  kycRejected: 'user',
  agentApproved: 'agent',
  agentRejected: 'agent',
  rewardGranted: 'gift',
  accountLocked: 'user',
  accountUnlocked: 'user',
  sessionsEnded: 'user',
  passwordResetSent: 'user',
  balanceCredited: 'deposit',
  balanceDebited: 'withdraw',
};
const BAD_NEWS: ReadonlySet<InboxKind> = new Set([
  'withdrawRejected',
  'kycRejected',
  'agentRejected',
  'accountLocked',
]);

/**
 * /m/inbox: the member's messages (spec §3, §7 inbox), newest first. Opening an unread message marks
 * it read (once) and the unread badges of the menus drop; "mark all as read" clears them at once.
 */
export default function InboxPage() {
  const { t } = useTranslation();
  const token = useSession()?.token;
  const q = useInfiniteQuery(inboxQuery(token));
  const read = useInboxRead();
  const [open, setOpen] = useState<number | null>(null);
  const rows = q.data?.pages.flatMap((p) => p.list) ?? [];
  const unread = q.data?.pages[0]?.unread ?? 0;
  const format = useMoney().format;
  const money = (minor: number | undefined) => format(minor ?? 0);

  const toggle = (m: InboxMessage) => {
    setOpen((cur) => (cur === m.id ? null : m.id));
    if (!m.read && !(read.isPending && read.variables === m.id)) read.mutate(m.id);
  };

  return (
    <Page title={t('titles.inbox')} className="mb-page">
      <InfiniteList
        query={q}
        count={rows.length}
        failed={<EmptyState icon="warning" title={t('errors.LOAD_FAILED')} />}
        empty={<EmptyState icon="mail" title={t('member.inbox.empty')} />}
        end={{ retryText: t('member.inbox.retry'), className: 'mb-more' }}
      >
        <div className="mb-inbox__bar">
          <span aria-live="polite">{t('member.inbox.unreadCount', { count: unread })}</span>
          <Button
            variant="ghost"
            disabled={unread === 0}
            loading={read.isPending && read.variables === undefined}
            onClick={() => read.mutate(undefined)}
          >
            {t('member.inbox.markAll')}
          </Button>
        </div>
        <ul className="mb-inbox" aria-label={t('member.inbox.list')}>
          {rows.map((m) => {
            const expanded = open === m.id;
            const p = m.params;
            const body =
              t(`member.inbox.kinds.${m.kind}.body`, { amount: money(p.amount) }) +
              (m.kind === 'depositPaid' && p.bonus
                ? ` ${t('member.inbox.kinds.depositPaid.bonus', { bonus: money(p.bonus) })}`
                : '');
            return (
              <li
                key={m.id}
                className={`mb-msg${m.read ? '' : ' mb-msg--unread'}${BAD_NEWS.has(m.kind) ? ' mb-msg--bad' : ''}`}
                data-message={m.kind}
              >
                <button
                  type="button"
                  className="mb-msg__head"
                  aria-expanded={expanded}
                  aria-controls={`mb-msg-${m.id}`}
                  onClick={() => toggle(m)}
                >
                  <span className="mb-msg__icon" aria-hidden="true">
                    <Icon name={KIND_ICON[m.kind]} size={20} />
                  </span>
                  <span className="mb-msg__text">
                    <span className="mb-msg__title">{t(`member.inbox.kinds.${m.kind}.title`)}</span>
                    {!expanded && (
                      <span className="mb-msg__preview" aria-hidden="true">
                        {body}
                      </span>
                    )}
                  </span>
                  <time className="mb-msg__date" dateTime={m.createdAt}>
                    {shortDate(m.createdAt)}
                  </time>
                  {!m.read && (
                    <span className="mb-msg__dot" role="img" aria-label={t('member.inbox.unread')} />
                  )}
                </button>
                <div id={`mb-msg-${m.id}`} className="mb-msg__body" hidden={!expanded}>
                  <p>{body}</p>
                  {p.title && <p className="mb-msg__meta">{p.title}</p>}
                  {p.reason && (
                    <p className="mb-msg__meta">{t('member.inbox.reason', { reason: p.reason })}</p>
                  )}
                  {p.orderId && (
                    <p className="mb-msg__meta">{t('member.inbox.order', { orderId: p.orderId })}</p>
                  )}
                  <p className="mb-msg__meta">
                    <time dateTime={m.createdAt}>{formatDate(m.createdAt, 'dayTime')}</time>
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      </InfiniteList>
    </Page>
  );
}
