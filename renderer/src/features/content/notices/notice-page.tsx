import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { plainText, preopenIndex } from '@core/content';
import { formatDate } from '@core/dates';
import { NON_MEMBER_TYPE } from '@core/menus';
import { unreadQuery } from '../../../shared/api';
import { useSession } from '../../../shared/session';
import { EmptyState, Icon, Page, SafeHtml } from '../../../shared/ui';
import { useMarkRead, useNotices, type Announcement } from '../api/announcements';
import { LoadFailed, LoadingBlocks } from '../lib/load-state';
import '../content.css';

/** The pre-open index: `?index=`, `?i=`, or a bare value (`/m/notice?2`). */
function queryIndex(params: URLSearchParams): string | null {
  const bare = [...params.entries()].find(([k, v]) => v === '' && /^\d+$/.test(k))?.[0];
  return params.get('index') ?? params.get('i') ?? bare ?? null;
}

/**
 * Announcements /m/notice (spec §2, §4): an accordion of the player notices (title, DD/MM/YYYY,
 * plain-text preview); opening one marks it read; a query value pre-opens that index.
 */
export default function NoticePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const notices = useNotices();
  const markRead = useMarkRead();
  const session = useSession();
  // The platform's unread count (the same query as the menu badges): it drops once a notice is marked read.
  const counts = useQuery({
    ...unreadQuery(session?.token),
    enabled: !!session && session.type !== NON_MEMBER_TYPE,
  });
  const unread = counts.data?.announcements ?? 0;
  const list = notices.data ?? [];
  const [openId, setOpenId] = useState<number | null>(null);
  const [preopened, setPreopened] = useState(false);

  useEffect(() => {
    if (preopened || !notices.data) return;
    setPreopened(true);
    const i = preopenIndex(queryIndex(params), notices.data.length);
    const n = i === null ? undefined : notices.data[i];
    if (n) {
      setOpenId(n.id);
      markRead(n);
    }
  }, [notices.data, params, preopened, markRead]);

  const toggle = (n: Announcement) => {
    setOpenId((cur) => (cur === n.id ? null : n.id));
    markRead(n);
  };

  return (
    <Page title={t('titles.notice')} className="ct-page">
      {unread > 0 && (
        <p className="ct-unread" role="status">
          <Icon name="info" size={16} />
          {t('content.notice.unreadCount', { count: unread })}
        </p>
      )}
      {notices.isPending ? (
        <LoadingBlocks rows={4} height={72} />
      ) : notices.isError ? (
        <LoadFailed onRetry={() => void notices.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState icon="info" title={t('content.notice.empty')} />
      ) : (
        <ul className="ct-accordion" aria-label={t('content.notice.list')}>
          {list.map((n) => (
            <NoticeItem key={n.id} notice={n} open={openId === n.id} onToggle={() => toggle(n)} />
          ))}
        </ul>
      )}
    </Page>
  );
}

function NoticeItem({
  notice,
  open,
  onToggle,
}: {
  notice: Announcement;
  open: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  const panel = useId();
  return (
    <li className={`ct-acc ${open ? 'ct-acc--open' : ''}`}>
      <h3 className="ct-acc__h">
        <button
          type="button"
          className="ct-acc__head"
          aria-expanded={open}
          aria-controls={panel}
          onClick={onToggle}
        >
          <span className="ct-acc__top">
            <span className="ct-acc__title">{notice.title}</span>
            {!notice.read && <span className="ct-new">{t('content.notice.unread')}</span>}
          </span>
          <span className="ct-acc__date">{formatDate(notice.startDate, 'day')}</span>
          {!open && <span className="ct-acc__preview">{plainText(notice.content)}</span>}
          <Icon name="chevron" size={18} className="ct-acc__chev" />
        </button>
      </h3>
      {open && (
        <div id={panel} className="ct-acc__panel">
          <SafeHtml className="ct-html" html={notice.content} />
          <Link className="ct-acc__more" to={`/m/noticeDetail?id=${notice.id}`}>
            {t('content.notice.openDetail')}
          </Link>
        </div>
      )}
    </li>
  );
}
