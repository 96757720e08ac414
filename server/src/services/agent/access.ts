// Who may use the agent centre (SPEC §6): a session whose type is not 0, 4 or 40 (and not a trial account).
import { NON_AGENT_TYPES } from '../accounts';
import type { SessionUser } from '../sessions';
import { AGENT_FAIL } from './failures';

/** The signed-in agent as the agent services take it. */
export interface AgentRef {
  id: number;
  brandId: string;
  type: number;
  username: string;
}

/** Types without salary, dividend and hourly salary contracts (SPEC §6: contract prompts and dividend info). */
const NO_CONTRACT_TYPES = [4, 40, 41, 42];

/** The agent of the session, or 403 "Non-agents cannot log in". */
export function assertAgent(session: SessionUser): AgentRef {
  const { user } = session;
  if (user.isTrial || NON_AGENT_TYPES.includes(user.type)) throw AGENT_FAIL.nonAgent();
  return { id: user.id, brandId: user.brandId, type: user.type, username: user.username };
}

/** Whether the agent's type has contracts at all. */
export const hasContracts = (agent: AgentRef) => !NO_CONTRACT_TYPES.includes(agent.type);

/** Types that count as agents in team queries (a member whose downline can be drilled into). */
export const isAgentType = (type: number) => !NON_AGENT_TYPES.includes(type);
