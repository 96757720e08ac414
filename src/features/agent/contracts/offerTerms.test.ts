import type { AgentContract } from '@common/generated/api';
import { describe, expect, it } from 'vitest';
import { validateForm } from '../../../ui/form/fieldRules';
import { bestValue, normaliseAmount, termsOf, tierField, tierRules, tierSpecs } from './offerTerms';

describe('contract offer terms', () => {
  it('reads amounts with up to 2 decimals', () => {
    expect(normaliseAmount('1000')).toBe('1000.00');
    expect(normaliseAmount('1,000.5')).toBe('1000.50');
    expect(normaliseAmount('007.25')).toBe('7.25');
    expect(normaliseAmount('1.234')).toBeUndefined();
    expect(normaliseAmount('-1')).toBeUndefined();
  });

  it('caps a tier at the best tier of the own contract, and dividends at 100 %', () => {
    const own: AgentContract = {
      id: 1,
      kind: 'daily' as const,
      status: 'accepted' as const,
      agentId: 2,
      agentName: 'agent',
      createdAt: 0,
      terms: {
        tiers: [
          { minValidStake: '1.00', minActive: 1, value: '300.00' },
          { minValidStake: '5.00', minActive: 2, value: '90.00' },
        ],
      },
    };
    expect(bestValue(own)).toBe('300.00');
    expect(bestValue(undefined)).toBeUndefined();
    const rules = tierRules('daily', '300.00');
    const specs = tierSpecs(1);
    const values = {
      [tierField(0, 'minValidStake')]: '100',
      [tierField(0, 'minActive')]: '2',
      [tierField(0, 'value')]: '300.01',
    };
    expect(validateForm(specs, values, rules)).toEqual({ [tierField(0, 'value')]: 'agent.offer.valueTooHigh' });
    expect(tierRules('dividend', undefined).tier_value!('100.01', {})).toBe('agent.offer.percentTooHigh');
  });

  it('builds ascending tiers and refuses any other order', () => {
    const values = {
      [tierField(0, 'minValidStake')]: '100',
      [tierField(0, 'minActive')]: '1',
      [tierField(0, 'value')]: '10',
      [tierField(1, 'minValidStake')]: '500',
      [tierField(1, 'minActive')]: '3',
      [tierField(1, 'value')]: '20.5',
    };
    expect(termsOf(values, 2, 'week')).toEqual({
      terms: {
        period: 'week',
        tiers: [
          { minValidStake: '100.00', minActive: 1, value: '10.00' },
          { minValidStake: '500.00', minActive: 3, value: '20.50' },
        ],
      },
    });
    expect(termsOf({ ...values, [tierField(1, 'minValidStake')]: '100' }, 2, undefined)).toEqual({
      problem: 'agent.offer.order',
    });
  });
});
