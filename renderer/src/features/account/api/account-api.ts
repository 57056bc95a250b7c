import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type {
  KycResponse,
  KycSide,
  PaymentPasswordBody,
  PayoutAccountBody,
  PayoutAccountDto,
  ProfileResponse,
  ProfileValuesDto,
} from '@schemas/api';
import { apiFetch, apiFetchBlob, queryKeys } from '../../../shared/api';
import { useApiMutation } from '../../../shared/ui';

/** My-account calls of the platform API (schemas/api/account.schema.ts; payout accounts: payments). */
export const ACCOUNT_PATHS = {
  profile: '/api/account/profile',
  paymentPassword: '/api/account/payment-password',
  kyc: '/api/account/kyc',
  kycPicture: (id: number, side: KycSide) => `/api/account/kyc/${id}/${side}`,
  payoutAccounts: '/api/payments/payout-accounts',
  payoutAccount: (id: number) => `/api/payments/payout-accounts/${id}`,
} as const;

export const profileQuery = (token: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.member.detail('profile', token ?? ''),
    queryFn: ({ signal }) => apiFetch<ProfileResponse>(ACCOUNT_PATHS.profile, { signal }),
    enabled: !!token,
  });

export const kycQuery = (token: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.member.detail('kyc', token ?? ''),
    queryFn: ({ signal }) => apiFetch<KycResponse>(ACCOUNT_PATHS.kyc, { signal }),
    enabled: !!token,
  });

/** The same key as the withdraw screen's list: adding or removing here refreshes it there. */
export const payoutAccountsQuery = (token: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.wallet.detail('payout-accounts', token ?? ''),
    queryFn: ({ signal }) =>
      apiFetch<{ list: PayoutAccountDto[] }>(ACCOUNT_PATHS.payoutAccounts, { signal }).then((r) => r.list),
    enabled: !!token,
  });

/** One of the member's own KYC pictures as an object URL (the API needs the session header). */
export const kycPictureQuery = (id: number, side: KycSide) =>
  queryOptions({
    queryKey: queryKeys.member.detail('kyc-picture', id, side),
    queryFn: ({ signal }) => apiFetchBlob(ACCOUNT_PATHS.kycPicture(id, side), { signal }),
    staleTime: Infinity,
  });

export function useSaveProfile() {
  const qc = useQueryClient();
  return useApiMutation({
    mutationFn: (body: ProfileValuesDto) =>
      apiFetch<ProfileResponse>(ACCOUNT_PATHS.profile, { method: 'PUT', body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.member.all }),
  });
}

export function useSetPaymentPassword() {
  const qc = useQueryClient();
  return useApiMutation({
    mutationFn: (body: PaymentPasswordBody) =>
      apiFetch<{ success: boolean }>(ACCOUNT_PATHS.paymentPassword, { method: 'PUT', body }),
    // The withdraw page reads whether one is set with its limits (wallet channels).
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: queryKeys.member.detail('profile') }),
        qc.invalidateQueries({ queryKey: queryKeys.wallet.all }),
      ]),
  });
}

export function useAddPayoutAccount() {
  const qc = useQueryClient();
  return useApiMutation({
    mutationFn: (body: PayoutAccountBody) =>
      apiFetch<{ account: PayoutAccountDto }>(ACCOUNT_PATHS.payoutAccounts, { method: 'POST', body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.wallet.detail('payout-accounts') }),
  });
}

export function useRemovePayoutAccount() {
  const qc = useQueryClient();
  return useApiMutation({
    mutationFn: (id: number) =>
      apiFetch<{ success: boolean }>(ACCOUNT_PATHS.payoutAccount(id), { method: 'DELETE' }),
    onSettled: () => qc.invalidateQueries({ queryKey: queryKeys.wallet.detail('payout-accounts') }),
  });
}

export function useUploadKyc() {
  const qc = useQueryClient();
  return useApiMutation({
    mutationFn: (files: Record<KycSide, File>) => {
      const form = new FormData();
      for (const [side, file] of Object.entries(files)) form.append(side, file, file.name);
      return apiFetch<KycResponse>(ACCOUNT_PATHS.kyc, { method: 'POST', multipart: form });
    },
    onSettled: () => qc.invalidateQueries({ queryKey: queryKeys.member.detail('kyc') }),
  });
}
