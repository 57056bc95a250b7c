import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { isApiError, queryKeys } from '../../../shared/api';
import { checkInvitationCode } from '../api/auth-api';

/**
 * An agent's link (/m/register?code=…) is checked as the page opens (spec §7 affiliate check). An
 * unknown code is an invalid referrer link (spec §8): `onInvalid` runs once, so the form can say so
 * and drop the code — a merchant that hides the affiliate field would otherwise refuse the
 * registration for a field the player cannot see.
 */
export function useReferrerLinkCheck(code: string | undefined, onInvalid: () => void): void {
  const q = useQuery({
    queryKey: queryKeys.auth.detail('referrer-link', code),
    queryFn: () => checkInvitationCode(code!),
    enabled: !!code,
    staleTime: Infinity,
    retry: false,
  });
  // The platform answers an unknown code with INVITATION_CODE_INVALID; a network failure says nothing.
  const invalid =
    q.data?.success === false || (isApiError(q.error) && q.error.code === 'INVITATION_CODE_INVALID');
  const handler = useRef(onInvalid);
  useEffect(() => {
    handler.current = onInvalid;
  });
  useEffect(() => {
    if (invalid) handler.current();
  }, [invalid]);
}
