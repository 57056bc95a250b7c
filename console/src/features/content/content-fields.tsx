import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BodyField } from './body-field';
import { LANGS, type Draft, type Lang } from './draft';

/** A labelled control with its hint and problem (described by both). */
export function Field({
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

/** What the fields of a content form share: the draft, its setter, ids, problems, two field makers. */
export interface FormKit {
  code: string;
  lang: Lang;
  d: Draft;
  set: (patch: Partial<Draft>) => void;
  id: (name: string) => string;
  problem: (field: string) => string | undefined;
  dateField: (name: 'start' | 'end' | 'publishAt', label: string, hint?: string) => ReactNode;
  check: (name: 'popular' | 'noExpiry' | 'imageRequired' | 'remarkRequired', label: string) => ReactNode;
}

/** The texts of an announcement or promotion, one tab per language. */
export function TextsFieldset({
  kit: { d, id, problem },
  tab,
  setTab,
  setText,
}: {
  kit: FormKit;
  tab: Lang;
  setTab: (l: Lang) => void;
  setText: (l: Lang, patch: Partial<Draft['texts'][Lang]>) => void;
}) {
  const { t } = useTranslation();
  return (
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
              <BodyField
                id={id(`content-${l}`)}
                label={t('cms.fields.content')}
                hint={t('cms.fields.contentHint')}
                lang={l}
                rows={6}
                value={d.texts[l].content}
                onChange={(content) => setText(l, { content })}
              />
            </>
          )}
        </div>
      ))}
      {problem('languages') && <p className="error">{problem('languages')}</p>}
    </fieldset>
  );
}
