import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorKey } from '../../shared/api';
import { formatTime } from '../../shared/format';
import { can, useSessionStore } from '../../shared/session-store';
import { notifiedWords } from '../../shared/review/notified';
import { publishingQueries, useAddComment, type ChangeRow } from '../../shared/review/publishing-queries';

/** The longest comment the server takes (config-server/admin/publishing/comments.ts). */
const COMMENT_MAX = 2000;

/**
 * The comments on one change (issue 35, "approvals people notice"): every role reads them with who
 * wrote each and when; operators and support write one, and are told who was mailed about it.
 */
export function ChangeComments({ c, name }: { c: ChangeRow; name: string }) {
  const { t, i18n } = useTranslation();
  const user = useSessionStore((s) => s.user);
  const comments = useQuery(publishingQueries.comments(c.merchant, c.id));
  const add = useAddComment(c.merchant, c.id);
  const [text, setText] = useState('');
  const [result, setResult] = useState<{ ok: boolean; text: string }>();
  const labels = { id: c.id, merchant: name };
  const send = (e: FormEvent) => {
    e.preventDefault();
    add.mutate(text, {
      onSuccess: (r) => {
        setText('');
        setResult({
          ok: true,
          text: `${t('publishing.changes.comments.sent')} ${notifiedWords(t, r.notified)}`,
        });
      },
      onError: (err) => setResult({ ok: false, text: t(errorKey(err)) }),
    });
  };
  const listId = `comments-${c.id}`;
  return (
    <section className="change-comments" aria-labelledby={`${listId}-title`}>
      <h4 id={`${listId}-title`}>{t('publishing.changes.comments.title')}</h4>
      {comments.isError ? (
        <p role="alert">{t(errorKey(comments.error))}</p>
      ) : !comments.data ? (
        <p aria-busy="true">{t('publishing.changes.comments.loading')}</p>
      ) : comments.data.length === 0 ? (
        <p className="muted">{t('publishing.changes.comments.none')}</p>
      ) : (
        <ol aria-labelledby={`${listId}-title`} className="comment-list">
          {comments.data.map((m) => (
            <li key={m.id}>
              <p className="muted">
                {t('publishing.changes.comments.by', {
                  author: m.author,
                  time: formatTime(m.createdAt, i18n.language),
                })}
              </p>
              <p className="comment-body">{m.body}</p>
            </li>
          ))}
        </ol>
      )}
      {can.comment(user) ? (
        <form onSubmit={send} className="comment-form">
          <label htmlFor={`${listId}-text`}>{t('publishing.changes.comments.label', labels)}</label>
          <textarea
            id={`${listId}-text`}
            value={text}
            maxLength={COMMENT_MAX}
            rows={3}
            placeholder={t('publishing.changes.comments.placeholder')}
            aria-describedby={`${listId}-help`}
            onChange={(e) => setText(e.target.value)}
          />
          <small id={`${listId}-help`} className="muted">
            {t('publishing.changes.comments.help', { max: COMMENT_MAX })}
          </small>
          <button
            type="submit"
            className="primary"
            disabled={add.isPending || !text.trim()}
            aria-label={t('publishing.changes.comments.sendName', labels)}
          >
            {t('publishing.changes.comments.send')}
          </button>
        </form>
      ) : (
        <p className="muted">{t('publishing.changes.comments.readOnly')}</p>
      )}
      {result && (
        <p role={result.ok ? 'status' : 'alert'} className={result.ok ? 'notice' : 'error'}>
          {result.text}
        </p>
      )}
    </section>
  );
}
