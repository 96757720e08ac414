import type { GameVendorsReply as VendorConfig } from '@common/generated/api';
import { describe, expect, it } from 'vitest';
import { asPrizeMode, defaultPrizeMode } from './prizeMode';

const withLottery = (gameType: Record<string, string>) =>
  ({ sorting: [], mapping: { LOTTERY: { vendors: Object.keys(gameType), gameType } } }) as VendorConfig;

describe('prize mode', () => {
  it('is Lott by default and Elott when TCG_LOTTO_VN or LOTT has an ELOTT entry', () => {
    expect(defaultPrizeMode(undefined)).toBe('Lott');
    expect(defaultPrizeMode(withLottery({ TCG: 'LOTTERY' }))).toBe('Lott');
    expect(defaultPrizeMode(withLottery({ TCG_LOTTO_VN: 'ELOTT' }))).toBe('Elott');
    expect(defaultPrizeMode(withLottery({ LOTT: 'elott' }))).toBe('Elott');
    expect(defaultPrizeMode(withLottery({ OTHER: 'ELOTT' }))).toBe('Lott');
  });

  it('reads a prize mode from the query', () => {
    expect(asPrizeMode('zy')).toBe('ZY');
    expect(asPrizeMode('nope')).toBeUndefined();
  });
});
