import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminContractOffer } from '@schemas';
import { errorKey } from '../../shared/api';
import { formatTime } from '../../shared/format';
import { Dialog } from '../../shared/ui/dialog';
import { agentQueries, useWithdrawOffer } from './queries';

/** A contract's rate as players read it: basis points as a percentage (30 → 0.3%). */
const percent = (rateBp: number, lang: string) =>
  (rateBp / 10_000).toLocaleString(lang, { style: 'percent', maximumFractionDigits: 2 });

/** Asks before an offer is withdrawn: what the agent loses (it can no longer accept it). */
function WithdrawDialog({
  offer,
  busy,
  onConfirm,
  onClose,
}: {
  offer: AdminContractOffer;
  busy: boolean;
  onConfirm(): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const close = () => !busy && onClose();
  return (
    <Dialog labelledBy={titleId} onClose={close}>
      <h2 id={titleId}>{t('agent.console.withdrawTitle', { id: offer.id, username: offer.username })}</h2>
      <p>{t('agent.console.withdrawText', { kind: t(`agent.contract.name.${offer.kind}`) })}</p>
      <div className="actions">
        <button type="button" onClick={close} disabled={busy}>
          {t('console.actions.cancel')}
        </button>
        <button type="button" className="primary danger" onClick={onConfirm} disabled={busy}>
          {t('agent.console.withdrawConfirm')}
        </button>
      </div>
    </Dialog>
  );
}

/**
 * Contract offers the agents have not answered (issue 35 item 12): every role reads them; operators
 * withdraw one after a confirmation (audited), and the agent no longer sees it.
 */
export function PendingOffersTable({ code, canAct }: { code: string; canAct: boolean }) {
  const { t, i18n } = useTranslation();
  const q = useQuery(agentQueries.offers(code));
  const withdraw = useWithdrawOffer(code);
  const [asking, setAsking] = useState<AdminContractOffer>();
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();
  const confirm = async (offer: AdminContractOffer) => {
    try {
      await withdraw.mutateAsync(offer.id);
      setMessage({ ok: true, text: t('agent.console.withdrawn', { id: offer.id }) });
    } catch (e) {
      setMessage({ ok: false, text: t(errorKey(e)) });
    }
    setAsking(undefined);
  };
  return (
    <section aria-labelledby="offers-title" className="offers">
      <h2 id="offers-title">{t('agent.console.offersTitle')}</h2>
      {message && <p role={message.ok ? 'status' : 'alert'}>{message.text}</p>}
      {q.isError ? (
        <p role="alert">{t(errorKey(q.error))}</p>
      ) : q.isPending ? (
        <p aria-busy="true">{t('console.loading')}</p>
      ) : q.data.list.length === 0 ? (
        <p>{t('agent.console.offersNone')}</p>
      ) : (
        <table className="grid" aria-label={t('agent.console.offersTitle')}>
          <thead>
            <tr>
              <th scope="col">{t('agent.console.offerColumn')}</th>
              <th scope="col">{t('agent.console.agentAccount')}</th>
              <th scope="col">{t('agent.console.kind')}</th>
              <th scope="col">{t('agent.console.rate')}</th>
              <th scope="col">{t('agent.console.minActive')}</th>
              <th scope="col">{t('agent.console.offeredBy')}</th>
              <th scope="col">{t('agent.console.offeredAt')}</th>
              {canAct && <th scope="col">{t('agent.console.actions')}</th>}
            </tr>
          </thead>
          <tbody>
            {q.data.list.map((o) => (
              <tr key={o.id}>
                <td>#{o.id}</td>
                <td>{o.username}</td>
                <td>{t(`agent.contract.name.${o.kind}`)}</td>
                <td>{percent(o.rateBp, i18n.language)}</td>
                <td>{o.minActive}</td>
                <td>{o.offeredBy ?? t('agent.console.system')}</td>
                <td>{formatTime(o.offeredAt, i18n.language)}</td>
                {canAct && (
                  <td className="actions">
                    <button
                      type="button"
                      aria-label={t('agent.console.withdrawName', { id: o.id })}
                      onClick={() => setAsking(o)}
                    >
                      {t('agent.console.withdraw')}
                    </button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {asking && (
        <WithdrawDialog
          offer={asking}
          busy={withdraw.isPending}
          onConfirm={() => void confirm(asking)}
          onClose={() => setAsking(undefined)}
        />
      )}
    </section>
  );
}
