// Four eyes (issue 29): money of the brand's threshold or more, and every manual deposit settlement, needs two
// different operators: the first one's action only records them, the second one's moves the money. The threshold is a
// brand setting (settings.ops.fourEyesThreshold), with a default for a brand that has none (docs/decisions.md).
import { decimalToCents } from '@common/money';
import type { AppContext } from '../../context';
import { fail } from '../../errors';
import { readSettings } from '../brandSettings';

/** ₱50,000.00 when the brand sets no threshold. */
export const DEFAULT_FOUR_EYES_CENTS = 5_000_000;

/** The brand's threshold in centavos: amounts at or above it need a second operator. */
export async function fourEyesThresholdCents(ctx: AppContext, brandId: string): Promise<number> {
  const file = ctx.brands.get(brandId);
  if (!file) return DEFAULT_FOUR_EYES_CENTS;
  const { settings } = await readSettings(ctx.db, file);
  const text = (settings as { ops?: { fourEyesThreshold?: string } }).ops?.fourEyesThreshold;
  return (text === undefined ? undefined : decimalToCents(text)) ?? DEFAULT_FOUR_EYES_CENTS;
}

/** The second step must be another operator's: the first one's repeat is refused, not taken as the second. */
export function checkSecondOperator(firstBy: number | null, operatorId: number): void {
  if (firstBy === operatorId) throw fail('ops.four.eyes.same');
}
