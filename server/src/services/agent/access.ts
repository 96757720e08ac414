// Agent facts the agent services share (who is an agent is route()'s gate: the contract's auth "agent").
import { NON_AGENT_TYPES } from '../accounts';

/** The signed-in agent as the agent services take it. */
export interface AgentRef {
  id: number;
  brandId: string;
  type: number;
  username: string;
}

/** Types without salary, dividend and hourly salary contracts (SPEC §6: contract prompts and dividend info). */
const NO_CONTRACT_TYPES = [4, 40, 41, 42];

/** Whether the agent's type has contracts at all. */
export const hasContracts = (agent: AgentRef) => !NO_CONTRACT_TYPES.includes(agent.type);

/** Types that count as agents in team queries (a member whose downline can be drilled into). */
export const isAgentType = (type: number) => !NON_AGENT_TYPES.includes(type);
