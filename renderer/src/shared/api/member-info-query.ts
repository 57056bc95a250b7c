import { queryOptions } from '@tanstack/react-query';
import type { MemberInfo } from '@schemas/api/member.schema';
import { apiFetch } from './client';
import { MEMBER_PATHS } from './paths';
import { queryKeys } from './query-keys';

/** Member info (spec §3): the side menu and the member centre read the same cached answer. */
export const memberInfoQuery = (token: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.member.detail('info', token),
    queryFn: () => apiFetch<MemberInfo>(MEMBER_PATHS.info),
    enabled: !!token,
    staleTime: 60_000,
  });
