// The agent centre's refusals (schemas/api/agentCentre.api.json), by name; codes, statuses and texts are the
// registry's.
import { FAIL, fail } from '../../errors';

export const AGENT_FAIL = {
  /** SPEC §6: agent pages need a session whose type is not 0, 4 or 40. */
  nonAgent: FAIL.nonAgent,
  noPermission: FAIL.noPermission,
  notFound: FAIL.notFound,
  period: (reason: string) => FAIL.fieldInvalid('startDate', reason),
  rateTooHigh: (category: string, max: string) => fail('agent.rebate.too.high', { category, max }),
  rateTooLow: (category: string, min: string) => fail('agent.rebate.too.low', { category, min }),
  contractTerms: (reason: string, max?: string) =>
    fail('agent.contract.terms', max === undefined ? { reason } : { reason, max }),
  contractDecided: (status: string) => fail('agent.contract.decided', { status }),
} as const;
