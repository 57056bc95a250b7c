import { useQuery } from '@tanstack/react-query';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ANNOUNCEMENT_TYPES } from '@schemas/api/content.schema';
import { CTA_LABEL_MAX } from '@schemas/api/content.schema';
import { LANGS, type Publish } from './draft';
import { PictureField } from './picture-field';
import { contentQueries } from './queries';
import { SegmentField } from './segment-field';

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
      <SegmentField kit={kit} />
      {d.type === 'PU' && <PopupFields kit={kit} />}
    </>
  );
}

/** A popup's home audience and its call to action (issue 32 item 18): target, and its words per written language. */
function PopupFields({ kit }: { kit: FormKit }) {
  const { t } = useTranslation();
  const { d, set, id, problem } = kit;
  return (
    <div className="cms-grid">
      <Field id={id('execution')} label={t('cms.fields.execution')}>
        {() => (
          <select
            id={id('execution')}
            value={d.execution}
            onChange={(e) => set({ execution: e.target.value as typeof d.execution })}
          >
            <option value="">{t('cms.fields.executionNone')}</option>
            <option value="A">{t('cms.fields.executionA')}</option>
            <option value="B">{t('cms.fields.executionB')}</option>
          </select>
        )}
      </Field>
      <Field
        id={id('ctaTarget')}
        label={t('cms.fields.ctaTarget')}
        hint={t('cms.fields.ctaTargetHint')}
        problem={problem('ctaTarget')}
        wide
      >
        {(describedBy) => (
          <input
            id={id('ctaTarget')}
            value={d.ctaTarget}
            maxLength={200}
            aria-describedby={describedBy}
            aria-invalid={!!problem('ctaTarget')}
            onChange={(e) => set({ ctaTarget: e.target.value })}
          />
        )}
      </Field>
      {d.ctaTarget.trim() &&
        LANGS.filter((l) => d.texts[l].on).map((l) => (
          <Field
            key={l}
            id={id(`ctaLabel-${l}`)}
            label={t('cms.fields.ctaLabel', { language: t(`cms.languages.${l}`) })}
            problem={problem(`ctaLabel-${l}`)}
          >
            {(describedBy) => (
              <input
                id={id(`ctaLabel-${l}`)}
                value={d.ctaLabels[l]}
                maxLength={CTA_LABEL_MAX}
                lang={l}
                aria-describedby={describedBy}
                aria-invalid={!!problem(`ctaLabel-${l}`)}
                onChange={(e) => set({ ctaLabels: { ...d.ctaLabels, [l]: e.target.value } })}
              />
            )}
          </Field>
        ))}
    </div>
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
      <SegmentField kit={kit} />
    </>
  );
}
