import { describe, expect, test } from 'vitest';
import { accessOf } from './me';

describe('what the console shows an operator', () => {
  const access = accessOf({
    username: 'mixed',
    roles: [],
    permissions: [
      { permission: 'withdrawals.read', allBrands: true, brands: [] },
      { permission: 'withdrawals.decide', allBrands: false, brands: ['lucky-peso'] },
      { permission: 'audit.read', allBrands: false, brands: [] },
    ],
  });

  test('a permission per brand holds only for its brands', () => {
    expect(access.can('withdrawals.decide', 'lucky-peso')).toBe(true);
    expect(access.can('withdrawals.decide', 'bayani-bet')).toBe(false);
    expect(access.can('withdrawals.decide')).toBe(true);
    expect(access.brandsFor('withdrawals.decide')).toEqual(['lucky-peso']);
  });

  test('every brand, no brand, and a permission not held', () => {
    expect(access.can('withdrawals.read', 'any-brand')).toBe(true);
    expect(access.brandsFor('withdrawals.read')).toBe('all');
    expect(access.can('audit.read')).toBe(false);
    expect(access.can('operators.manage')).toBe(false);
    expect(access.brandsFor('operators.manage')).toEqual([]);
  });
});
