import type { GameVendorsReply as VendorConfig } from '@common/generated/api';
import { describe, expect, it } from 'vitest';
import { contentOf, popularCategories } from './popularCategories';

const config = {
  sorting: [
    { gameCategory: 'LIVE', vendorNames: [] },
    { gameCategory: 'RNG', vendorNames: [] },
    { gameCategory: 'INHOUSE', vendorNames: [] },
    { gameCategory: 'LOTTERY', vendorNames: [] },
  ],
  mapping: { INHOUSE: { vendors: ['IH'], gameType: { IH: 'RNG' } } },
} as VendorConfig;

describe('popular games categories', () => {
  it('puts HOT first, then the server order', () => {
    expect(popularCategories(config)).toEqual(['HOT', 'LIVE', 'RNG', 'INHOUSE', 'LOTTERY']);
    expect(popularCategories(undefined)).toEqual(['HOT']);
  });

  it('shows hot games, game lists by type, in-house RNG games by vendor, and vendor tiles otherwise', () => {
    expect(contentOf('HOT', config)).toEqual({ kind: 'hot' });
    expect(contentOf('LIVE', config)).toEqual({ kind: 'games', gameType: 'LIVE' });
    expect(contentOf('INHOUSE', config)).toEqual({ kind: 'games', gameType: 'RNG', vassalage: 'IH' });
    expect(contentOf('LOTTERY', config)).toEqual({ kind: 'vendors', gameCategory: 'LOTTERY' });
  });
});
