import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCurrentMerchantStore } from './current-merchant';
import { adminQueries } from './queries';

/**
 * The merchant a page works on (payments, KYC, agents, reports, players, content): the operator's
 * pick, else the merchant they were last on (current-merchant.ts: came from Demo's editor, the page
 * opens on Demo), else the first merchant they may see. `picker` is its labelled select; `name` the merchant's display name. A page
 * that keeps the pick in its address passes it as `kept` (the Players search, so "back" returns to it).
 * A pick is remembered as the merchant the operator is on (current-merchant.ts); a kept value that
 * is not one of the operator's merchants falls back to the first.
 */
export function useMerchantPick(
  label: string,
  className = 'row',
  kept?: { value: string | undefined; onChange: (code: string) => void },
) {
  const merchants = useQuery(adminQueries.merchants());
  const [own, setOwn] = useState<string>();
  const remember = useCurrentMerchantStore((s) => s.remember);
  const lastOn = useCurrentMerchantStore((s) => s.code);
  const picked = (kept ? kept.value : own) ?? lastOn;
  const setPicked = (next: string) => {
    remember(next);
    (kept ? kept.onChange : setOwn)(next);
  };
  const known = !merchants.data || merchants.data.some((m) => m.code === picked);
  const code = (known ? picked : undefined) ?? merchants.data?.[0]?.code;
  const name = merchants.data?.find((m) => m.code === code)?.name ?? code ?? '';
  const picker = (
    <label className={className}>
      {label}{' '}
      <select value={code ?? ''} onChange={(e) => setPicked(e.target.value)}>
        {(merchants.data ?? []).map((m) => (
          <option key={m.code} value={m.code}>
            {m.name} ({m.code})
          </option>
        ))}
      </select>
    </label>
  );
  return { code, name, picker };
}
