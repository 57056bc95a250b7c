import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTRACT_KINDS, type ContractKind } from '@core/member-types';
import type { AdminContractOfferBody } from '@schemas';
import { api, errorKey } from '../../shared/api';
import { queryKeys } from '../../shared/query-keys';

/** Operators offer an agent a contract (pending until the agent answers on its contract page). */
export function OfferContractForm({ code }: { code: string }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [username, setUsername] = useState('');
  const [kind, setKind] = useState<ContractKind>('dividend');
  const [percent, setPercent] = useState('');
  const [minActive, setMinActive] = useState('1');
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();
  const offer = useMutation({
    mutationFn: (body: AdminContractOfferBody) =>
      api<{ id: number; username: string }>(`/api/admin/merchants/${code}/agent-contracts`, {
        method: 'POST',
        body,
      }),
    onSettled: () => qc.invalidateQueries({ queryKey: queryKeys.agents.of(code) }),
  });
  const rate = Number(percent);
  const min = Number(minActive);
  const valid =
    username.trim() !== '' &&
    percent.trim() !== '' &&
    rate >= 0 &&
    rate <= 100 &&
    Number.isInteger(min) &&
    min >= 0;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!valid) return;
    try {
      const r = await offer.mutateAsync({
        username: username.trim(),
        kind,
        rateBp: Math.round(rate * 100),
        minActive: min,
      });
      setMessage({ ok: true, text: t('agent.console.offered', { id: r.id, username: r.username }) });
    } catch (err) {
      setMessage({ ok: false, text: t(errorKey(err)) });
    }
  };
  return (
    <form className="offer-form" aria-labelledby="offer-title" onSubmit={(e) => void submit(e)}>
      <h2 id="offer-title">{t('agent.console.offerTitle')}</h2>
      <p className="note">{t('agent.console.offerHint')}</p>
      {message && <p role={message.ok ? 'status' : 'alert'}>{message.text}</p>}
      <div className="offer-form__fields">
        <label>
          {t('agent.console.agentAccount')}{' '}
          <input value={username} maxLength={64} onChange={(e) => setUsername(e.target.value)} required />
        </label>
        <label>
          {t('agent.console.kind')}{' '}
          <select value={kind} onChange={(e) => setKind(e.target.value as ContractKind)}>
            {CONTRACT_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`agent.contract.name.${k}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('agent.console.ratePercent')}{' '}
          <input
            type="number"
            min={0}
            max={100}
            step={0.01}
            value={percent}
            onChange={(e) => setPercent(e.target.value)}
            required
          />
        </label>
        <label>
          {t('agent.console.minActive')}{' '}
          <input
            type="number"
            min={0}
            step={1}
            value={minActive}
            onChange={(e) => setMinActive(e.target.value)}
            required
          />
        </label>
        <button type="submit" disabled={!valid || offer.isPending}>
          {t('agent.console.offer')}
        </button>
      </div>
    </form>
  );
}
