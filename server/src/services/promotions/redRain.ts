// Red envelope rain (/m/redRain): the brand's events (settings.redRain) with their current or next occurrence, what
// is left of it, and the member's own envelopes. SPEC names no role: every real member may grab unless the event
// lists memberTypes.
import { and, eq, sql } from 'drizzle-orm';
import type { RedRainEvent, RedRainOccurrence, RedRainReply } from '@common/generated/api';
import { centsToDecimal, decimalToCents } from '@common/money';
import type { AppContext } from '../../context';
import { redRainGrabs, redRainRounds } from '../../db/schema';
import type { Db } from '../../db/client';
import { pick, type Lang } from '../../plugins/brand';
import type { Tx } from '../ledger';
import { brandTimeZone } from '../records/reportRange';
import { promoSettings } from './promoSettings';
import { occurrenceAt } from './redRainSchedule';

export interface RainMember {
  id: number;
  brandId: string;
  type: number;
  real: boolean;
}

/** Money settings of an event in centavos. */
export function eventCents(event: RedRainEvent) {
  return {
    pool: decimalToCents(event.pool) ?? 0,
    min: decimalToCents(event.min) ?? 0,
    max: decimalToCents(event.max) ?? 0,
  };
}

/** A real member of an allowed type (no memberTypes: everyone). */
export const mayGrab = (event: RedRainEvent, member: RainMember | undefined) =>
  !!member && member.real && (!event.memberTypes || event.memberTypes.includes(member.type));

export async function findRound(db: Db | Tx, brandId: string, eventId: string, start: Date) {
  const [round] = await db
    .select()
    .from(redRainRounds)
    .where(
      and(eq(redRainRounds.brandId, brandId), eq(redRainRounds.eventId, eventId), eq(redRainRounds.startsAt, start)),
    );
  return round;
}

/** The member's envelopes in a round: how many, and their total. */
export async function myGrabs(db: Db | Tx, roundId: number, userId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int`, total: sql<string>`coalesce(sum(${redRainGrabs.amountCents}), 0)` })
    .from(redRainGrabs)
    .where(and(eq(redRainGrabs.roundId, roundId), eq(redRainGrabs.userId, userId)));
  return { count: Number(row?.n ?? 0), totalCents: Number(row?.total ?? 0) };
}

/** Every event of the brand with its live or next occurrence. */
export async function redRainEvents(
  ctx: AppContext,
  brandId: string,
  lang: Lang,
  member: RainMember | undefined,
): Promise<RedRainReply> {
  const now = ctx.clock();
  const timeZone = brandTimeZone(ctx, brandId);
  const { redRain } = await promoSettings(ctx, brandId);
  const events: RedRainOccurrence[] = [];
  for (const event of redRain.events) {
    const at = occurrenceAt(event, now, timeZone);
    const cents = eventCents(event);
    const round = await findRound(ctx.db, brandId, event.id, at.start);
    const mine = round && member ? await myGrabs(ctx.db, round.id, member.id) : { count: 0, totalCents: 0 };
    const poolLeft = cents.pool - (round?.paidCents ?? 0);
    events.push({
      id: event.id,
      title: pick(lang, event.titleEn, event.titleTy),
      state: at.live ? 'live' : 'upcoming',
      start: at.start.getTime(),
      end: at.end.getTime(),
      min: event.min,
      max: event.max,
      perMember: event.perMember,
      envelopesLeft: poolLeft > 0 ? Math.max(0, event.perEvent - (round?.envelopes ?? 0)) : 0,
      myGrabs: mine.count,
      myTotal: centsToDecimal(mine.totalCents),
      allowed: mayGrab(event, member),
    });
  }
  return { serverTime: now.getTime(), events };
}
