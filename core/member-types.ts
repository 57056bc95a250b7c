/** Member types of the spec (§3, §6): the one home of these numbers, for the browser and the server. */

/** Agent member types. */
export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];
/** Session type 4: guest/special, treated as a non-member for notices and unread counts. */
export const NON_MEMBER_TYPE = 4;
/** Types left out of contract prompts (spec §4, §6). */
export const NO_CONTRACT_TYPES: readonly number[] = [4, 40, 41, 42];

export const isAgentType = (type: number | null | undefined): boolean =>
  type !== undefined && type !== null && AGENT_TYPES.includes(type);

/** The type an approved agent application gives an account (spec §3: agent types 1, 2, 41, 42). */
export const APPROVED_AGENT_TYPE = 1;
/** Contract kinds of spec §3 (daily salary, dividend, hourly salary), in the order the prompt checks them. */
export const CONTRACT_KINDS = ['salary', 'dividend', 'hour'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];
/** The contract response field of spec §3 for each kind (a non-empty value is a pending request). */
export const CONTRACT_FIELDS: Record<
  ContractKind,
  'dailysalreqtype' | 'divtypecompperiodreq' | 'contracthoursalreq'
> = {
  salary: 'dailysalreqtype',
  dividend: 'divtypecompperiodreq',
  hour: 'contracthoursalreq',
};
/** Affiliate codes: upper-case letters and digits (the link's `code` query carries one). */
export const AFFILIATE_CODE_PATTERN = /^[A-Z0-9]{4,16}$/;
export const AFFILIATE_CODE_LENGTH = 6;
/** The query parameter of an agent's register link (`/m/register?code=ABC123`). */
export const AFFILIATE_LINK_PARAM = 'code';
/** The page of each contract kind (spec §2 routes; the §4 prompt's "go" opens it). */
export const CONTRACT_ROUTES: Record<ContractKind, string> = {
  salary: '/m/member/agent/getSalaryContract',
  dividend: '/m/member/agent/getDevidendContract',
  hour: '/m/member/agent/getHourContract',
};
