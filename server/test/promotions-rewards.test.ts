// Reward centre (REWCEN3): issued rewards with expiry, claimed into the wallet through the ledger exactly once (also
// under parallel claims), with a turnover requirement only when the promotion says so.
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RewardClaimReply, RewardsReply, WithdrawInfoReply } from '@common/generated/api';
import { ledgerTxns } from '../src/db/schema';
import { issueReward } from '../src/services/promotions/rewards';
import { resetBrandSettings, setBrandSettings } from './brandSettingsFixture';
import { auth, startServer, type TestServer } from './harness';
import { body, userId } from './promotions-helpers';

let s: TestServer;
let token: string;
let uid: number;
beforeAll(async () => {
  s = await startServer();
  token = await s.token('type0', 'type0pass!');
  uid = await userId(s.ctx, 'type0');
});
afterAll(() => s.close());

const rewardsOf = async (t: string, query = '') =>
  body<RewardsReply>(await s.inject({ url: `/wps/rewards?brand=lucky-peso${query}`, headers: auth(t) }));
const claim = (t: string, id: number) =>
  s.inject({ method: 'POST', url: `/wps/rewards/${id}/claim?brand=lucky-peso`, headers: auth(t), payload: {} });
const give = (cents: number, turnover: boolean, validDays: number | null = 7) =>
  s.ctx.db.transaction((tx) =>
    issueReward(tx, s.ctx.clock(), {
      brandId: 'lucky-peso',
      userId: uid,
      source: 'operator',
      titleEn: 'Test reward',
      titleTy: 'Gantimpala',
      amountCents: cents,
      turnover,
      validDays,
    }),
  );
const withdrawInfo = async () =>
  body<WithdrawInfoReply>(await s.inject({ url: '/wps/transaction/withdraw?brand=lucky-peso', headers: auth(token) }))
    .value!;

describe('reward centre', () => {
  test('the demo member sees the seeded rewards: two to claim, one expired', async () => {
    const demo = await s.token('demo', 'demo1234!');
    const all = (await rewardsOf(demo)).value!;
    expect(all.claimable).toBe(2);
    expect(all.list.map((r) => r.state).sort()).toEqual(['expired', 'issued', 'issued']);
    expect((await rewardsOf(demo, '&state=expired')).value!.list).toHaveLength(1);
    const expired = all.list.find((r) => r.state === 'expired')!;
    expect(body(await claim(demo, expired.id)).code).toBe('reward.expired');
  });

  test('claiming credits the wallet once; a second claim is refused and moves nothing', async () => {
    const reward = await give(2500, false);
    const before = (await withdrawInfo()).balance;
    const res = await claim(token, reward.id);
    expect(res.statusCode).toBe(200);
    const value = body<RewardClaimReply>(res).value!;
    expect(value.reward).toMatchObject({ id: reward.id, state: 'claimed', amount: '25.00' });
    expect(Number(value.balance) - Number(before)).toBeCloseTo(25, 2);
    const again = await claim(token, reward.id);
    expect(again.statusCode).toBe(409);
    expect(body(again).code).toBe('reward.claimed');
    expect((await withdrawInfo()).balance).toBe(value.balance);
    const txns = await s.ctx.db
      .select()
      .from(ledgerTxns)
      .where(and(eq(ledgerTxns.idempotencyKey, `reward:${reward.id}`)));
    expect(txns.map((t) => t.kind)).toEqual(['reward-cash']);
  });

  test('parallel claims of one reward pay it exactly once', async () => {
    const reward = await give(1000, false);
    const before = Number((await withdrawInfo()).balance);
    const replies = await Promise.all(Array.from({ length: 6 }, () => claim(token, reward.id)));
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.statusCode === 409)).toHaveLength(5);
    expect(Number((await withdrawInfo()).balance) - before).toBeCloseTo(10, 2);
  });

  test('a reward with turnover adds it to the turnover requirement; one without does not', async () => {
    const start = Number((await withdrawInfo()).turnoverRemaining);
    await claim(token, (await give(3000, true)).id);
    expect(Number((await withdrawInfo()).turnoverRemaining) - start).toBeCloseTo(30, 2);
    await claim(token, (await give(4000, false)).id);
    expect(Number((await withdrawInfo()).turnoverRemaining) - start).toBeCloseTo(30, 2);
    const kinds = await s.ctx.db.select().from(ledgerTxns).where(like(ledgerTxns.idempotencyKey, 'reward:%'));
    expect(new Set(kinds.map((k) => k.kind))).toEqual(new Set(['reward', 'reward-cash']));
  });

  test('an issued reward expires with the clock; it cannot be claimed after', async () => {
    const reward = await give(500, true, 1);
    expect((await rewardsOf(token, '&state=issued')).value!.list.some((r) => r.id === reward.id)).toBe(true);
    s.clock.advance(86400);
    expect((await rewardsOf(token, '&state=expired')).value!.list.some((r) => r.id === reward.id)).toBe(true);
    expect(body(await claim(token, reward.id)).code).toBe('reward.expired');
  });

  test("another member's reward is unknown; trial/free accounts and REWCEN3 off are refused", async () => {
    const reward = await give(700, false);
    const demo = await s.token('demo', 'demo1234!');
    expect(body(await claim(demo, reward.id)).code).toBe('reward.unknown');
    const free = await s.token('type4', 'type4pass!');
    expect((await s.inject({ url: '/wps/rewards?brand=lucky-peso', headers: auth(free) })).statusCode).toBe(403);
    await setBrandSettings(s, { settings: { whiteLabel: { REWCEN3: false } } });
    const off = await s.inject({ url: '/wps/rewards?brand=lucky-peso', headers: auth(token) });
    expect(off.statusCode).toBe(403);
    expect(body(off).code).toBe('auth.no.permission');
    expect((await claim(token, reward.id)).statusCode).toBe(403);
    await resetBrandSettings(s, 'lucky-peso');
    expect((await claim(token, reward.id)).statusCode).toBe(200);
  });
});
