import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { RebateDto, RebatesResponse } from '@schemas/api/rebates.schema';
import type {
  ClaimRewardResponse,
  RewardsResponse,
  SignInResponse,
  SignInStateDto,
  VipResponse,
} from '@schemas/api';
import type { RewardTab } from '@core/rewards';
import { ApiError, apiFetch, MEMBER_PATHS, queryKeys } from '../../../shared/api';
import { useApiMutation } from '../../../shared/ui';

/** Member-area calls of the platform API (schemas/api/member-area.schema.ts). */
export const MEMBER_AREA_PATHS = {
  vip: '/api/member/vip',
  rewards: '/api/rewards',
  claim: (id: number) => `/api/rewards/${id}/claim`,
  signIn: '/api/member/sign-in',
  /** Rebates (issue 20, built by the money area): `{ list, total }`, member auth; 404 until it exists. */
  rebates: '/api/rebates',
} as const;

export const vipQuery = (token: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.member.detail('vip', token ?? ''),
    queryFn: ({ signal }) => apiFetch<VipResponse>(MEMBER_AREA_PATHS.vip, { signal }),
    enabled: !!token,
  });

export const rewardsQuery = (tab: RewardTab, token: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.member.detail('rewards', tab, token ?? ''),
    queryFn: ({ signal }) =>
      apiFetch<RewardsResponse>(MEMBER_AREA_PATHS.rewards, {
        query: { status: tab === 'all' ? undefined : tab },
        signal,
      }),
    enabled: !!token,
  });

export type Rebate = RebateDto;
export type Rebates = RebatesResponse;

/** Rebates of the member; an API that does not exist yet (404) reads as an empty list. */
export const rebatesQuery = (page: number, size: number, token: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.member.detail('rebates', page, size, token ?? ''),
    queryFn: async ({ signal }): Promise<Rebates> => {
      try {
        return await apiFetch<Rebates>(MEMBER_AREA_PATHS.rebates, { query: { page, size }, signal });
      } catch (e) {
        if (e instanceof ApiError && e.status === 404) return { list: [], total: 0 };
        throw e;
      }
    },
    enabled: !!token,
  });

export const signInQuery = (token: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.member.detail('sign-in', token ?? ''),
    queryFn: ({ signal }) => apiFetch<SignInStateDto>(MEMBER_AREA_PATHS.signIn, { signal }),
    enabled: !!token,
  });

/** Claims a reward; the rewards, the VIP card and every balance refresh after. */
export function useClaimReward(onDone?: (r: ClaimRewardResponse) => void) {
  const qc = useQueryClient();
  return useApiMutation({
    mutationFn: (id: number) =>
      apiFetch<ClaimRewardResponse>(MEMBER_AREA_PATHS.claim(id), { method: 'POST' }),
    onSuccess: (r) => onDone?.(r),
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: queryKeys.member.all }),
        qc.invalidateQueries({ queryKey: queryKeys.wallet.all }),
      ]),
  });
}

export function useSignIn(onDone?: (r: SignInResponse) => void) {
  const qc = useQueryClient();
  return useApiMutation({
    mutationFn: () => apiFetch<SignInResponse>(MEMBER_AREA_PATHS.signIn, { method: 'POST' }),
    onSuccess: (r) => onDone?.(r),
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: queryKeys.member.all }),
        qc.invalidateQueries({ queryKey: queryKeys.wallet.all }),
      ]),
  });
}

/** Sets the head icon (spec §7: POST form-encoded); the side menu and the member centre follow. */
export function useSetHeadIcon(onDone?: () => void) {
  const qc = useQueryClient();
  return useApiMutation({
    mutationFn: (headIcon: string) =>
      apiFetch<{ success: boolean }>(MEMBER_PATHS.headIcon, {
        method: 'POST',
        form: { headIcon },
      }),
    onSuccess: () => onDone?.(),
    onSettled: () => qc.invalidateQueries({ queryKey: queryKeys.member.all }),
  });
}
