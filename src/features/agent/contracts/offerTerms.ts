import type { AgentContract, AgentContractKind, AgentContractTerms } from '@common/generated/api';
import { decimalToCents } from '@common/money';
import { genericRules, type FieldRules } from '../../../ui/form/fieldRules';
import type { FieldSpec } from '../../../ui/form/useFieldForm';

/** A contract has 1 to 5 tiers. */
export const MAX_TIERS = 5;

type Tier = AgentContractTerms['tiers'][number];
export type TierPart = keyof Tier;
export const TIER_PARTS: readonly TierPart[] = ['minValidStake', 'minActive', 'value'];

export const tierField = (index: number, part: TierPart) => `tier${index}_${part}`;

const AMOUNT = /^(\d{1,10})(?:\.(\d{1,2}))?$/;

/** A typed amount ("1000", "12.5") as the API's decimal with 2 decimals, or undefined. */
export function normaliseAmount(text: string): string | undefined {
  const match = AMOUNT.exec(text.trim().replace(/,/g, ''));
  if (!match) return undefined;
  return `${Number(match[1])}.${(match[2] ?? '').padEnd(2, '0')}`;
}

/** The best a tier of an offer may pay: the highest tier value of the agent's own accepted contract of that kind. */
export function bestValue(own: AgentContract | undefined): string | undefined {
  if (!own) return undefined;
  return own.terms.tiers.reduce<string>((best, tier) => (cents(tier.value) > cents(best) ? tier.value : best), '0.00');
}

const cents = (amount: string) => decimalToCents(amount) ?? 0;

/** The form fields of `count` tiers, checked by the tier rules. */
export function tierSpecs(count: number): FieldSpec[] {
  return Array.from({ length: count }, (_, i) =>
    TIER_PARTS.map((part) => ({ name: tierField(i, part), rule: `tier_${part}`, required: true })),
  ).flat();
}

/** Rules of the tier fields: amounts with up to 2 decimals, a whole number of members, a value up to `max`. */
export function tierRules(kind: AgentContractKind, max: string | undefined): FieldRules {
  return {
    tier_minValidStake: (v) => (normaliseAmount(v) ? undefined : 'agent.offer.amountFormat'),
    tier_minActive: genericRules.range(0, 100_000, 'agent.offer.countFormat'),
    tier_value: (v) => {
      const value = normaliseAmount(v);
      if (!value) return 'agent.offer.amountFormat';
      if (kind === 'dividend' && cents(value) > 10_000) return 'agent.offer.percentTooHigh';
      return max !== undefined && cents(value) > cents(max) ? 'agent.offer.valueTooHigh' : undefined;
    },
  };
}

/** The terms typed into the form, or the reason they cannot be offered (tiers must ascend by valid stake). */
export function termsOf(
  values: Record<string, string>,
  count: number,
  period: AgentContractTerms['period'],
): { terms: AgentContractTerms } | { problem: string } {
  const tiers: Tier[] = Array.from({ length: count }, (_, i) => ({
    minValidStake: normaliseAmount(values[tierField(i, 'minValidStake')] ?? '') ?? '0.00',
    minActive: Number(values[tierField(i, 'minActive')]),
    value: normaliseAmount(values[tierField(i, 'value')] ?? '') ?? '0.00',
  }));
  for (let i = 1; i < tiers.length; i++)
    if (cents(tiers[i]!.minValidStake) <= cents(tiers[i - 1]!.minValidStake)) return { problem: 'agent.offer.order' };
  // count is at least 1 (the form starts with one tier and cannot remove the last).
  const nonEmpty = tiers as AgentContractTerms['tiers'];
  return { terms: period ? { period, tiers: nonEmpty } : { tiers: nonEmpty } };
}
