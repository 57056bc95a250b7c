import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { adminQueries } from './queries';

/**
 * The merchant a page works on (payments, KYC, agents, content): the operator's pick, else the first
 * merchant they may see. `picker` is its labelled select; `name` the merchant's display name. A page
 * that keeps the pick in its address passes it as `kept` (the Players search, so "back" returns to it).
 */
export function useMerchantPick(
  label: string,
  className = 'row',
  kept?: { value: string | undefined; onChange: (code: string) => void },
) {
  const merchants = useQuery(adminQueries.merchants());
  const [own, setOwn] = useState<string>();
  const picked = kept ? kept.value : own;
  const setPicked = kept ? kept.onChange : setOwn;
  const code = picked ?? merchants.data?.[0]?.code;
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
