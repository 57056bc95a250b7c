import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentKind } from '@schemas';
import { ApiError, errorKey } from '../../shared/api';
import { bodyOf, draftOf, LANGS, type Draft, type FormProblem, type Lang } from './draft';
import { Dialog } from '../../shared/ui/dialog';
import { Field, TextsFieldset, type FormKit } from './content-fields';
import { AnnouncementFields, PromotionFields } from './promotion-fields';
import { BannerFields, HelpFields } from './banner-help-fields';
import { useSaveContent, type AnyItem } from './queries';

/** The form field a refused body's JSON pointer names (else the form's general problem). */
function fieldOf(pointer: string): string {
  const [, top, sub, lang] = pointer.split('/');
  if (top === 'endDate') return 'end';
  if (top === 'segment') return 'segment';
  if (top === 'cta') return sub === 'labels' && lang ? `ctaLabel-${lang}` : 'ctaTarget';
  return 'general';
}

/** Problems of a refused save: the server's keys (cms.errors.*) by field, else the catalogue message. */
function serverProblems(e: unknown): { general?: string; fields: FormProblem[] } {
  if (!(e instanceof ApiError)) return { general: errorKey(e), fields: [] };
  const details = Array.isArray(e.details) ? (e.details as { pointer?: string; key?: string }[]) : [];
  const fields = details
    .filter((d) => d.key?.startsWith('cms.'))
    .map((d) => ({ field: fieldOf(d.pointer ?? ''), key: d.key! }));
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

  const kit: FormKit = { code, lang, d, set, id, problem, dateField, check };
  const texts = <TextsFieldset kit={kit} tab={tab} setTab={setTab} setText={setText} />;
  const fields =
    kind === 'announcements' ? (
      <AnnouncementFields kit={kit} texts={texts} />
    ) : kind === 'promotions' ? (
      <PromotionFields kit={kit} texts={texts} />
    ) : kind === 'banners' ? (
      <BannerFields kit={kit} />
    ) : (
      <HelpFields kit={kit} />
    );

  const generalProblem = problems.find((p) => p.field === 'general');
  return (
    <Dialog labelledBy={titleId} onClose={onClose} className="cms-dialog cms-dialog--wide">
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
    </Dialog>
  );
}
