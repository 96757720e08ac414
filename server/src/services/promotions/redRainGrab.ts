// One red envelope: the server decides everything. Under the occurrence's row lock it checks the member's and the
// event's caps and what is left of the pool, draws the amount at random, records the grab and credits it through the
// ledger (kind "red-rain", key red-rain:<grab id>) in one transaction. The member's idempotency key makes a replay
// return the first reply; parallel grabs queue on the lock, so none passes a cap. An envelope has no deposit behind it:
// "red-rain" is a bonus kind of the turnover rule (wallet/turnover.ts), wagered once before it can leave.
import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { RedRainGrabReply } from '@common/generated/api';
import { centsToDecimal } from '@common/money';
import type { AppContext } from '../../context';
import { redRainGrabs, redRainRounds } from '../../db/schema';
import { isUniqueViolation } from '../../db/sql';
import { FAIL } from '../../errors';
import type { Tx } from '../ledger';
import { brandTimeZone } from '../records/reportRange';
import { inWalletTx } from '../wallet/txLedger';
import { PROMO_FAIL } from './failures';
import { promoSettings } from './promoSettings';
import { eventCents, findRound, mayGrab, myGrabs, type RainMember } from './redRain';
import { occurrenceAt } from './redRainSchedule';

/** Draws an envelope in [min, max] centavos, never more than the pool has left. */
export type Draw = (minCents: number, maxCents: number) => number;
const secureDraw: Draw = (min, max) => randomInt(min, max + 1);

async function replayOf(tx: Tx, userId: number, key: string, eventId: string) {
  const [done] = await tx
    .select({ result: redRainGrabs.result })
    .from(redRainGrabs)
    .where(and(eq(redRainGrabs.userId, userId), eq(redRainGrabs.idempotencyKey, key)));
  if (!done) return undefined;
  const result = done.result as RedRainGrabReply;
  if (result.eventId !== eventId) throw FAIL.idempotencyReused();
  return result;
}

/** Opens one envelope of the event's live occurrence for the member. */
export async function grabEnvelope(
  ctx: AppContext,
  member: RainMember,
  eventId: string,
  key: string | undefined,
  draw: Draw = secureDraw,
): Promise<RedRainGrabReply> {
  if (!key || key.length > 100) throw FAIL.idempotencyMissing();
  const { redRain } = await promoSettings(ctx, member.brandId);
  const event = redRain.events.find((e) => e.id === eventId);
  if (!event) throw PROMO_FAIL.redRainUnknown();
  if (!mayGrab(event, member)) throw PROMO_FAIL.noPermission();
  const now = ctx.clock();
  const at = occurrenceAt(event, now, brandTimeZone(ctx, member.brandId));
  const cents = eventCents(event);
  const job = () =>
    inWalletTx(ctx, async ({ tx, wallet }) => {
      const early = await replayOf(tx, member.id, key, eventId);
      if (early) return early;
      if (!at.live) throw PROMO_FAIL.redRainClosed();
      await tx
        .insert(redRainRounds)
        .values({ brandId: member.brandId, eventId, startsAt: at.start, endsAt: at.end })
        .onConflictDoNothing();
      const [round] = await tx
        .select()
        .from(redRainRounds)
        .where(eq(redRainRounds.id, (await findRound(tx, member.brandId, eventId, at.start))!.id))
        .for('update');
      // A parallel request with the same key may have committed while this one waited for the lock.
      const replay = await replayOf(tx, member.id, key, eventId);
      if (replay) return replay;
      const mine = await myGrabs(tx, round!.id, member.id);
      if (mine.count >= event.perMember) throw PROMO_FAIL.redRainLimit();
      const poolLeft = cents.pool - round!.paidCents;
      if (round!.envelopes >= event.perEvent || poolLeft <= 0) throw PROMO_FAIL.redRainEmpty();
      const amount = Math.max(1, Math.min(draw(cents.min, cents.max), poolLeft));
      const [grab] = await tx
        .insert(redRainGrabs)
        .values({
          roundId: round!.id,
          userId: member.id,
          seq: mine.count + 1,
          amountCents: amount,
          idempotencyKey: key,
          result: {},
          createdAt: now,
        })
        .returning({ id: redRainGrabs.id });
      const paid = await wallet.credit({
        brandId: member.brandId,
        userId: member.id,
        cents: amount,
        kind: 'red-rain',
        key: `red-rain:${grab!.id}`,
      });
      const result: RedRainGrabReply = {
        eventId,
        amount: centsToDecimal(amount),
        grabsLeft: event.perMember - mine.count - 1,
        balance: centsToDecimal(paid.balanceCents),
      };
      await tx.update(redRainGrabs).set({ result, txnId: paid.txnId }).where(eq(redRainGrabs.id, grab!.id));
      await tx
        .update(redRainRounds)
        .set({ paidCents: sql`${redRainRounds.paidCents} + ${amount}`, envelopes: sql`${redRainRounds.envelopes} + 1` })
        .where(eq(redRainRounds.id, round!.id));
      return result;
    });
  try {
    return await job();
  } catch (error) {
    // Two first tries with one key raced past the lock check (PostgreSQL): the loser answers with the winner's reply.
    if (isUniqueViolation(error)) return job();
    throw error;
  }
}
