// Mission leaderboard (MISSION): ranking of the current period from the settled bets' valid stake, with the
// member's own rank; trial accounts left out; the period follows settings.leaderboard.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { LeaderboardReply } from '@common/generated/api';
import { users } from '../src/db/schema';
import { resetBrandSettings, setBrandSettings } from './brandSettingsFixture';
import { auth, startServer, type TestServer } from './harness';
import { addBet, body, newMember } from './promotions-helpers';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

const board = async (token?: string) =>
  body<LeaderboardReply>(
    await s.inject({ url: '/wps/leaderboard?brand=lucky-peso', headers: token ? auth(token) : {} }),
  );
const settings = (patch: object) => setBrandSettings(s, { settings: patch });

test('ranks by valid stake this period; equal volumes share a rank; the member sees their own rank', async () => {
  const top = await newMember(s, 'whale01');
  const tieA = await newMember(s, 'whale02');
  const tieB = await newMember(s, 'whale03');
  const idle = await newMember(s, 'idle01');
  const trial = await newMember(s, 'trial01');
  await s.ctx.db.update(users).set({ isTrial: true }).where(eq(users.id, trial.id));
  const big = 9_000_000_000; // far above any seeded demo volume
  await addBet(s.ctx, { userId: top.id, category: 'RNG', validStakeCents: big });
  await addBet(s.ctx, { userId: top.id, category: 'LIVE', validStakeCents: 5 });
  await addBet(s.ctx, { userId: tieA.id, category: 'SPORTS', validStakeCents: big - 100 });
  await addBet(s.ctx, { userId: tieB.id, category: 'FISH', validStakeCents: big - 100 });
  await addBet(s.ctx, { userId: trial.id, category: 'RNG', validStakeCents: big * 2 });
  // Another brand's bets and bets of an earlier week do not count.
  await addBet(s.ctx, { userId: idle.id, category: 'RNG', validStakeCents: big * 3, brandId: 'bayani-bet' });
  await addBet(s.ctx, {
    userId: idle.id,
    category: 'RNG',
    validStakeCents: big * 3,
    settledAt: new Date(s.ctx.clock().getTime() - 8 * 86_400_000),
  });

  const v = (await board(tieB.token)).value!;
  expect(v.period).toBe('week');
  expect(v.start).toBeLessThanOrEqual(s.ctx.clock().getTime());
  expect(v.end - v.start).toBe(7 * 86_400_000);
  expect(v.list.slice(0, 3)).toEqual([
    { rank: 1, userName: 'wh****1', validBet: '90000000.05' },
    { rank: 2, userName: 'wh****2', validBet: '89999999.00' },
    { rank: 2, userName: 'wh****3', validBet: '89999999.00' },
  ]);
  expect(v.list.length).toBeLessThanOrEqual(20);
  expect(v.list.some((e) => e.userName === 'tr****1')).toBe(false);
  expect(v.me).toEqual({ rank: 2, userName: 'whale03', validBet: '89999999.00' });
  expect((await board(idle.token)).value!.me).toEqual({ rank: null, userName: 'idle01', validBet: '0.00' });
  expect((await board()).value!.me).toBeNull();
});

test('a member below the listed size still gets their rank', async () => {
  await settings({ leaderboard: { period: 'week', size: 1 } });
  const small = await newMember(s, 'minnow01');
  await addBet(s.ctx, { userId: small.id, category: 'POKER', validStakeCents: 1 });
  const v = (await board(small.token)).value!;
  expect(v.list).toHaveLength(1);
  expect(v.me!.rank).toBeGreaterThan(1);
  expect(v.me!.validBet).toBe('0.01');
  await resetBrandSettings(s, 'lucky-peso');
});

test('the period follows the settings (day: yesterday drops out), and MISSION off is refused', async () => {
  const m = await newMember(s, 'daily01');
  await addBet(s.ctx, {
    userId: m.id,
    category: 'RNG',
    validStakeCents: 100,
    settledAt: new Date(s.ctx.clock().getTime() - 86_400_000),
  });
  await settings({ leaderboard: { period: 'day', size: 20 } });
  const day = (await board(m.token)).value!;
  expect(day.period).toBe('day');
  expect(day.end - day.start).toBe(86_400_000);
  expect(day.me!.rank).toBeNull();
  await settings({ leaderboard: { period: 'month', size: 20 } });
  const month = (await board(m.token)).value!;
  expect(new Date(month.start + 8 * 3600_000).getUTCDate()).toBe(1); // the 1st, Manila time
  await settings({ promotions: { MISSION: { enabled: false } } });
  const off = await s.inject({ url: '/wps/leaderboard?brand=lucky-peso' });
  expect(off.statusCode).toBe(403);
  expect(body(off).code).toBe('auth.no.permission');
  await resetBrandSettings(s, 'lucky-peso');
});
