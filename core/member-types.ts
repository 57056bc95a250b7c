/** Member types of the spec (§3, §6): the one home of these numbers, for the browser and the server. */

/** Agent member types. */
export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];
/** Session type 4: guest/special, treated as a non-member for notices and unread counts. */
export const NON_MEMBER_TYPE = 4;
/** Types left out of contract prompts (spec §4, §6). */
export const NO_CONTRACT_TYPES: readonly number[] = [4, 40, 41, 42];

export const isAgentType = (type: number | null | undefined): boolean =>
  type !== undefined && type !== null && AGENT_TYPES.includes(type);
