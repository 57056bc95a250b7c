import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { adminQueries } from '../../shared/queries';
import { segmentsOfDoc } from '../../shared/config/segments';
import { Field, type FormKit } from './content-fields';

/**
 * Who sees an announcement, promotion or banner (issue 35): every player, or one of the merchant's
 * saved segments by name. A saved name the merchant no longer has stays listed (the server refuses it
 * on save with words), so opening an item never changes it silently.
 */
export function SegmentField({ kit }: { kit: FormKit }) {
  const { t } = useTranslation();
  const { code, d, set, id, problem } = kit;
  const config = useQuery(adminQueries.config(code));
  const segments = segmentsOfDoc((config.data?.document ?? {}) as Record<string, unknown>);
  return (
    <Field
      id={id('segment')}
      label={t('cms.fields.segment')}
      hint={t('cms.fields.segmentHint')}
      problem={problem('segment')}
    >
      {(describedBy) => (
        <select
          id={id('segment')}
          value={d.segment}
          aria-describedby={describedBy}
          onChange={(e) => set({ segment: e.target.value })}
        >
          <option value="">{t('cms.fields.segmentEveryone')}</option>
          {segments.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
          {d.segment && !segments.some((s) => s.id === d.segment) && (
            <option value={d.segment}>{d.segment}</option>
          )}
        </select>
      )}
    </Field>
  );
}
