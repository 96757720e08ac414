// VIP levels move (issue 33): a review judges every member of every brand against the brand's level rules
// (services/vip/rules.ts) and applies the changes. Each change is one transaction: the level moves only if it is still
// the one judged (compare and set, so two reviews at once change it once), the change is recorded in
// vip_level_changes, and a promotion leaves one inbox message (services/decisionInbox.ts). A relegation is recorded
// but sends no message. The review runs every hour through services/jobs.ts, once per tick however many instances
// run; its window is whole brand-local days, so every review of one day judges the same totals and only the first
// after a brand's midnight can change anything.
import { and, asc, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { users, vipLevelChanges, vipLevels } from '../../db/schema';
import { notifyDecision } from '../decisionInbox';
import { scheduleJob } from '../jobs';
import { brandTimeZone } from '../records/reportRange';
import { reviewWindow, targetLevel, type Totals } from './rules';
import { windowTotals } from './totals';

export const VIP_REVIEW_JOB = 'vip-review';
export const VIP_REVIEW_EVERY_MS = 3_600_000;

type ReviewContext = Pick<AppContext, 'db' | 'clock' | 'brands'>;
type LevelRow = typeof vipLevels.$inferSelect;

export interface ReviewResult {
  promoted: number;
  relegated: number;
}

const NO_TOTALS: Totals = { depositCents: 0, validStakeCents: 0 };

/** Reviews every brand's members as of `tick` (the job's tick: the window and the record's review_tick). */
export async function reviewVipLevels(ctx: ReviewContext, tick: Date): Promise<ReviewResult> {
  const result: ReviewResult = { promoted: 0, relegated: 0 };
  for (const brandId of ctx.brands.keys()) {
    const levels = await ctx.db
      .select()
      .from(vipLevels)
      .where(eq(vipLevels.brandId, brandId))
      .orderBy(asc(vipLevels.level));
    if (levels.length === 0) continue;
    const totals = await windowTotals(ctx.db, brandId, reviewWindow(tick, brandTimeZone(ctx, brandId)));
    // Members with a level (they may lose it) and members with activity (they may gain one); never trial accounts.
    const active = [...totals.keys()];
    const members = await ctx.db
      .select({ id: users.id, vipLevel: users.vipLevel })
      .from(users)
      .where(
        and(
          eq(users.brandId, brandId),
          eq(users.isTrial, false),
          or(isNotNull(users.vipLevel), active.length ? inArray(users.id, active) : undefined),
        ),
      );
    for (const m of members) {
      const t = totals.get(m.id) ?? NO_TOTALS;
      const to = targetLevel(levels, m.vipLevel, t);
      if (to === m.vipLevel) continue;
      const up = m.vipLevel === null || (to !== null && to > m.vipLevel);
      if (await applyChange(ctx, { brandId, userId: m.id, from: m.vipLevel, to, up, totals: t, tick }, levels))
        result[up ? 'promoted' : 'relegated'] += 1;
    }
  }
  return result;
}

interface Change {
  brandId: string;
  userId: number;
  from: number | null;
  to: number | null;
  up: boolean;
  totals: Totals;
  tick: Date;
}

/** Moves the level if it is still `from`, records it, and messages a promotion; false when another review won. */
async function applyChange(ctx: ReviewContext, c: Change, levels: LevelRow[]): Promise<boolean> {
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const moved = await tx
      .update(users)
      .set({ vipLevel: c.to })
      .where(and(eq(users.id, c.userId), c.from === null ? isNull(users.vipLevel) : eq(users.vipLevel, c.from)))
      .returning({ id: users.id });
    if (moved.length === 0) return false;
    await tx.insert(vipLevelChanges).values({
      brandId: c.brandId,
      userId: c.userId,
      fromLevel: c.from,
      toLevel: c.to,
      reason: c.up ? 'promotion' : 'relegation',
      depositCents: c.totals.depositCents,
      validStakeCents: c.totals.validStakeCents,
      reviewTick: c.tick,
      createdAt: now,
    });
    const level = levels.find((l) => l.level === c.to);
    if (c.up && level)
      await notifyDecision(tx, now, c.userId, 'vipLevelUp', (lang) => ({
        level: lang === 'en' ? level.labelEn : level.labelTy,
      }));
    return true;
  });
}

/** Runs the review every hour, once per tick across instances (services/jobs.ts); the function returned stops it. */
export function startVipReview(ctx: ReviewContext, everyMs = VIP_REVIEW_EVERY_MS): () => Promise<void> {
  return scheduleJob(ctx, VIP_REVIEW_JOB, everyMs, (tick) => reviewVipLevels(ctx, tick));
}
