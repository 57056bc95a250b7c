import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { adminQueries } from '../../shared/queries';
import { errorKey } from '../../shared/api';
import { formatTime } from '../../shared/format';
import { formatMoney } from '@core/money';
import type { MerchantConfig } from '@schemas';
import type { AuditRow } from '../../shared/types';
import { choiceOf, labelOf } from '../../shared/config/labels';
import { LANGUAGE_NAMES } from '@locales/languages';
import '../../shared/targeting.css';

const FILTERS = ['actor', 'merchant', 'action', 'from', 'to'] as const;

/**
 * Who did what, when, to which merchant, from where (issue 16: filtered by who, merchant, action and
 * days; each entry summarised, saves and rollbacks linked to their diff). Filters live in the URL.
 */
export function AuditPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(
    FILTERS.flatMap((k) => (params.get(k) ? [[k, params.get(k)!]] : [])),
  ) as Record<string, string>;
  const q = useQuery(adminQueries.audit(filters));
  const facets = useQuery(adminQueries.auditFacets());
  const merchants = useQuery(adminQueries.merchants());
  const set = (k: (typeof FILTERS)[number], v: string) => {
    const next = new URLSearchParams(params);
    if (v) next.set(k, v);
    else next.delete(k);
    setParams(next, { replace: true });
  };
  const actionName = (a: string) => t(`console.audit.action.${a}`, { version: '', defaultValue: a }).trim();
  return (
    <section aria-labelledby="audit-title">
      <h1 id="audit-title">{t('console.audit.title')}</h1>
      <form
        className="filters"
        aria-label={t('targeting.audit.filters')}
        onSubmit={(e) => e.preventDefault()}
      >
        <label htmlFor="audit-actor">
          {t('targeting.audit.who')}
          <select id="audit-actor" value={filters.actor ?? ''} onChange={(e) => set('actor', e.target.value)}>
            <option value="">{t('targeting.audit.anyone')}</option>
            {(facets.data?.actors ?? []).map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor="audit-merchant">
          {t('targeting.audit.merchant')}
          <select
            id="audit-merchant"
            value={filters.merchant ?? ''}
            onChange={(e) => set('merchant', e.target.value)}
          >
            <option value="">{t('targeting.audit.anyMerchant')}</option>
            {(merchants.data ?? []).map((m) => (
              <option key={m.code} value={m.code}>
                {m.name} ({m.code})
              </option>
            ))}
          </select>
        </label>
        <label htmlFor="audit-action">
          {t('targeting.audit.action')}
          <select
            id="audit-action"
            value={filters.action ?? ''}
            onChange={(e) => set('action', e.target.value)}
          >
            <option value="">{t('targeting.audit.anyAction')}</option>
            {(facets.data?.actions ?? []).map((a) => (
              <option key={a} value={a}>
                {actionName(a)}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor="audit-from">
          {t('targeting.audit.from')}
          <input
            id="audit-from"
            type="date"
            value={filters.from ?? ''}
            onChange={(e) => set('from', e.target.value)}
          />
        </label>
        <label htmlFor="audit-to">
          {t('targeting.audit.to')}
          <input
            id="audit-to"
            type="date"
            value={filters.to ?? ''}
            onChange={(e) => set('to', e.target.value)}
          />
        </label>
        {Object.keys(filters).length > 0 && (
          <button
            type="button"
            className="link"
            onClick={() => setParams(new URLSearchParams(), { replace: true })}
          >
            {t('targeting.audit.clear')}
          </button>
        )}
      </form>
      {q.isError ? (
        <p role="alert">{t(errorKey(q.error))}</p>
      ) : (
        <table className="grid" aria-busy={q.isFetching}>
          <thead>
            <tr>
              <th scope="col">{t('console.audit.when')}</th>
              <th scope="col">{t('console.audit.who')}</th>
              <th scope="col">{t('console.audit.what')}</th>
              <th scope="col">{t('console.audit.merchant')}</th>
              <th scope="col">{t('targeting.audit.summary')}</th>
              <th scope="col">{t('console.audit.from')}</th>
            </tr>
          </thead>
          <tbody>
            {(q.data ?? []).map((a) => (
              <tr key={a.id}>
                <td>{formatTime(a.at, i18n.language)}</td>
                <td>{a.actor}</td>
                <td>
                  {t(`console.audit.action.${a.action}`, {
                    version: a.version ?? '',
                    defaultValue: a.action,
                  })}
                  {typeof a.detail.reason === 'string' && (
                    <span className="muted">
                      {' '}
                      · {t('publishing.history.reason', { reason: a.detail.reason })}
                    </span>
                  )}
                </td>
                <td>{a.merchant ?? '—'}</td>
                <td>
                  <Summary row={a} />
                </td>
                <td>{a.ip ?? '—'}</td>
              </tr>
            ))}
            {q.data?.length === 0 && (
              <tr>
                <td colSpan={6}>{t('targeting.audit.empty')}</td>
              </tr>
            )}
          </tbody>
        </table>
      )}
    </section>
  );
}

const str = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : undefined);
const num = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);

/** An amount in minor units, in the currency the row names (older rows name none: the bare number). */
function amountOf(d: Record<string, unknown>, lang: string): string | undefined {
  const amount = num(d.amount);
  if (amount === undefined) return undefined;
  const c = d.currency as { code?: unknown; digits?: unknown } | undefined;
  if (typeof c?.code !== 'string' || typeof c.digits !== 'number') return amount.toLocaleString(lang);
  const currency = { code: c.code, symbol: c.code, decimals: c.digits, symbolPosition: 'after' };
  return formatMoney(currency as MerchantConfig['currency'], amount, lang);
}

/**
 * What the entry acted on, by a name a person reads (issue 35 item 4): the console user, the member
 * and the amount, the content's title, the token's name, the webhook's URL, the change and its author.
 */
function useTarget(row: AuditRow): string[] {
  const { t, i18n } = useTranslation();
  const d = row.detail as Record<string, unknown>;
  const out: string[] = [];
  const user = str(d.username);
  const memberId = num(d.memberId);
  const member = () => {
    if (user) out.push(t('targeting.audit.target.member', { name: user }));
    else if (memberId !== undefined) out.push(t('targeting.audit.target.memberId', { id: memberId }));
  };
  const content = (kind: unknown, title: string | undefined, id: unknown) => {
    const name = title ?? `#${String(id)}`;
    if (kind === 'announcements') out.push(t('targeting.audit.target.announcement', { title: name }));
    else if (kind === 'promotions') out.push(t('targeting.audit.target.promotion', { title: name }));
    else if (kind === 'banners') out.push(t('targeting.audit.target.banner', { title: name }));
    else if (kind === 'help') out.push(t('targeting.audit.target.help', { title: name }));
  };
  switch (row.action) {
    case 'userCreated':
    case 'userDisabled':
    case 'userEnabled':
    case 'sessionsRevoked':
    case 'passwordReset':
    case 'userChanged':
    case 'userDeleted':
      if (user) out.push(t('targeting.audit.target.user', { name: user }));
      break;
    case 'withdrawApproved':
    case 'withdrawRejected':
      member();
      if (amountOf(d, i18n.language)) out.push(amountOf(d, i18n.language)!);
      if (num(d.orderId) !== undefined) out.push(t('targeting.audit.target.withdrawal', { id: d.orderId }));
      break;
    case 'kycApproved':
    case 'kycRejected':
      member();
      if (num(d.requestId) !== undefined) out.push(t('targeting.audit.target.kyc', { id: d.requestId }));
      break;
    case 'agentApproved':
    case 'agentRejected':
    case 'contractOffered':
    case 'contractWithdrawn':
    case 'playerLocked':
    case 'playerUnlocked':
    case 'playerSessionsEnded':
    case 'playerPasswordResetSent':
    case 'playerNoteAdded':
      member();
      break;
    case 'balanceAdjusted':
    case 'adjustmentProposed':
    case 'adjustmentApproved':
    case 'adjustmentRejected':
    case 'adjustmentWithdrawn':
      member();
      if (amountOf(d, i18n.language)) out.push(amountOf(d, i18n.language)!);
      break;
    case 'rewardGranted':
      member();
      if (str(d.title)) out.push(t('targeting.audit.target.reward', { title: d.title }));
      if (amountOf(d, i18n.language)) out.push(amountOf(d, i18n.language)!);
      break;
    case 'contentCreated':
    case 'contentUpdated':
    case 'contentRemoved':
      content(d.kind, str(d.title), d.id);
      break;
    case 'contentImageUploaded':
      if (str(d.url)) out.push(t('targeting.audit.target.image', { url: d.url }));
      break;
    case 'tokenCreated':
    case 'tokenRevoked':
      if (str(d.name)) out.push(t('targeting.audit.target.token', { name: d.name }));
      break;
    case 'webhookCreated':
    case 'webhookRemoved':
      out.push(
        str(d.url)
          ? t('targeting.audit.target.webhook', { url: d.url })
          : t('targeting.audit.target.webhookId', { id: String(d.webhookId) }),
      );
      break;
    case 'changeApproved':
    case 'changeRejected':
    case 'changeCommented':
      if (d.changeId !== undefined)
        out.push(
          str(d.author)
            ? t('targeting.audit.target.changeBy', { id: d.changeId, name: d.author })
            : t('targeting.audit.target.change', { id: d.changeId }),
        );
      break;
    case 'changeDrafted':
    case 'changeDraftEdited':
    case 'changeScheduled':
    case 'approvalRequested':
    case 'changeCancelled':
    case 'publishFailed':
      if (d.changeId !== undefined) out.push(t('targeting.audit.target.change', { id: d.changeId }));
      break;
    case 'promotionRequested':
      if (d.changeId !== undefined) out.push(t('targeting.audit.target.change', { id: d.changeId }));
      if (num(d.stagingVersion) !== undefined)
        out.push(t('environments.audit.stagingVersion', { version: d.stagingVersion }));
      break;
    case 'stagingCreated':
    case 'stagingSaved':
      if (num(d.stagingVersion) !== undefined)
        out.push(t('environments.audit.stagingVersion', { version: d.stagingVersion }));
      break;
    case 'previewRevoked':
      if (str(d.createdBy)) out.push(t('targeting.audit.target.link', { name: d.createdBy }));
      break;
  }
  return out;
}

/**
 * A preview link's overrides in the words of the preview page (issue 35 item 9): "Chat: Bật,
 * Trung tâm hội viên: Mới", not "CBS3=true, mem_cen=new". A name not written falls back to its code.
 */
function previewOverrideWords(
  o: Record<string, unknown>,
  t: (key: string) => string,
  lang: string,
): string[] {
  const onOff = (v: unknown) => t(v ? 'console.widgets.on' : 'console.widgets.off');
  const out: string[] = [];
  const entries = (v: unknown) => (v && typeof v === 'object' ? Object.entries(v) : []);
  for (const [f, v] of entries(o.flags)) out.push(`${labelOf(`flags/${f}`, lang) ?? f}: ${onOff(v)}`);
  for (const [tpl, v] of entries(o.templates))
    out.push(
      `${labelOf(`templates/${tpl}`, lang) ?? tpl}: ${choiceOf(`templates/${tpl}`, String(v), lang) ?? String(v)}`,
    );
  if (typeof o.language === 'string')
    out.push(LANGUAGE_NAMES[o.language as keyof typeof LANGUAGE_NAMES] ?? o.language);
  for (const [id, v] of entries(o.rollouts))
    out.push(`${id}: ${t(v ? 'targeting.preview.gets' : 'targeting.preview.current')}`);
  return out;
}

/** One line on what the entry did, and a link to the diff of a version it made. */
function Summary({ row }: { row: AuditRow }) {
  const { t, i18n } = useTranslation();
  const d = row.detail as Record<string, unknown>;
  const parts: string[] = useTarget(row);
  if (typeof d.changes === 'number') parts.push(t('targeting.audit.changes', { count: d.changes }));
  if (typeof d.restoredFrom === 'number')
    parts.push(t('targeting.audit.restoredFrom', { version: d.restoredFrom }));
  if (d.overwroteRejectedAt) parts.push(t('targeting.audit.overwroteRejected'));
  if (row.action === 'diskEditRejected' && typeof d.problems === 'number')
    parts.push(t('targeting.audit.problems', { count: d.problems }));
  if (row.action === 'refused')
    parts.push(t('targeting.audit.refused', { method: d.method, route: d.route, status: d.status }));
  if (row.action === 'previewCreated' && d.overrides && typeof d.overrides === 'object') {
    const list = previewOverrideWords(d.overrides as Record<string, unknown>, t, i18n.language);
    if (list.length) parts.push(t('targeting.audit.previewOverrides', { list: list.join(', ') }));
  }
  const diff =
    row.merchant && row.version !== null && ['save', 'rollback', 'diskEdit'].includes(row.action)
      ? `/merchants/${row.merchant}/history?version=${row.version}`
      : undefined;
  if (!parts.length && !diff) return <span className="muted">—</span>;
  return (
    <>
      {parts.join(' · ')}
      {diff && (
        <>
          {parts.length > 0 && ' · '}
          <Link to={diff}>{t('targeting.audit.diff')}</Link>
        </>
      )}
    </>
  );
}
