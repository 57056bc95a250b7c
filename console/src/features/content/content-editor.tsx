import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentKind } from '@schemas';
import { ANNOUNCEMENT_TYPES, BANNER_TYPES } from '@schemas/api/content.schema';
import { ApiError, errorKey } from '../../shared/api';
import { bodyOf, draftOf, LANGS, type Draft, type FormProblem, type Lang, type Publish } from './draft';
import { Modal } from './modal';
import { PictureField } from './picture-field';
import { contentQueries, useSaveContent, type AnyItem } from './queries';

/** A labelled control with its hint and problem (described by both). */
function Field({
  id,
  label,
  hint,
  problem,
  children,
  wide = false,
}: {
  id: string;
  label: string;
  hint?: string;
  problem?: string;
  children: (describedBy: string | undefined) => ReactNode;
  wide?: boolean;
}) {
  const describedBy = [hint ? `${id}-hint` : '', problem ? `${id}-problem` : ''].filter(Boolean).join(' ');
  return (
    <div className={wide ? 'cms-field cms-field--wide' : 'cms-field'}>
      <label htmlFor={id}>{label}</label>
      {children(describedBy || undefined)}
      {hint && (
        <small id={`${id}-hint`} className="muted">
          {hint}
        </small>
      )}
      {problem && (
        <small id={`${id}-problem`} className="error">
          {problem}
        </small>
      )}
    </div>
  );
}

/** Problems of a refused save: the server's keys (cms.errors.*) by field, else the catalogue message. */
function serverProblems(e: unknown): { general?: string; fields: FormProblem[] } {
  if (!(e instanceof ApiError)) return { general: errorKey(e), fields: [] };
  const details = Array.isArray(e.details) ? (e.details as { pointer?: string; key?: string }[]) : [];
  const fields = details
    .filter((d) => d.key?.startsWith('cms.'))
    .map((d) => ({ field: (d.pointer ?? '').split('/')[1] === 'endDate' ? 'end' : 'general', key: d.key! }));
  return fields.length > 0 ? { fields } : { general: errorKey(e), fields: [] };
}

export function ContentEditor({
  code,
  kind,
  item,
  onClose,
  onSaved,
}: {
  code: string;
  kind: ContentKind;
  item: AnyItem | undefined;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t, i18n } = useTranslation();
  const lang: Lang = i18n.language === 'vi' ? 'vi' : 'en';
  const uid = useId();
  const [d, setD] = useState<Draft>(() => draftOf(kind, item, lang));
  const [tab, setTab] = useState<Lang>(() => LANGS.find((l) => d.texts[l].on) ?? lang);
  const [problems, setProblems] = useState<FormProblem[]>([]);
  const [general, setGeneral] = useState<string>();
  const save = useSaveContent(code, kind);
  const categories = useQuery({ ...contentQueries.categories(code, lang), enabled: kind === 'promotions' });
  const set = (patch: Partial<Draft>) => setD((x) => ({ ...x, ...patch }));
  const setText = (l: Lang, patch: Partial<Draft['texts'][Lang]>) =>
    setD((x) => ({ ...x, texts: { ...x.texts, [l]: { ...x.texts[l], ...patch } } }));
  const problem = (field: string) => {
    const p = problems.find((x) => x.field === field);
    return p ? t(p.key) : undefined;
  };
  const id = (name: string) => `${uid}-${name}`;
  const titleId = `${uid}-title`;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setGeneral(undefined);
    const built = bodyOf(kind, d);
    if ('problems' in built) {
      setProblems(built.problems);
      const textProblem = built.problems.find((p) => p.field.startsWith('title-'));
      if (textProblem) setTab(textProblem.field.slice(6) as Lang);
      return;
    }
    setProblems([]);
    save.mutate(
      { id: item?.id, body: built.body },
      {
        onSuccess: onSaved,
        onError: (err) => {
          const s = serverProblems(err);
          setProblems(s.fields);
          setGeneral(s.general ?? (s.fields.some((f) => f.field === 'general') ? undefined : undefined));
        },
      },
    );
  };

  const dateField = (name: 'start' | 'end' | 'publishAt', label: string, hint?: string) => (
    <Field id={id(name)} label={label} hint={hint} problem={problem(name)}>
      {(describedBy) => (
        <input
          id={id(name)}
          type="datetime-local"
          value={d[name]}
          aria-describedby={describedBy}
          aria-invalid={!!problem(name)}
          onChange={(e) => set({ [name]: e.target.value })}
        />
      )}
    </Field>
  );
  const check = (name: 'popular' | 'noExpiry' | 'imageRequired' | 'remarkRequired', label: string) => (
    <label className="cms-check">
      <input type="checkbox" checked={d[name]} onChange={(e) => set({ [name]: e.target.checked })} />
      {label}
    </label>
  );

  const texts = (
    <fieldset className="cms-texts">
      <legend>{t('cms.fields.languageTabs')}</legend>
      <div role="tablist" aria-label={t('cms.fields.languageTabs')} className="tabs">
        {LANGS.map((l) => (
          <button
            key={l}
            type="button"
            role="tab"
            id={id(`tab-${l}`)}
            aria-selected={tab === l}
            aria-controls={id(`panel-${l}`)}
            onClick={() => setTab(l)}
          >
            {t(`cms.languages.${l}`)}
            {d.texts[l].on && <span className="cms-dot" aria-hidden="true" />}
          </button>
        ))}
      </div>
      {LANGS.map((l) => (
        <div
          key={l}
          role="tabpanel"
          id={id(`panel-${l}`)}
          aria-labelledby={id(`tab-${l}`)}
          hidden={tab !== l}
          className="cms-lang-panel"
        >
          <label className="cms-check">
            <input
              type="checkbox"
              checked={d.texts[l].on}
              onChange={(e) => setText(l, { on: e.target.checked })}
            />
            {t('cms.fields.written', { language: t(`cms.languages.${l}`) })}
          </label>
          {d.texts[l].on && (
            <>
              <Field id={id(`title-${l}`)} label={t('cms.fields.title')} problem={problem(`title-${l}`)} wide>
                {(describedBy) => (
                  <input
                    id={id(`title-${l}`)}
                    value={d.texts[l].title}
                    maxLength={120}
                    lang={l}
                    aria-describedby={describedBy}
                    aria-invalid={!!problem(`title-${l}`)}
                    onChange={(e) => setText(l, { title: e.target.value })}
                  />
                )}
              </Field>
              <Field
                id={id(`content-${l}`)}
                label={t('cms.fields.content')}
                hint={t('cms.fields.contentHint')}
                wide
              >
                {(describedBy) => (
                  <textarea
                    id={id(`content-${l}`)}
                    value={d.texts[l].content}
                    rows={6}
                    lang={l}
                    className="mono"
                    aria-describedby={describedBy}
                    onChange={(e) => setText(l, { content: e.target.value })}
                  />
                )}
              </Field>
            </>
          )}
        </div>
      ))}
      {problem('languages') && <p className="error">{problem('languages')}</p>}
    </fieldset>
  );

  let fields: ReactNode;
  if (kind === 'announcements')
    fields = (
      <>
        {texts}
        <div className="cms-grid">
          <Field id={id('type')} label={t('cms.fields.type')}>
            {() => (
              <select id={id('type')} value={d.type} onChange={(e) => set({ type: e.target.value })}>
                {ANNOUNCEMENT_TYPES.map((x) => (
                  <option key={x} value={x}>
                    {t(`cms.announcementTypes.${x}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id={id('group')} label={t('cms.fields.group')}>
            {() => (
              <input
                id={id('group')}
                value={d.groupName}
                maxLength={40}
                onChange={(e) => set({ groupName: e.target.value })}
              />
            )}
          </Field>
          {dateField('start', t('cms.fields.start'))}
          {dateField('end', t('cms.fields.end'), t('cms.fields.noEnd'))}
        </div>
        {check('popular', t('cms.fields.popular'))}
      </>
    );
  else if (kind === 'promotions')
    fields = (
      <>
        {texts}
        <div className="cms-grid">
          {dateField('start', t('cms.fields.activityStart'))}
          {!d.noExpiry && dateField('end', t('cms.fields.activityEnd'), t('cms.fields.noEnd'))}
        </div>
        <div className="cms-checks">
          {check('noExpiry', t('cms.fields.noExpiry'))}
          {check('imageRequired', t('cms.fields.imageRequired'))}
          {check('remarkRequired', t('cms.fields.remarkRequired'))}
        </div>
        {(categories.data ?? []).length > 0 && (
          <fieldset className="cms-box">
            <legend>{t('cms.fields.categories')}</legend>
            <div className="cms-checks">
              {categories.data!.map((c) => (
                <label key={c.id} className="cms-check">
                  <input
                    type="checkbox"
                    checked={d.categoryIds.includes(c.id)}
                    onChange={(e) =>
                      set({
                        categoryIds: e.target.checked
                          ? [...d.categoryIds, c.id]
                          : d.categoryIds.filter((x) => x !== c.id),
                      })
                    }
                  />
                  {c.title}
                </label>
              ))}
            </div>
          </fieldset>
        )}
        <div className="cms-grid">
          <PictureField
            code={code}
            label={t('cms.fields.cover')}
            url={d.cover}
            onChange={(cover) => set({ cover })}
          />
          <PictureField
            code={code}
            label={t('cms.fields.detail')}
            url={d.detail}
            onChange={(detail) => set({ detail })}
          />
        </div>
        <fieldset className="cms-box">
          <legend>{t('cms.fields.publication')}</legend>
          <div className="cms-checks">
            {(['now', 'at', 'draft'] as Publish[]).map((p) => (
              <label key={p} className="cms-check">
                <input
                  type="radio"
                  name={id('publish')}
                  value={p}
                  checked={d.publish === p}
                  onChange={() => set({ publish: p })}
                />
                {t(
                  p === 'now'
                    ? 'cms.fields.publishNow'
                    : p === 'at'
                      ? 'cms.fields.publishAt'
                      : 'cms.fields.draft',
                )}
              </label>
            ))}
          </div>
          {d.publish === 'at' && dateField('publishAt', t('cms.fields.publishTime'))}
        </fieldset>
      </>
    );
  else if (kind === 'banners')
    fields = (
      <>
        <div className="cms-grid">
          <Field id={id('type')} label={t('cms.fields.bannerType')}>
            {() => (
              <select id={id('type')} value={d.type} onChange={(e) => set({ type: e.target.value })}>
                {BANNER_TYPES.map((x) => (
                  <option key={x} value={x}>
                    {t(`cms.bannerTypes.${x}`)} ({x})
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id={id('sort')} label={t('cms.fields.sort')}>
            {() => (
              <input
                id={id('sort')}
                type="number"
                min={0}
                max={9999}
                value={d.sort}
                onChange={(e) => set({ sort: Number(e.target.value) || 0 })}
              />
            )}
          </Field>
          {LANGS.map((l) => (
            <Field
              key={l}
              id={id(`btitle-${l}`)}
              label={t('cms.fields.bannerTitle', { language: t(`cms.languages.${l}`) })}
            >
              {() => (
                <input
                  id={id(`btitle-${l}`)}
                  value={d.titles[l]}
                  maxLength={120}
                  lang={l}
                  onChange={(e) => set({ titles: { ...d.titles, [l]: e.target.value } })}
                />
              )}
            </Field>
          ))}
        </div>
        {problem('languages') && <p className="error">{problem('languages')}</p>}
        <PictureField
          code={code}
          label={t('cms.fields.picture')}
          url={d.imageUrl}
          onChange={(imageUrl) => set({ imageUrl })}
          problem={problem('picture')}
          wide
        />
        <div className="cms-grid">
          <Field id={id('link')} label={t('cms.fields.link')} hint={t('cms.fields.linkHint')} wide>
            {(describedBy) => (
              <input
                id={id('link')}
                value={d.link}
                maxLength={500}
                aria-describedby={describedBy}
                onChange={(e) => set({ link: e.target.value })}
              />
            )}
          </Field>
          {dateField('start', t('cms.fields.start'), t('cms.fields.noStart'))}
          {dateField('end', t('cms.fields.end'), t('cms.fields.noEnd'))}
        </div>
      </>
    );
  else
    fields = (
      <>
        <div className="cms-grid">
          <Field id={id('language')} label={t('cms.fields.language')}>
            {() => (
              <select
                id={id('language')}
                value={d.language}
                onChange={(e) => set({ language: e.target.value as Lang })}
              >
                {LANGS.map((l) => (
                  <option key={l} value={l}>
                    {t(`cms.languages.${l}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id={id('tag')} label={t('cms.fields.tag')} hint={t('cms.fields.tagHint')}>
            {(describedBy) => (
              <input
                id={id('tag')}
                value={d.tag}
                maxLength={30}
                pattern="[a-z0-9_\-]{1,30}"
                required
                aria-describedby={describedBy}
                onChange={(e) => set({ tag: e.target.value })}
              />
            )}
          </Field>
          <Field id={id('sort')} label={t('cms.fields.sort')}>
            {() => (
              <input
                id={id('sort')}
                type="number"
                min={0}
                max={9999}
                value={d.sort}
                onChange={(e) => set({ sort: Number(e.target.value) || 0 })}
              />
            )}
          </Field>
        </div>
        <Field id={id('htitle')} label={t('cms.fields.title')} problem={problem('title')} wide>
          {(describedBy) => (
            <input
              id={id('htitle')}
              value={d.title}
              maxLength={120}
              aria-describedby={describedBy}
              onChange={(e) => set({ title: e.target.value })}
            />
          )}
        </Field>
        <Field id={id('hcontent')} label={t('cms.fields.content')} hint={t('cms.fields.contentHint')} wide>
          {(describedBy) => (
            <textarea
              id={id('hcontent')}
              value={d.content}
              rows={10}
              className="mono"
              aria-describedby={describedBy}
              onChange={(e) => set({ content: e.target.value })}
            />
          )}
        </Field>
      </>
    );

  const generalProblem = problems.find((p) => p.field === 'general');
  return (
    <Modal labelledBy={titleId} onClose={onClose} wide>
      <form onSubmit={submit} noValidate className="cms-form">
        <h2 id={titleId}>{t(item ? `cms.edit.${kind}` : `cms.new.${kind}`)}</h2>
        {item?.shared && <p className="notice">{t('cms.sharedHint')}</p>}
        {fields}
        {(general || generalProblem) && (
          <p className="error" role="alert">
            {general ? t(general) : t(generalProblem!.key)}
          </p>
        )}
        <div className="actions cms-dialog-actions">
          <button type="button" onClick={onClose}>
            {t('cms.actions.cancel')}
          </button>
          <button type="submit" className="primary" disabled={save.isPending} aria-busy={save.isPending}>
            {save.isPending ? t('cms.actions.saving') : t('cms.actions.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
