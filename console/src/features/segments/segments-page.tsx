import { useState } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminVipLevels, MerchantConfig } from '@schemas';
import { formatMoney } from '@core/money';
import { LANGUAGE_NAMES } from '@locales/languages';
import { WithMerchantConfig } from '../../shared/config/config-page';
import { api } from '../../shared/api';
import { adminQueries } from '../../shared/queries';
import { queryKeys } from '../../shared/query-keys';
import { can, useSessionStore } from '../../shared/session-store';
import { useConfigPublish } from '../../shared/review/config-publish';
import { segmentsOfDoc, type SegmentInput } from '../../shared/config/segments';
import '../../shared/targeting.css';
import {
  blankSegment,
  describeSegment,
  formOfSegment,
  namesIn,
  segmentOf,
  shortNameOf,
  type SegmentForm,
} from './segment-model';
import { SegmentFormView } from './segment-form';

/** The merchant's VIP ladder (the platform's), so the pickers name its levels. */
const vipLevelsQuery = (code: string) =>
  queryOptions({
    queryKey: queryKeys.players.vipLevels(code),
    queryFn: () => api<AdminVipLevels>(`/api/admin/merchants/${code}/vip-levels`),
  });

/** Segments (issue 35): saved audiences, edited in plain words and saved as a new version. */
export const SegmentsPage = ({ code }: { code: string }) => (
  <WithMerchantConfig code={code} page={Segments} />
);

function Segments({ code, version, doc }: { code: string; version: number; doc: Record<string, unknown> }) {
  const { t, i18n } = useTranslation();
  const user = useSessionStore((s) => s.user);
  const readOnly = !can.save(user);
  const [form, setForm] = useState<SegmentForm>();
  const [refusal, setRefusal] = useState<string>();
  const { publish, busy, view } = useConfigPublish(code, version, doc, 'targeting.segments.saved', () =>
    setForm(undefined),
  );
  const announcements = useQuery(adminQueries.contentList(code, 'announcements'));
  const promotions = useQuery(adminQueries.contentList(code, 'promotions'));
  const banners = useQuery(adminQueries.contentList(code, 'banners'));
  // Who uses a segment is known once the content lists are in: no delete before (the server refuses
  // deleting a used one anyway, naming its users).
  const checking = [announcements, promotions, banners].some((q) => q.isPending);
  const vip = useQuery(vipLevelsQuery(code));
  const ladder = vip.data?.list.map((l) => ({
    level: l.level,
    label: l.labelId,
    // The document's currency: the same the platform counts the ladder in.
    deposit: formatMoney(doc.currency as MerchantConfig['currency'], l.minDeposit, i18n.language),
  }));
  const segments = segmentsOfDoc(doc);
  const rollouts = (Array.isArray(doc.rollouts) ? doc.rollouts : []) as { id: string; segment?: string }[];
  const languages = (Array.isArray(doc.languages) ? doc.languages : ['vi', 'en']) as string[];
  const names = namesIn(i18n.language, LANGUAGE_NAMES);
  const contentLang = i18n.language.startsWith('vi') ? 'vi' : 'en';

  /** An item's title in the console's language (else the other one). */
  const titleOf = (titles: Partial<Record<'vi' | 'en', string | undefined>>, id: number) =>
    titles[contentLang] ?? titles.vi ?? titles.en ?? `#${id}`;
  const textTitles = (x: { texts: Partial<Record<'vi' | 'en', { title: string }>> }) => ({
    vi: x.texts.vi?.title,
    en: x.texts.en?.title,
  });
  /** Who uses a segment, in words: rollouts by name, announcements, promotions and banners by title. */
  const usersOf = (id: string): string[] => [
    ...rollouts
      .filter((r) => r.segment === id)
      .map((r) => t('targeting.segments.usedByRollout', { id: r.id })),
    ...(announcements.data ?? [])
      .filter((a) => a.segment === id)
      .map((a) => t('targeting.segments.usedByAnnouncement', { title: titleOf(textTitles(a), a.id) })),
    ...(promotions.data ?? [])
      .filter((p) => p.segment === id)
      .map((p) => t('targeting.segments.usedByPromotion', { title: titleOf(textTitles(p), p.id) })),
    ...(banners.data ?? [])
      .filter((b) => b.segment === id)
      .map((b) => t('targeting.segments.usedByBanner', { title: titleOf(b.titles, b.id) })),
  ];
  const taken = segments.map((s) => s.id);
  const shortName = form ? (form.editing ?? shortNameOf(form.name, taken)) : '';
  const save = (next: SegmentInput[], title?: string) => {
    const body = { ...doc, segments: next };
    if (!next.length) delete (body as Record<string, unknown>).segments;
    publish(body, title);
  };
  const submit = (f: SegmentForm) => {
    const s = segmentOf(f, shortName);
    save(f.editing ? segments.map((x) => (x.id === f.editing ? s : x)) : [...segments, s]);
  };
  const remove = (s: SegmentInput) => {
    const users = usersOf(s.id);
    if (users.length)
      return setRefusal(t('targeting.segments.inUse', { name: s.name, users: users.join(', ') }));
    setRefusal(undefined);
    save(
      segments.filter((x) => x.id !== s.id),
      t('targeting.segments.removeConfirm', { name: s.name }),
    );
  };

  return (
    <section aria-labelledby="segments-title" className="rollouts">
      <h1 id="segments-title">{t('targeting.segments.title', { name: String(doc.name ?? code) })}</h1>
      <p className="muted">{t('targeting.segments.intro')}</p>
      <p className="actions">
        <Link to={`/merchants/${code}/rollouts`}>{t('targeting.segments.backToRollouts')}</Link>
      </p>
      {view.top}
      {refusal && (
        <p role="alert" className="problems">
          {refusal}
        </p>
      )}
      {segments.length === 0 ? (
        <p>{t('targeting.segments.none')}</p>
      ) : (
        <table className="grid" aria-labelledby="segments-title">
          <thead>
            <tr>
              <th scope="col">{t('targeting.segments.name')}</th>
              <th scope="col">{t('targeting.segments.who')}</th>
              <th scope="col">{t('targeting.segments.usedBy')}</th>
              {!readOnly && <th scope="col">{t('targeting.segments.actions')}</th>}
            </tr>
          </thead>
          <tbody>
            {segments.map((s) => {
              const users = usersOf(s.id);
              return (
                <tr key={s.id}>
                  <th scope="row">
                    {s.name}
                    {s.description && <div className="muted">{s.description}</div>}
                  </th>
                  <td>{describeSegment(s, t, names)}</td>
                  <td>{users.length ? users.join(', ') : t('targeting.segments.unused')}</td>
                  {!readOnly && (
                    <td className="actions">
                      <button
                        type="button"
                        aria-label={`${t('targeting.segments.edit')} ${s.name}`}
                        onClick={() => setForm(formOfSegment(s))}
                      >
                        {t('targeting.segments.edit')}
                      </button>
                      <button
                        type="button"
                        className="danger"
                        aria-label={`${t('targeting.segments.remove')} ${s.name}`}
                        disabled={busy || checking}
                        aria-busy={checking}
                        onClick={() => remove(s)}
                      >
                        {t('targeting.segments.remove')}
                      </button>
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {!readOnly && !form && (
        <button type="button" className="primary" onClick={() => setForm(blankSegment())}>
          {t('targeting.segments.new')}
        </button>
      )}
      {view.review}
      {form && (
        <SegmentFormView
          form={form}
          shortName={form.name.trim() ? shortName : ''}
          languages={languages}
          ladder={ladder}
          names={names}
          busy={busy}
          onChange={setForm}
          onCancel={() => setForm(undefined)}
          onSubmit={() => submit(form)}
        />
      )}
    </section>
  );
}
