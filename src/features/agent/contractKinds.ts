import type { AgentContractKind, AgentContractRequestReply } from '@common/generated/api';
import { paths } from '../../registry/paths';

/** The order of SPEC §6's contract prompts: daily salary, dividend, hourly salary. */
export const CONTRACT_KINDS: readonly AgentContractKind[] = ['daily', 'dividend', 'hourly'];

/** Each kind's field of the SPEC §3 contract response. */
export const REQUEST_FIELD: Record<AgentContractKind, keyof AgentContractRequestReply> = {
  daily: 'dailysalreqtype',
  dividend: 'divtypecompperiodreq',
  hourly: 'contracthoursalreq',
};

/** The contract screen of each kind. */
export const CONTRACT_PATH = {
  daily: paths.getSalaryContract,
  dividend: paths.getDevidendContract,
  hourly: paths.getHourContract,
} as const satisfies Record<AgentContractKind, string>;

/** The kinds with an offer waiting for the agent, in prompt order, minus those already answered or put off. */
export function kindsToPrompt(
  request: AgentContractRequestReply,
  answered: readonly AgentContractKind[],
): AgentContractKind[] {
  return CONTRACT_KINDS.filter((kind) => request[REQUEST_FIELD[kind]] > 0 && !answered.includes(kind));
}
