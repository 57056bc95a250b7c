import { queryOptions, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { queryKeys } from '../../../shared/api';
import { useMoreTexts } from '../../../shared/i18n';
import { usePopupComing } from '../../../shared/ui';
import { useSessionStore } from '../../../shared/session';
import { renewSession } from '../api/auth-api';
import { clearWelcomeGift, useWelcomeGift } from '../lib/welcome-gift';
import { contractsApply, fetchContracts, pendingContract, type ContractKind } from './contracts';

/** The welcome gift and the contract prompt: fetched for a session or a fresh registration (issue 29). */
const AccountPopups = lazy(() => import('./account-popups'));

/**
 * Spec §4 home entry with a session: renew it, then (for the member types contracts apply to) the
 * first pending contract. Runs at every home mount (never cached), once per session token.
 */
export const homeEntryQuery = (token: string) =>
  queryOptions({
    queryKey: queryKeys.member.detail('home-entry', token),
    staleTime: 0,
    gcTime: 0,
    retry: false,
    queryFn: async (): Promise<ContractKind | null> => {
      // A failed renew of a dead session signs out through the API client (SESSION_EXPIRED).
      await renewSession().catch(() => undefined);
      const current = useSessionStore.getState().session;
      if (!contractsApply(current?.type, current?.trial)) return null;
      const r = await fetchContracts().catch(() => undefined);
      return r ? pendingContract(r) : null;
    },
  });

/**
 * Home mount (spec §4): with a session, renew it, then check contracts for the right member types;
 * after a registration (deposit-popup flag), the welcome-gift modal.
 */
export function HomeAccountEffects() {
  const [token] = useState(() => useSessionStore.getState().session?.token);
  const entry = useQuery({ ...homeEntryQuery(token ?? ''), enabled: !!token });
  const [contractClosed, setContractClosed] = useState(false);
  const due = useWelcomeGift((s) => s.due);
  // Their words are in the second chunk of texts: loaded for a session, the popups wait for it.
  const texts = useMoreTexts(!!token || due);
  const gift = due && texts;
  // Due from the registration on: home's greeting waits for it instead of opening while it loads.
  usePopupComing('welcome-gift', due);
  const contract = contractClosed || !texts ? null : (entry.data ?? null);
  // Nothing to render before its words are in: a closed popup still builds its title, and asking for
  // a text of that chunk early made its later arrival (the service worker's warm-up) re-render the
  // whole page (issue 18).
  if (!texts) return null;
  return (
    <Suspense fallback={null}>
      <AccountPopups
        gift={gift}
        onGiftClose={clearWelcomeGift}
        contract={gift ? null : contract}
        onContractClose={() => setContractClosed(true)}
      />
    </Suspense>
  );
}
