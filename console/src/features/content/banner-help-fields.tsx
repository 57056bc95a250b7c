import { useTranslation } from 'react-i18next';
import { BANNER_TYPES } from '@schemas/api/content.schema';
import { BodyField } from './body-field';
import { LANGS, type Lang } from './draft';
import { PictureField } from './picture-field';
import { SegmentField } from './segment-field';

import { Field, type FormKit } from './content-fields';

/** A page banner: type, order, titles, picture, link, dates, who sees it. */
export function BannerFields({ kit }: { kit: FormKit }) {
  const { t } = useTranslation();
  const { d, set, id, problem, dateField, code } = kit;
  return (
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
      <SegmentField kit={kit} />
    </>
  );
}

/** A help article: language, tag, order, title, content. */
export function HelpFields({ kit }: { kit: FormKit }) {
  const { t } = useTranslation();
  const { d, set, id, problem } = kit;
  return (
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
      <BodyField
        id={id('hcontent')}
        label={t('cms.fields.content')}
        hint={t('cms.fields.contentHint')}
        lang={d.language}
        rows={10}
        value={d.content}
        onChange={(content) => set({ content })}
      />
    </>
  );
}
