// The agent centre's refusals (schemas/api/agentCentre.api.json). Texts are SPEC §8's; the client translates by code.
import { ApiFailure, FAIL, TEXT } from '../../errors';

const fail = (status: number, code: string, value?: Record<string, unknown>) =>
  new ApiFailure(status, code, TEXT.unknown, value);

export const AGENT_FAIL = {
  /** SPEC §6: agent pages need a session whose type is not 0, 4 or 40. */
  nonAgent: FAIL.nonAgent,
  noPermission: FAIL.noPermission,
  notFound: FAIL.notFound,
  period: (reason: string) => FAIL.fieldInvalid('startDate', reason),
  rateTooHigh: (category: string, max: string) => fail(400, 'agent.rebate.too.high', { category, max }),
  rateTooLow: (category: string, min: string) => fail(400, 'agent.rebate.too.low', { category, min }),
  contractTerms: (reason: string, max?: string) =>
    fail(400, 'agent.contract.terms', max === undefined ? { reason } : { reason, max }),
  contractDecided: (status: string) => fail(409, 'agent.contract.decided', { status }),
} as const;
