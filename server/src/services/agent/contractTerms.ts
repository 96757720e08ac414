// Contract terms: tiers of a daily salary, dividend or hourly salary contract, and the limits an offer must keep.
import type { AgentContractKind, AgentContractTerms } from '@common/generated/api';
import { decimalToCents } from '@common/money';
import { AGENT_FAIL } from './failures';

/** A tier's value in whole hundredths (centavos of a salary, hundredths of a percent of a dividend share). */
export const valueOf = (value: string) => decimalToCents(value) ?? 0;

/** The best value any tier pays. */
export const bestValue = (terms: AgentContractTerms) => Math.max(0, ...terms.tiers.map((t) => valueOf(t.value)));

/**
 * Checks an offer against the offering agent's own contract of the same kind: tiers ascend by minValidStake, a
 * dividend names its period (the agent's own) and shares at most 100 %, and no tier pays more than the best tier of
 * the agent's own contract. Returns the terms to store (no period on a salary).
 */
export function checkOffer(kind: AgentContractKind, terms: AgentContractTerms, own: AgentContractTerms) {
  const tiers = terms.tiers.map((t) => ({ ...t }));
  for (let i = 1; i < tiers.length; i++)
    if (valueOf(tiers[i]!.minValidStake) <= valueOf(tiers[i - 1]!.minValidStake))
      throw AGENT_FAIL.contractTerms('tiers must ascend by minValidStake');
  if (tiers.some((t) => valueOf(t.minValidStake) < 0)) throw AGENT_FAIL.contractTerms('minValidStake below 0');
  if (kind === 'dividend') {
    if (!terms.period) throw AGENT_FAIL.contractTerms('a dividend needs a period');
    if (own.period && terms.period !== own.period) throw AGENT_FAIL.contractTerms(`period must be ${own.period}`);
    if (tiers.some((t) => valueOf(t.value) > 10000)) throw AGENT_FAIL.contractTerms('share above 100 %', '100.00');
  }
  const max = bestValue(own);
  const over = tiers.find((t) => valueOf(t.value) > max);
  if (over)
    throw AGENT_FAIL.contractTerms(
      'value above the agent’s own',
      own.tiers.find((t) => valueOf(t.value) === max)!.value,
    );
  return kind === 'dividend' ? { period: terms.period, tiers } : { tiers };
}

/** The highest tier the team reached (−1 for none). */
export function tierReached(terms: AgentContractTerms, validStakeCents: number, active: number): number {
  let reached = -1;
  terms.tiers.forEach((t, i) => {
    if (validStakeCents >= valueOf(t.minValidStake) && active >= t.minActive) reached = i;
  });
  return reached;
}

/** What a period pays: the tier's salary, or its share of the team's net loss (rounded down). */
export function amountFor(kind: AgentContractKind, terms: AgentContractTerms, tier: number, teamPnlCents: number) {
  if (tier < 0) return 0;
  const value = valueOf(terms.tiers[tier]!.value);
  if (kind !== 'dividend') return value;
  return teamPnlCents < 0 ? Math.floor((-teamPnlCents * value) / 10000) : 0;
}
