import { useQuery } from '@tanstack/react-query';
import { memberInfoQuery } from '../../shared/api';
import { useSession } from '../../shared/session';

/* Member info (spec §3): the name a member sees is the nickname, else the account. */

export interface Profile {
  name: string;
  /** The account, shown under the nickname when the two differ. */
  account?: string;
  initial: string;
  /** The head icon (avatar-1 … avatar-6), drawn by shared/ui HeadIcon. */
  headIcon?: string;
}

export function useProfile(): Profile | undefined {
  const session = useSession();
  const { data } = useQuery(memberInfoQuery(session?.token));
  if (!session) return undefined;
  const account = data?.account ?? session.userName;
  const name = session.trialName ?? (data?.nickname.trim() || account);
  return {
    name,
    account: name !== account ? account : undefined,
    initial: name.slice(0, 1).toUpperCase(),
    headIcon: data?.headIcon,
  };
}
