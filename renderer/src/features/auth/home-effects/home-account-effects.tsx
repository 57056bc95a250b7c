import { useEffect, useState } from 'react';
import { useSessionStore } from '../../../shared/session';
import { renewSession } from '../api/auth-api';
import { clearWelcomeGift, takeWelcomeGift } from '../lib/welcome-gift';
import { ContractPrompt } from './contract-prompt';
import { contractsApply, fetchContracts, pendingContract, type ContractKind } from './contracts';
import { WelcomeGiftModal } from './welcome-gift-modal';

/**
 * Home mount (spec §4): with a session, renew it, then check contracts for the right member types;
 * after a registration (deposit-popup flag), the welcome-gift modal.
 */
export function HomeAccountEffects() {
  const [contract, setContract] = useState<ContractKind | null>(null);
  const [gift, setGift] = useState(takeWelcomeGift);
  useEffect(() => {
    const session = useSessionStore.getState().session;
    if (!session) return;
    let live = true;
    void (async () => {
      // A failed renew of a dead session signs out through the API client (SESSION_EXPIRED).
      await renewSession().catch(() => undefined);
      const current = useSessionStore.getState().session;
      if (!live || !contractsApply(current?.type, current?.trial)) return;
      const r = await fetchContracts().catch(() => undefined);
      if (live && r) setContract(pendingContract(r));
    })();
    return () => {
      live = false;
    };
  }, []);
  return (
    <>
      <WelcomeGiftModal open={gift} onClose={() => { clearWelcomeGift(); setGift(false); }} />
      <ContractPrompt kind={gift ? null : contract} onClose={() => setContract(null)} />
    </>
  );
}
