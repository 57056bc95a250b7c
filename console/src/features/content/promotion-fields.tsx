import { useQuery } from '@tanstack/react-query';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ANNOUNCEMENT_TYPES } from '@schemas/api/content.schema';
import { type Publish } from './draft';
import { PictureField } from './picture-field';
import { contentQueries } from './queries';

import { Field, type FormKit } from './content-fields';

/** An announcement: texts, type, group, dates, popular. */
export function AnnouncementFields({ kit, texts }: { kit: FormKit; texts: ReactNode }) {
  const { t } = useTranslation();
  const { d, set, id, dateField, check } = kit;
  return (
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
}

/** A promotion: texts, dates, options, categories, pictures, publication. */
export function PromotionFields({ kit, texts }: { kit: FormKit; texts: ReactNode }) {
  const { t } = useTranslation();
  const { d, set, id, dateField, check, code } = kit;
  const categories = useQuery(contentQueries.categories(code, kit.lang));
  return (
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
}
