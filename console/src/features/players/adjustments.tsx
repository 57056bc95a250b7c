import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKey } from '../../shared/api';
import { formatTime } from '../../shared/format';
import { formatMinor } from '../../shared/money';
import { useSessionStore } from '../../shared/session-store';
import { Dialog } from '../../shared/ui/dialog';
import { PAGE_SIZE, playerQueries, useAdjustments } from './queries';

type Currency = { code: string; digits: number };
type Report = { ok: boolean; text: string };

/**
 * A manual balance adjustment (operators): add or take an amount with a reason. Up to the brand's
 * threshold it is applied at once; above it, it waits for another operator (the server decides).
 */
export function AdjustDialog(props: {
  code: string;
  id: number;
  currency: Currency;
  onClose: () => void;
  onDone: (r: Report) => void;
}) {
  const { t, i18n } = useTranslation();
  const { propose } = useAdjustments(props.code, props.id);
  const title = useId();
  const [sign, setSign] = useState<1 | -1>(1);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const minor = Math.round(Number(amount) * 10 ** props.currency.digits);
  const valid = Number.isFinite(minor) && minor > 0 && reason.trim() !== '';
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!valid) return;
    try {
      const r = await propose.mutateAsync({ amount: sign * minor, reason: reason.trim() });
      const money = formatMinor(props.currency, Math.abs(r.amount), i18n.language);
      props.onDone({ ok: true, text: t(`players.adjust.done.${r.status}`, { amount: money }) });
    } catch (err) {
      props.onDone({ ok: false, text: t(errorKey(err)) });
    }
    props.onClose();
  };
  return (
    <Dialog labelledBy={title} onClose={props.onClose} busy={propose.isPending}>
      <form onSubmit={(e) => void submit(e)} className="player-dialog">
        <h2 id={title}>{t('players.adjust.title')}</h2>
        <fieldset className="player-sign">
          <legend>{t('players.adjust.direction')}</legend>
          {([1, -1] as const).map((s) => (
            <label key={s}>
              <input type="radio" name="sign" checked={sign === s} onChange={() => setSign(s)} />
              {t(s === 1 ? 'players.adjust.add' : 'players.adjust.take')}
            </label>
          ))}
        </fieldset>
        <label>
          {t('players.adjust.amount', { currency: props.currency.code })}
          <input
            inputMode="decimal"
            value={amount}
            required
            onChange={(e) => setAmount(e.target.value.replace(/[^\d.]/g, ''))}
          />
        </label>
        <label>
          {t('players.actions.reason')}
          <textarea
            value={reason}
            required
            rows={3}
            maxLength={500}
            onChange={(e) => setReason(e.target.value)}
          />
        </label>
        <p className="note">{t('players.adjust.hint')}</p>
        <div className="row">
          <button type="submit" disabled={propose.isPending || !valid}>
            {t('players.actions.confirm')}
          </button>
          <button type="button" onClick={props.onClose}>
            {t('players.actions.cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * The player's adjustments, newest first; another operator approves or rejects a pending one here,
 * and its proposer may withdraw it (a wrong amount, a duplicate) while nobody has decided.
 */
export function AdjustmentsTable({ code, id, currency }: { code: string; id: number; currency: Currency }) {
  const { t, i18n } = useTranslation();
  const user = useSessionStore((s) => s.user);
  const [offset, setOffset] = useState(0);
  const [report, setReport] = useState<Report>();
  const [reasons, setReasons] = useState<Record<number, string>>({});
  const q = useQuery(playerQueries.list(code, id, 'adjustments', offset));
  const { decide, withdraw } = useAdjustments(code, id);
  if (q.isError) return <p role="alert">{t(errorKey(q.error))}</p>;
  if (!q.data) return <p aria-busy="true">{t('console.loading')}</p>;
  const act = async (adjustment: number, approve: boolean) => {
    try {
      await decide.mutateAsync({ adjustment, approve, reason: reasons[adjustment]?.trim() });
      setReport({
        ok: true,
        text: t(approve ? 'players.adjust.approved' : 'players.adjust.rejected', { id: adjustment }),
      });
    } catch (err) {
      setReport({ ok: false, text: t(errorKey(err)) });
    }
  };
  const takeBack = async (adjustment: number) => {
    try {
      await withdraw.mutateAsync(adjustment);
      setReport({ ok: true, text: t('players.adjust.withdrawn', { id: adjustment }) });
    } catch (err) {
      setReport({ ok: false, text: t(errorKey(err)) });
    }
  };
  const m = (n: number) => formatMinor(currency, n, i18n.language);
  const time = (iso?: string) => (iso ? formatTime(iso, i18n.language) : '—');
  if (q.data.total === 0) return <p>{t('players.list.empty')}</p>;
  return (
    <>
      {report && <p role={report.ok ? 'status' : 'alert'}>{report.text}</p>}
      <table className="grid" aria-label={t('players.tabs.adjustments')}>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{t('players.list.amount')}</th>
            <th scope="col">{t('players.actions.reason')}</th>
            <th scope="col">{t('players.list.status')}</th>
            <th scope="col">{t('players.adjust.proposedBy')}</th>
            <th scope="col">{t('players.adjust.decidedBy')}</th>
            <th scope="col">{t('players.actions.title')}</th>
          </tr>
        </thead>
        <tbody>
          {q.data.list.map((a) => {
            const mine = a.proposedBy === user?.username;
            return (
              <tr key={a.id}>
                <td>{a.id}</td>
                <td>{(a.amount > 0 ? '+' : '−') + m(Math.abs(a.amount))}</td>
                <td>{a.reason}</td>
                <td>{t(`players.adjust.status.${a.status}`)}</td>
                <td>
                  {a.proposedBy}, {time(a.proposedAt)}
                </td>
                <td>
                  {a.decidedBy
                    ? `${a.decidedBy}, ${time(a.decidedAt)}`
                    : a.status === 'applied'
                      ? t('players.adjust.atOnce')
                      : '—'}
                  {a.decisionReason ? ` · ${a.decisionReason}` : ''}
                </td>
                <td>
                  <div className="actions">
                    {a.status === 'pending' && user?.role === 'operator' && !mine ? (
                      <>
                        <button
                          type="button"
                          disabled={decide.isPending}
                          onClick={() => void act(a.id, true)}
                        >
                          {t('players.adjust.approve', { id: a.id })}
                        </button>
                        <input
                          aria-label={t('players.adjust.rejectReason', { id: a.id })}
                          placeholder={t('players.actions.reason')}
                          value={reasons[a.id] ?? ''}
                          maxLength={500}
                          onChange={(e) => setReasons((r) => ({ ...r, [a.id]: e.target.value }))}
                        />
                        <button
                          type="button"
                          disabled={decide.isPending || !reasons[a.id]?.trim()}
                          onClick={() => void act(a.id, false)}
                        >
                          {t('players.adjust.reject', { id: a.id })}
                        </button>
                      </>
                    ) : a.status === 'pending' && mine && user?.role === 'operator' ? (
                      <>
                        {t('players.adjust.waitOther')}
                        <button
                          type="button"
                          disabled={withdraw.isPending}
                          onClick={() => void takeBack(a.id)}
                        >
                          {t('players.adjust.withdraw', { id: a.id })}
                        </button>
                      </>
                    ) : a.status === 'pending' ? (
                      t(mine ? 'players.adjust.waitOther' : 'players.adjust.waitOperator')
                    ) : (
                      '—'
                    )}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <nav className="row" aria-label={t('players.tabs.adjustments')}>
        <button type="button" disabled={offset === 0} onClick={() => setOffset(offset - PAGE_SIZE)}>
          {t('players.search.previous')}
        </button>
        <button
          type="button"
          disabled={offset + PAGE_SIZE >= q.data.total}
          onClick={() => setOffset(offset + PAGE_SIZE)}
        >
          {t('players.search.more')}
        </button>
      </nav>
    </>
  );
}
