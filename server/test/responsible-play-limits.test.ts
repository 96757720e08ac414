// Responsible play, limits (issue 19): enforced at deposit, launch and every wager; a raise waits 24 hours and a
// confirmation; history is append-only.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RpHistoryReply, RpOverview } from '@common/generated/api';
import { feedNodeIds } from '../src/services/records/gameIndex';
import { generateFeedBets, settleFeedBets } from '../src/services/records/vendorFeed';
import { startServer, type TestServer } from './harness';
import { deposit, launch, newMember, rp, secondsToManilaOneAm } from './responsible-play-helpers';

let s: TestServer;
let spins: number[] = [];
beforeAll(async () => {
  s = await startServer({ spin: () => spins.shift() ?? 0 });
});
afterAll(() => s.close());

const limitOf = (o: RpOverview, key: string) => o.limits.find((l) => l.key === key)!;

describe('deposit limits', () => {
  test('a deposit over the daily limit is refused, naming the limit and its reset', async () => {
    const m = await newMember(s);
    const set = await rp<RpOverview>(s, m.token, 'PUT', '/limits', { key: 'deposit.day', amount: '1000.00' });
    expect(set.status).toBe(200);
    expect(limitOf(set.body.value!, 'deposit.day')).toMatchObject({ amount: '1000.00', used: '0.00' });
    const refused = await deposit(s, m.token, '1500.00');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      success: false,
      code: 'rp.limit.deposit',
      value: { key: 'deposit.day', period: 'day', limit: '1000.00', used: '0.00' },
    });
    const resetsAt = (refused.body.value as { resetsAt: number }).resetsAt;
    // Resets at the next Manila midnight (UTC 16:00).
    expect(new Date(resetsAt).getUTCHours()).toBe(16);
    expect(resetsAt - s.ctx.clock().getTime()).toBeLessThanOrEqual(24 * 3600_000);
    // Within the limit: accepted, and a pending order counts toward it.
    expect((await deposit(s, m.token, '600.00')).status).toBe(200);
    expect((await deposit(s, m.token, '500.00')).body).toMatchObject({ code: 'rp.limit.deposit' });
    expect((await deposit(s, m.token, '400.00')).status).toBe(200);
  });

  test('a raised limit applies only after 24 hours and a confirmation; a lower one at once', async () => {
    const m = await newMember(s);
    await rp(s, m.token, 'PUT', '/limits', { key: 'deposit.week', amount: '500.00' });
    const raised = await rp<RpOverview>(s, m.token, 'PUT', '/limits', { key: 'deposit.week', amount: '5000.00' });
    const pending = limitOf(raised.body.value!, 'deposit.week');
    expect(pending).toMatchObject({
      amount: '500.00',
      pending: { amount: '5000.00', remove: false, confirmable: false },
    });
    expect(pending.pending!.effectiveAt - pending.pending!.requestedAt).toBe(24 * 3600_000);
    expect((await deposit(s, m.token, '1000.00')).body).toMatchObject({ code: 'rp.limit.deposit' });
    // Too early to confirm.
    const early = await rp(s, m.token, 'POST', '/limits/confirm', { key: 'deposit.week' });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({
      code: 'rp.limit.pending.early',
      value: { effectiveAt: pending.pending!.effectiveAt },
    });
    // 24 hours later, still the old limit until confirmed.
    s.clock.advance(24 * 3600 + 60);
    try {
      expect((await deposit(s, m.token, '1000.00')).body).toMatchObject({ code: 'rp.limit.deposit' });
      const confirmed = await rp<RpOverview>(s, m.token, 'POST', '/limits/confirm', { key: 'deposit.week' });
      expect(confirmed.status).toBe(200);
      expect(limitOf(confirmed.body.value!, 'deposit.week')).toMatchObject({ amount: '5000.00' });
      expect(limitOf(confirmed.body.value!, 'deposit.week').pending).toBeUndefined();
      expect((await deposit(s, m.token, '1000.00')).status).toBe(200);
      // Lowering applies at once.
      await rp(s, m.token, 'PUT', '/limits', { key: 'deposit.week', amount: '1200.00' });
      expect((await deposit(s, m.token, '300.00')).body).toMatchObject({ code: 'rp.limit.deposit' });
      // Removing waits too; a cancelled removal keeps the limit.
      const removing = await rp<RpOverview>(s, m.token, 'PUT', '/limits', { key: 'deposit.week', remove: true });
      expect(limitOf(removing.body.value!, 'deposit.week')).toMatchObject({
        amount: '1200.00',
        pending: { remove: true },
      });
      await rp(s, m.token, 'POST', '/limits/cancel', { key: 'deposit.week' });
      expect((await rp(s, m.token, 'POST', '/limits/confirm', { key: 'deposit.week' })).body).toMatchObject({
        code: 'rp.limit.no.pending',
      });
    } finally {
      s.clock.advance(-(24 * 3600 + 60));
    }
  });

  test('history is append-only: every change is a new record with time and source', async () => {
    const m = await newMember(s);
    await rp(s, m.token, 'PUT', '/limits', { key: 'loss.month', amount: '2000.00' });
    const first = await rp<RpHistoryReply>(s, m.token, 'GET', '/history');
    const before = first.body.value!.list;
    await rp(s, m.token, 'PUT', '/limits', { key: 'loss.month', amount: '1500.00' });
    await rp(s, m.token, 'PUT', '/limits', { key: 'loss.month', amount: '3000.00' });
    await rp(s, m.token, 'PUT', '/reality-check', { minutes: 15 });
    const after = (await rp<RpHistoryReply>(s, m.token, 'GET', '/history')).body.value!.list;
    expect(after.map((e) => e.action)).toEqual([
      'realityCheck.set',
      'limit.raise.requested',
      'limit.lowered',
      'limit.set',
      'declaration.accepted',
    ]);
    // Earlier records are unchanged.
    expect(after.slice(-before.length)).toEqual(before);
    expect(after[1]).toMatchObject({
      key: 'loss.month',
      amount: '3000.00',
      previousAmount: '1500.00',
      source: 'member',
    });
    expect(after.at(-1)).toMatchObject({ source: 'registration' });
    expect(typeof after[0]!.at).toBe('number');
  });

  test('a limit the request gets wrong is refused', async () => {
    const m = await newMember(s);
    for (const body of [{ key: 'deposit.day' }, { key: 'deposit.day', amount: '0.00' }, { key: 'session' }]) {
      expect((await rp(s, m.token, 'PUT', '/limits', body)).body, JSON.stringify(body)).toMatchObject({
        code: 'rp.limit.invalid',
      });
    }
  });
});

describe('wager limits', () => {
  test('a wager after the loss limit is refused at the spin; launch is refused once it is used up', async () => {
    const m = await newMember(s, 100_000);
    await rp(s, m.token, 'PUT', '/limits', { key: 'loss.day', amount: '100.00' });
    const game = await launch(s, m.token);
    expect(game.status).toBe(200);
    spins = [0, 0];
    expect((await game.spin('60.00')).status).toBe(200);
    // 60 lost: a 50 stake could pass 100.
    const refused = await game.spin('50.00');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'rp.limit.loss',
      value: { key: 'loss.day', limit: '100.00', used: '60.00' },
    });
    expect((await game.spin('40.00')).status).toBe(200);
    // 100 lost: launching again is refused.
    expect((await launch(s, m.token)).body).toMatchObject({ code: 'rp.limit.loss' });
  });

  test('the wager limit counts stakes; the session summary counts the session', async () => {
    const m = await newMember(s, 100_000);
    await rp(s, m.token, 'PUT', '/limits', { key: 'wager.week', amount: '30.00' });
    const game = await launch(s, m.token);
    spins = [2, 0];
    expect((await game.spin('20.00')).status).toBe(200);
    expect((await game.spin('20.00')).body).toMatchObject({ code: 'rp.limit.wager' });
    expect((await game.spin('10.00')).status).toBe(200);
    const session = await rp<{ bets: number; staked: string; net: string; realityCheckMinutes: number }>(
      s,
      m.token,
      'GET',
      '/session',
    );
    expect(session.body.value).toMatchObject({ bets: 2, staked: '30.00', net: '10.00', realityCheckMinutes: 30 });
  });

  test('a session-time limit refuses launch and spins once reached', async () => {
    const shift = secondsToManilaOneAm(s);
    s.clock.advance(shift);
    const m = await newMember(s, 100_000);
    await rp(s, m.token, 'PUT', '/limits', { key: 'session', minutes: 30 });
    s.clock.advance(25 * 60);
    try {
      const game = await launch(s, m.token);
      spins = [0];
      expect((await game.spin('1.00')).status).toBe(200);
      s.clock.advance(6 * 60);
      expect((await game.spin('1.00')).body).toMatchObject({ code: 'rp.limit.session', value: { limit: 30 } });
      expect((await launch(s, m.token)).body).toMatchObject({ code: 'rp.limit.session' });
    } finally {
      s.clock.advance(-31 * 60 - shift);
    }
  });

  test('a vendor-feed bet over a limit is skipped', async () => {
    const m = await newMember(s, 100_000);
    await rp(s, m.token, 'PUT', '/limits', { key: 'wager.day', amount: '100.00' });
    const now = s.ctx.clock();
    const bets = generateFeedBets({
      brandId: 'lucky-peso',
      userIds: [m.userId],
      nodeIds: feedNodeIds(),
      from: new Date(now.getTime() - 60_000),
      to: now,
      count: 1,
      seed: 7,
    });
    const base = bets[0]!;
    const mk = (i: number, stakeCents: number) => ({
      ...base,
      betNo: `RPFEED${m.userId}X${i}`,
      stakeCents,
      winCents: 0,
    });
    const r = await settleFeedBets(s.ctx, [mk(1, 6000), mk(2, 5000), mk(3, 4000)]);
    expect(r).toEqual({ settled: 2, skipped: 1 });
  });
});
