// The demo game's odds as data: the spin and the test that checks the house edge both read this table.
import { randomInt } from 'node:crypto';

export interface PayRow {
  /** Paid stake × multiplier. */
  multiplier: number;
  /** Chance in TOTAL_WEIGHT. */
  weight: number;
}

/** 56% nothing, 25% stake back, 15% double, 4% ten times: an expected return of 0.95 (a 5% house edge). */
export const DEMO_PAY_TABLE: readonly PayRow[] = [
  { multiplier: 0, weight: 56 },
  { multiplier: 1, weight: 25 },
  { multiplier: 2, weight: 15 },
  { multiplier: 10, weight: 4 },
];

const TOTAL_WEIGHT = DEMO_PAY_TABLE.reduce((sum, row) => sum + row.weight, 0);

/** The multiplier a roll in [0, TOTAL_WEIGHT) lands on. */
export function payFor(roll: number): number {
  let rest = roll;
  for (const row of DEMO_PAY_TABLE) {
    if (rest < row.weight) return row.multiplier;
    rest -= row.weight;
  }
  throw new RangeError(`roll ${roll} outside 0..${TOTAL_WEIGHT - 1}`);
}

/** A uniform roll over the table (crypto source). */
export const randomRoll = (): number => randomInt(TOTAL_WEIGHT);

/** Σ probability × multiplier: what a spin pays back per unit staked, on average. */
export const expectedReturn = (): number =>
  DEMO_PAY_TABLE.reduce((sum, row) => sum + (row.weight / TOTAL_WEIGHT) * row.multiplier, 0);
