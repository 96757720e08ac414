/** Member-type rules of SPEC §6, in one place. */

/** Types that may not enter agent pages. */
const NON_AGENT_TYPES: readonly number[] = [0, 4, 40];
/** Types that receive no dividend or contract prompts. */
const NO_DIVIDEND_TYPES: readonly number[] = [4, 40, 41, 42];
/** Free (trial) members are refused from the member-area shortcut. */
export const FREE_MEMBER_TYPE = 4;

export const isAgentType = (type: number | undefined) => type !== undefined && !NON_AGENT_TYPES.includes(type);
export const receivesDividend = (type: number | undefined) => type !== undefined && !NO_DIVIDEND_TYPES.includes(type);
export const isFreeMember = (type: number | undefined) => type === FREE_MEMBER_TYPE;
/** Transfer to superior: flag on, toUpline set and type not 2. */
export const canTransferUp = (type: number | undefined, toUpline: boolean) => toUpline && type !== 2;
