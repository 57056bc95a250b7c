import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentKind, ContentPreviewReply } from '@schemas';
import { errorKey } from '../../shared/api';
import { BANNER_TYPES } from '@schemas/api/content.schema';
import { ContentEditor } from './content-editor';
import { shortDateTime } from './dates';
import { Dialog } from '../../shared/ui/dialog';
import { contentQueries, useRemoveContent, usePreviewLink, type AnyItem } from './queries';
import { adminQueries } from '../../shared/queries';
import { fillFigures, merchantFigures } from '@core/figures';

type Lang = 'vi' | 'en';

/** The item's title in the console's language, else the other one. */
export function titleOf(item: AnyItem, lang: Lang): string {
  const other: Lang = lang === 'vi' ? 'en' : 'vi';
  if ('texts' in item) return item.texts[lang]?.title ?? item.texts[other]?.title ?? '';
  if ('titles' in item) return item.titles[lang] ?? item.titles[other] ?? '';
  return item.title;
}
const languagesOf = (item: AnyItem): string[] =>
  'texts' in item ? Object.keys(item.texts) : 'titles' in item ? Object.keys(item.titles) : [item.language];

export function ContentList({
  code,
  merchantName,
  kind,
  canEdit,
  canPreview,
}: {
  code: string;
  merchantName: string;
  kind: ContentKind;
  canEdit: boolean;
  canPreview: boolean;
}) {
  const { t, i18n } = useTranslation();
  const lang: Lang = i18n.language === 'vi' ? 'vi' : 'en';
  const list = useQuery(contentQueries.list(code, kind));
  // A title may name a merchant figure ("Thưởng nạp đầu {{firstDepositBonus}}"): shown as players read it.
  const player = useQuery(adminQueries.playerConfig(code));
  const figures = player.data ? merchantFigures(player.data, lang) : undefined;
  /** The title as players read it (figures filled in), in every place the list names an item. */
  const shownTitle = (item: AnyItem) => {
    const raw = titleOf(item, lang);
    return (figures ? fillFigures(raw, figures) : raw) || t('cms.untitled');
  };
  const [editing, setEditing] = useState<AnyItem | 'new'>();
  const [removing, setRemoving] = useState<AnyItem>();
  const [link, setLink] = useState<ContentPreviewReply & { title: string }>();
  const [message, setMessage] = useState<{ text: string; error?: boolean }>();
  const [copied, setCopied] = useState(false);
  const remove = useRemoveContent(code, kind);
  const preview = usePreviewLink(code);
  const date = (iso: string) => shortDateTime(iso);
  const [placeFilter, setPlaceFilter] = useState('');
  const rows = (list.data ?? []).filter((i) => !placeFilter || ('imageUrl' in i && i.type === placeFilter));

  const period = (from?: string, to?: string) =>
    from && to
      ? t('cms.fromTo', { from: date(from), to: date(to) })
      : from
        ? t('cms.from', { date: date(from) })
        : to
          ? t('cms.fromTo', { from: '…', to: date(to) })
          : t('cms.always');
  const detail = (item: AnyItem): string => {
    if ('popular' in item) return t(`cms.announcementTypes.${item.type}`);
    if ('imageUrl' in item) return t(`cms.bannerTypes.${item.type}`);
    if ('noExpiry' in item)
      return item.noExpiry ? t('cms.fields.noExpiry') : period(item.startDate, item.endDate);
    return item.tag;
  };
  const shown = (item: AnyItem): string => {
    if ('draft' in item) return item.draft ? '—' : period(item.publishAt);
    if ('popular' in item || 'imageUrl' in item) return period(item.startDate, item.endDate);
    return t('cms.always');
  };
  const detailHeader =
    kind === 'promotions'
      ? t('cms.columns.period')
      : kind === 'help'
        ? t('cms.fields.tag')
        : kind === 'banners'
          ? t('cms.fields.bannerType')
          : t('cms.columns.kind');

  const askPreview = (item: AnyItem) =>
    preview.mutate(item.id, {
      onSuccess: (r) => {
        setCopied(false);
        setLink({ ...r, title: shownTitle(item) });
      },
      onError: (e) => setMessage({ text: t(errorKey(e)), error: true }),
    });

  return (
    <div className="cms-list">
      <div className="cms-toolbar">
        {kind === 'banners' && (
          <label className="cms-filter">
            {t('cms.filterType')}
            <select value={placeFilter} onChange={(e) => setPlaceFilter(e.target.value)}>
              <option value="">{t('cms.filterAll')}</option>
              {BANNER_TYPES.map((x) => (
                <option key={x} value={x}>
                  {t(`cms.bannerTypes.${x}`)}
                </option>
              ))}
            </select>
          </label>
        )}
        <p role="status" className={message?.error ? 'error cms-status' : 'cms-status'}>
          {message?.text}
        </p>
        {canEdit && (
          <button type="button" className="primary" onClick={() => setEditing('new')}>
            {t(`cms.new.${kind}`)}
          </button>
        )}
      </div>
      {list.isPending || player.isPending ? (
        // Titles wait for the merchant's figures too: never a {{placeholder}} shown for a moment.
        <p aria-busy="true">{t('cms.loading')}</p>
      ) : list.isError ? (
        <p className="error">{t(errorKey(list.error))}</p>
      ) : rows.length === 0 ? (
        <p className="muted cms-empty">{t('cms.empty')}</p>
      ) : (
        <table className="grid cms-table">
          <caption className="visually-hidden">{t(`cms.kinds.${kind}`)}</caption>
          <thead>
            <tr>
              <th scope="col">{t('cms.columns.title')}</th>
              <th scope="col">{t('cms.columns.languages')}</th>
              <th scope="col">{detailHeader}</th>
              <th scope="col">{t('cms.columns.schedule')}</th>
              <th scope="col">{t('cms.columns.state')}</th>
              <th scope="col">{t('cms.columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((item) => {
              const title = shownTitle(item);
              return (
                <tr key={item.id}>
                  <th scope="row">
                    <div className="cms-title">
                      {'imageUrl' in item && <img src={item.imageUrl} alt="" className="cms-thumb" />}
                      {'images' in item && item.images[0] && (
                        <img src={item.images[0].url} alt="" className="cms-thumb" />
                      )}
                      <span>
                        {title}
                        {item.shared && (
                          <span className="cms-shared" title={t('cms.sharedHint')}>
                            {t('cms.shared')}
                          </span>
                        )}
                        {'segment' in item && item.segment && (
                          <span className="cms-shared" title={t('cms.fields.segmentHint')}>
                            {t('cms.segmentBadge', {
                              name:
                                player.data?.segments.find((s) => s.id === item.segment)?.name ??
                                item.segment,
                            })}
                          </span>
                        )}
                      </span>
                    </div>
                  </th>
                  <td>
                    {languagesOf(item).map((l) => (
                      <abbr key={l} className="cms-lang" title={t(`cms.languages.${l}`)}>
                        {l.toUpperCase()}
                      </abbr>
                    ))}
                  </td>
                  <td>{detail(item)}</td>
                  <td>{shown(item)}</td>
                  <td>
                    <span className={`cms-state cms-state--${item.state}`}>
                      {t(`cms.states.${item.state}`)}
                    </span>
                  </td>
                  <td>
                    <div className="cms-row-actions">
                      {canEdit && (
                        <button
                          type="button"
                          onClick={() => setEditing(item)}
                          aria-label={t('cms.editLabel', { title })}
                        >
                          {t('cms.actions.edit')}
                        </button>
                      )}
                      {canPreview && kind === 'promotions' && (
                        <button
                          type="button"
                          // aria-disabled, not disabled: the button keeps focus while the link is made,
                          // so the link's dialog gives focus back to it.
                          aria-disabled={preview.isPending}
                          onClick={() => !preview.isPending && askPreview(item)}
                          aria-label={t('cms.previewLabel', { title })}
                        >
                          {t('cms.actions.preview')}
                        </button>
                      )}
                      {canEdit && (
                        <button
                          type="button"
                          className="cms-danger"
                          onClick={() => setRemoving(item)}
                          aria-label={t('cms.removeLabel', { title })}
                        >
                          {t('cms.actions.remove')}
                        </button>
                      )}
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}

      {editing && (
        <ContentEditor
          code={code}
          kind={kind}
          item={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            setMessage({ text: t('cms.saved') });
          }}
        />
      )}

      {removing && (
        <Dialog className="cms-dialog" labelledBy="cms-remove-title" onClose={() => setRemoving(undefined)}>
          <h2 id="cms-remove-title">{t('cms.removeConfirm', { title: shownTitle(removing) })}</h2>
          {removing.shared && <p className="muted">{t('cms.removeShared', { merchant: merchantName })}</p>}
          {remove.isError && <p className="error">{t(errorKey(remove.error))}</p>}
          <div className="actions cms-dialog-actions">
            <button type="button" onClick={() => setRemoving(undefined)}>
              {t('cms.actions.cancel')}
            </button>
            <button
              type="button"
              className="primary cms-danger-fill"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(removing.id, {
                  onSuccess: () => {
                    setRemoving(undefined);
                    setMessage({ text: t('cms.removed') });
                  },
                })
              }
            >
              {t('cms.actions.confirmRemove')}
            </button>
          </div>
        </Dialog>
      )}

      {link && (
        <Dialog className="cms-dialog" labelledBy="cms-link-title" onClose={() => setLink(undefined)}>
          <h2 id="cms-link-title">{t('cms.previewLabel', { title: link.title })}</h2>
          <p>{t('cms.previewReady', { date: date(link.expiresAt) })}</p>
          <input
            className="cms-link-url mono"
            readOnly
            value={new URL(link.url, window.location.origin).href}
            aria-label={t('cms.actions.preview')}
            onFocus={(e) => e.currentTarget.select()}
          />
          <div className="actions cms-dialog-actions">
            <button
              type="button"
              onClick={() =>
                void navigator.clipboard
                  ?.writeText(new URL(link.url, window.location.origin).href)
                  .then(() => setCopied(true))
                  .catch(() => undefined)
              }
            >
              {copied ? t('cms.actions.copied') : t('cms.actions.copy')}
            </button>
            <a className="cms-button-link" href={link.url} target="_blank" rel="noopener noreferrer">
              {t('cms.actions.open')}
            </a>
            <button type="button" className="primary" onClick={() => setLink(undefined)}>
              {t('cms.actions.close')}
            </button>
          </div>
        </Dialog>
      )}
    </div>
  );
}
