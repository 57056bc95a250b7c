import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type {
  AgentApplicationResponse,
  AgentContract,
  AgentDownline,
  AgentHome,
  ContractDetail,
} from '@schemas/api';
import type { ContractKind } from '@core/member-types';
import { apiFetch, queryKeys } from '../../../shared/api';

/* The agent programme's calls (spec §7 affiliate, team KPI and contract calls; platform-api/routes/agent.ts). */

export const AGENT_PATHS = {
  application: '/api/agent/application',
  home: '/api/agent/home',
  downline: '/api/agent/downline',
  contract: (kind: ContractKind) => `/api/member/contracts/${kind}`,
  decision: (kind: ContractKind) => `/api/member/contracts/${kind}/decision`,
} as const;

export interface Range {
  from: string;
  to: string;
}

export const applicationQuery = (token: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.agent.detail('application', token ?? ''),
    queryFn: ({ signal }) => apiFetch<AgentApplicationResponse>(AGENT_PATHS.application, { signal }),
    enabled: !!token,
  });

export const applyAgent = (fields: Record<string, string>) =>
  apiFetch<AgentApplicationResponse>(AGENT_PATHS.application, { method: 'POST', body: { fields } });

export const agentHomeQuery = (range: Range, token: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.agent.detail('home', range, token ?? ''),
    queryFn: ({ signal }) => apiFetch<AgentHome>(AGENT_PATHS.home, { query: { ...range }, signal }),
    enabled: !!token,
  });

export const downlineQuery = (range: Range, search: string, pageSize: number, token: string | undefined) =>
  infiniteQueryOptions({
    queryKey: queryKeys.agent.detail('downline', range, search, pageSize, token ?? ''),
    queryFn: ({ pageParam, signal }) =>
      apiFetch<AgentDownline>(AGENT_PATHS.downline, {
        query: { ...range, search, pageNo: pageParam, pageSize },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
    enabled: !!token,
  });

export const contractQuery = (kind: ContractKind, token: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.agent.detail('contract', kind, token ?? ''),
    queryFn: ({ signal }) => apiFetch<ContractDetail>(AGENT_PATHS.contract(kind), { signal }),
    enabled: !!token,
  });

export const decideContract = (kind: ContractKind, id: number, decision: 'accept' | 'reject') =>
  apiFetch<{ contract: AgentContract }>(AGENT_PATHS.decision(kind), {
    method: 'POST',
    body: { id, decision },
  }).then((r) => r.contract);
