import { NO_CONTRACT_TYPES } from '@core/menus';
import type { ContractKind } from '@core/member-types';
import { apiFetch, MEMBER_PATHS } from '../../../shared/api';

export type { ContractKind };

/** Spec §3 contract response: a non-empty value is a pending request. */
export interface ContractResponse {
  dailysalreqtype?: unknown;
  divtypecompperiodreq?: unknown;
  contracthoursalreq?: unknown;
}

const pending = (v: unknown) =>
  v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0);

/** The first pending contract, in spec order (daily salary, dividend, hourly). */
export function pendingContract(r: ContractResponse): ContractKind | null {
  if (pending(r.dailysalreqtype)) return 'salary';
  if (pending(r.divtypecompperiodreq)) return 'dividend';
  if (pending(r.contracthoursalreq)) return 'hour';
  return null;
}

/** Types 4, 40, 41, 42 never see contract prompts (spec §4, §6). */
export const contractsApply = (type: number | undefined, trial?: boolean) =>
  type !== undefined && !trial && !NO_CONTRACT_TYPES.includes(type);

export const fetchContracts = () => apiFetch<ContractResponse>(MEMBER_PATHS.contracts);
