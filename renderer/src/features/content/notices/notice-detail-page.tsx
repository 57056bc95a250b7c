import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDate } from '@core/dates';
import { EmptyState, Page, SafeHtml, useArtSrc } from '../../../shared/ui';
import { useAnnouncement } from '../api/announcements';
import { LoadFailed, LoadingBlocks } from '../lib/load-state';
import '../content.css';

/** /m/noticeDetail?id= (spec §2): title, date YYYY-MM-DD, the full HTML. */
export default function NoticeDetailPage() {
  const { t } = useTranslation();
  const art = useArtSrc();
  const raw = useSearchParams()[0].get('id');
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  const q = useAnnouncement(id);
  const a = q.announcement;
  return (
    <Page title={t('titles.noticeDetail')} className="ct-page">
      {id !== null && q.isPending ? (
        <LoadingBlocks rows={1} height={200} />
      ) : q.isError ? (
        <LoadFailed onRetry={() => void q.refetch()} />
      ) : !a ? (
        <EmptyState icon="info" title={t('content.notice.notFound')} />
      ) : (
        <article className="ct-article">
          <h2 className="ct-article__title">{a.title}</h2>
          <p className="ct-article__date">
            <time dateTime={a.startDate}>{formatDate(a.startDate, 'isoDay')}</time>
          </p>
          {a.imageUrl && <img className="ct-article__image" src={art(a.imageUrl)} alt="" />}
          <SafeHtml className="ct-html" html={a.content} />
        </article>
      )}
    </Page>
  );
}
