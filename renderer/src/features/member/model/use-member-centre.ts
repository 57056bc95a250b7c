import { useQuery } from '@tanstack/react-query';
import { memberCentreItems, type ResolvedMenuItem } from '@core/menus';
import { memberInfoQuery } from '../../../shared/api';
import { useMerchantConfig } from '../../../shared/config';
import { isStandalone } from '../../../shared/pwa';
import { useRole, useSession } from '../../../shared/session';
import { vipQuery } from '../api/member-area';
import type { VipResponse } from '@schemas/api';

export interface MemberCentre {
  name: string;
  /** The account under the nickname when the two differ. */
  account?: string;
  headIcon?: string;
  isAgent: boolean;
  vip: VipResponse | undefined;
  /** The label of the level reached (VIP0 …), when known. */
  levelLabel?: string;
  entries: ResolvedMenuItem[];
}

/** What both member-centre templates show: who, VIP standing, and the merchant's entries for this role. */
export function useMemberCentre(): MemberCentre {
  const config = useMerchantConfig();
  const session = useSession();
  const role = useRole();
  const info = useQuery(memberInfoQuery(session?.token));
  const vip = useQuery({ ...vipQuery(session?.token), enabled: !!session?.token && config.flags.vipBenefit });
  const account = info.data?.account ?? session?.userName ?? '';
  const name = session?.trialName ?? (info.data?.nickname.trim() || account);
  const level = vip.data?.levels.find((l) => l.level === vip.data?.current);
  return {
    name,
    account: name !== account ? account : undefined,
    headIcon: info.data?.headIcon,
    isAgent: role === 'agent',
    vip: vip.data,
    levelLabel: level?.labelId,
    entries: memberCentreItems(config, { role, inApp: isStandalone() }),
  };
}
