// What a VIP review judges: each member's deposits (ledger txns of kind deposit: paid deposit orders) and the valid
// stake of their settled bets over a window, summed from the hourly roll-ups (ledger_hours, bet_hours) rather than
// the rows. The window's ends are brand-local midnights, whole UTC hours for the demo brands' zones.
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { betHours, ledgerAccounts, ledgerHours } from '../../db/schema';
import type { Totals } from './rules';

/** Members of the brand with deposits or valid stake in [from, to), and their totals. */
export async function windowTotals(db: Db, brandId: string, w: { from: Date; to: Date }): Promise<Map<number, Totals>> {
  const deposits = await db
    .select({ userId: ledgerAccounts.userId, cents: sql<string>`sum(${ledgerHours.inCents})` })
    .from(ledgerHours)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerHours.accountId))
    .where(
      and(
        eq(ledgerAccounts.brandId, brandId),
        eq(ledgerAccounts.kind, 'member'),
        eq(ledgerHours.kind, 'deposit'),
        gte(ledgerHours.hour, w.from),
        lt(ledgerHours.hour, w.to),
      ),
    )
    .groupBy(ledgerAccounts.userId);
  const stakes = await db
    .select({ userId: betHours.userId, cents: sql<string>`sum(${betHours.validStakeCents})` })
    .from(betHours)
    .where(and(eq(betHours.brandId, brandId), gte(betHours.hour, w.from), lt(betHours.hour, w.to)))
    .groupBy(betHours.userId);
  const out = new Map<number, Totals>();
  const of = (userId: number) => out.get(userId) ?? { depositCents: 0, validStakeCents: 0 };
  for (const d of deposits)
    if (d.userId !== null) out.set(d.userId, { ...of(d.userId), depositCents: Number(d.cents) });
  for (const s of stakes) out.set(s.userId, { ...of(s.userId), validStakeCents: Number(s.cents) });
  return out;
}
