// VIP levels move (issue 33; services/vip/review.ts): a member whose deposits and valid stake over the last 30 complete
// brand-local days meet a level's reach thresholds is promoted at the next review, with one inbox message in English
// and Filipino; one below the keep thresholds of their level is relegated; every change is recorded; a review repeated
// in the same period, or two at once, changes a level once. Runs on PGlite and PostgreSQL (DATABASE_URL).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { inboxMessages, users, vipLevelChanges } from '../src/db/schema';
import { runOnce, tickOf } from '../src/services/jobs';
import { feedNodeIds } from '../src/services/records/gameIndex';
import { settleFeedBets } from '../src/services/records/vendorFeed';
import { reviewVipLevels, VIP_REVIEW_EVERY_MS, VIP_REVIEW_JOB } from '../src/services/vip/review';
import { auth, startServer, type Envelope, type TestServer } from './harness';
import { newPlayer, type Player } from './records-helpers';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s?.close());

const DAY_S = 86_400;
const tick = () => tickOf(s.ctx.clock(), VIP_REVIEW_EVERY_MS);
const review = (at = tick()) => runOnce(s.ctx, VIP_REVIEW_JOB, () => reviewVipLevels(s.ctx, at), { tick: at });
const levelOf = async (p: Player) =>
  (await s.ctx.db.select({ v: users.vipLevel }).from(users).where(eq(users.id, p.id)))[0]!.v;
const changesOf = (p: Player) => s.ctx.db.select().from(vipLevelChanges).where(eq(vipLevelChanges.userId, p.id));
const inboxOf = (p: Player) => s.ctx.db.select().from(inboxMessages).where(eq(inboxMessages.userId, p.id));

/** A new member who deposits ₱1,500 and loses a ₱5,500 bet today: Bronze's reach is ₱1,000 and ₱5,000 (vipRulesSeed). */
async function bronzePlayer(): Promise<Player> {
  const p = await newPlayer(s, { balanceCents: 500_000 });
  const brandId = 'lucky-peso';
  await s.ctx.wallet.credit({ brandId, userId: p.id, cents: 150_000, kind: 'deposit', key: `dep:${p.id}` });
  const now = s.ctx.clock();
  const bet = { brandId, userId: p.id, nodeId: feedNodeIds()[0]!, stakeCents: 550_000, winCents: 0 };
  await settleFeedBets(s.ctx, [{ ...bet, placedAt: now, settledAt: now, betNo: `VIP${p.id}` }]);
  return p;
}

describe('a VIP review', () => {
  let a: Player;

  test('promotes a member whose totals crossed a threshold, at the next review, with one message', async () => {
    a = await bronzePlayer();
    // Today's activity counts from tomorrow's reviews: the window is whole brand-local days (a review now misses it).
    await review(s.ctx.clock());
    expect(await levelOf(a)).toBeNull();

    s.clock.advance(DAY_S);
    expect(await review()).toMatchObject({ ran: true, ok: true });
    expect(await levelOf(a)).toBe(1);
    const changes = await changesOf(a);
    expect(changes.map((c) => [c.fromLevel, c.toLevel, c.reason, c.depositCents, c.validStakeCents])).toEqual([
      [null, 1, 'promotion', 150_000, 550_000],
    ]);
    expect(changes[0]!.reviewTick.toISOString()).toBe(tick().toISOString());
    const inbox = await inboxOf(a);
    expect(inbox.map((m) => [m.titleEn, m.titleTy])).toEqual([
      ['Your VIP level went up', 'Tumaas ang iyong VIP level'],
    ]);
    expect(inbox[0]!.contentEn).toContain('Bronze');
    expect(inbox[0]!.contentTy).toContain('Tanso');

    // The member benefits reply shows the new level.
    const token = await s.token(a.username, 'records1234!');
    const body = (await s.inject({ url: '/wps/member/benefits', headers: auth(token) })).json() as Envelope<{
      currentLevel: number | null;
    }>;
    expect(body.value!.currentLevel).toBe(1);
  });

  test('a second review in the same period changes nothing', async () => {
    const at = tick();
    // The same tick again: the job has run (job_runs); the review itself, run again, finds nothing to change.
    expect(await review(at)).toEqual({ ran: false });
    expect(await reviewVipLevels(s.ctx, at)).toEqual({ promoted: 0, relegated: 0 });
    // Another tick of the same local day judges the same totals.
    expect(await review(new Date(at.getTime() + 1000))).toMatchObject({ ran: true, ok: true });
    expect(await levelOf(a)).toBe(1);
    expect(await changesOf(a)).toHaveLength(1);
    expect(await inboxOf(a)).toHaveLength(1);
  });

  test('relegates a member below the keep thresholds of their level, recorded, without a message', async () => {
    // Gold is kept with ₱5,000 deposits and ₱25,000 valid stake; this member has ₱1,500 and ₱5,500: Bronze is kept.
    const b = await bronzePlayer();
    await s.ctx.db.update(users).set({ vipLevel: 3 }).where(eq(users.id, b.id));
    s.clock.advance(DAY_S);
    await review();
    expect(await levelOf(b)).toBe(1);
    expect((await changesOf(b)).map((c) => [c.fromLevel, c.toLevel, c.reason])).toEqual([[3, 1, 'relegation']]);
    expect(await inboxOf(b)).toHaveLength(0);
    // And it stays there.
    await reviewVipLevels(s.ctx, tick());
    expect(await changesOf(b)).toHaveLength(1);
  });

  test('reviews at once promote once: two instances ticking, or four reviews outside the job', async () => {
    const c = await bronzePlayer();
    s.clock.advance(DAY_S);
    const at = tick();
    const runs = await Promise.all([review(at), review(at)]);
    expect(runs.filter((r) => r.ran)).toHaveLength(1);
    expect([await levelOf(c), (await changesOf(c)).length, (await inboxOf(c)).length]).toEqual([1, 1, 1]);

    // Without the job's claim, the level's compare-and-set still lets one review win (four, so the reads overlap).
    const d = await bronzePlayer();
    s.clock.advance(DAY_S);
    const results = await Promise.all([1, 2, 3, 4].map(() => reviewVipLevels(s.ctx, tick())));
    expect([await levelOf(d), (await changesOf(d)).length, (await inboxOf(d)).length]).toEqual([1, 1, 1]);
    const promotedOfD = await s.ctx.db
      .select()
      .from(vipLevelChanges)
      .where(and(eq(vipLevelChanges.userId, d.id), eq(vipLevelChanges.reason, 'promotion')));
    expect(promotedOfD).toHaveLength(1);
    expect(results.reduce((n, r) => n + r.promoted, 0)).toBeGreaterThanOrEqual(1);
  });
});
