import { useQuery } from '@tanstack/react-query';
import type { MemberInfo } from '../../../../schemas/api/member.schema';
import { apiFetch, MEMBER_PATHS, queryKeys } from '../../shared/api';
import { useSession } from '../../shared/session';

/** Member info (spec §3): the name a member sees is the nickname, else the account. */
export const memberInfoQuery = (token: string | undefined) => ({
  queryKey: queryKeys.member.detail('info', token),
  queryFn: () => apiFetch<MemberInfo>(MEMBER_PATHS.info),
  enabled: !!token,
  staleTime: 60_000,
});

/** Head icons tint the avatar; one hue per icon of the platform's set (avatar-1 … avatar-6). */
const AVATAR_HUES = [330, 200, 140, 40, 270, 10] as const;

export interface Profile {
  name: string;
  /** The account, shown under the nickname when the two differ. */
  account?: string;
  initial: string;
  hue?: number;
}

export function useProfile(): Profile | undefined {
  const session = useSession();
  const { data } = useQuery(memberInfoQuery(session?.token));
  if (!session) return undefined;
  const account = data?.account ?? session.userName;
  const name = session.trialName ?? (data?.nickname.trim() || account);
  const icon = Number(/(\d+)$/.exec(data?.headIcon ?? '')?.[1]);
  return {
    name,
    account: name !== account ? account : undefined,
    initial: name.slice(0, 1).toUpperCase(),
    hue: Number.isInteger(icon) ? AVATAR_HUES[(icon - 1) % AVATAR_HUES.length] : undefined,
  };
}
