// Manual rebate (MANPLAYREB3) and the rebate report (PLYRBT): accrued from settled bets by category at the brand's
// rates, claimed once per period through the ledger, and the report's figures agree with the claims.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RebateClaimReply, RebateManualReply, RebateReportReply } from '@common/generated/api';
import { ledgerEntries, ledgerTxns } from '../src/db/schema';
import { resetBrandSettings, setBrandSettings } from './brandSettingsFixture';
import { auth, startServer, type TestServer } from './harness';
import { addBet, body, newMember } from './promotions-helpers';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

const manual = async (token: string) =>
  body<RebateManualReply>(await s.inject({ url: '/wps/member/rebate?brand=lucky-peso', headers: auth(token) }));
const claim = (token: string, key?: string) =>
  s.inject({
    method: 'POST',
    url: '/wps/member/rebate/claim?brand=lucky-peso',
    headers: { ...auth(token), ...(key ? { 'idempotency-key': key } : {}) },
    payload: {},
  });
const report = async (token: string, query = '') =>
  body<RebateReportReply>(
    await s.inject({ url: `/wps/member/rebateReport?brand=lucky-peso${query}`, headers: auth(token) }),
  );
const line = (lines: { category: string }[], category: string) => lines.find((l) => l.category === category)!;
const setSettings = (settings: object) => setBrandSettings(s, { settings });

describe('manual rebate', () => {
  test('accrues by category at the brand rates, rounded down once per category', async () => {
    const m = await newMember(s, 'rebate1');
    expect((await manual(m.token)).value).toMatchObject({
      total: '0.00',
      canClaim: false,
      since: null,
      lastClaim: null,
    });
    await addBet(s.ctx, { userId: m.id, category: 'RNG', validStakeCents: 60_000 });
    await addBet(s.ctx, { userId: m.id, category: 'RNG', validStakeCents: 40_000 });
    await addBet(s.ctx, { userId: m.id, category: 'LIVE', validStakeCents: 33_333 });
    const v = (await manual(m.token)).value!;
    // lucky-peso: slots 80 bps, live 60 bps → 1000.00 × 0.8% = 8.00; 333.33 × 0.6% = 1.99998 → 1.99.
    expect(line(v.lines, 'slots')).toEqual({ category: 'slots', rateBps: 80, validBet: '1000.00', rebate: '8.00' });
    expect(line(v.lines, 'live')).toEqual({ category: 'live', rateBps: 60, validBet: '333.33', rebate: '1.99' });
    expect(v.lines).toHaveLength(7);
    expect(v).toMatchObject({ total: '9.99', canClaim: true, minClaim: '1.00' });
  });

  test('a claim pays once through the ledger; a second claim in the same period gets nothing', async () => {
    const m = await newMember(s, 'rebate2');
    await addBet(s.ctx, { userId: m.id, category: 'SPORTS', validStakeCents: 250_000 });
    const first = await claim(m.token);
    expect(first.statusCode).toBe(200);
    const paid = body<RebateClaimReply>(first).value!;
    expect(paid).toMatchObject({ amount: '12.50', balance: '12.50', since: null });
    const second = await claim(m.token);
    expect(second.statusCode).toBe(409);
    expect(body(second).code).toBe('rebate.nothing');
    const after = (await manual(m.token)).value!;
    expect(after).toMatchObject({ total: '0.00', canClaim: false, since: paid.until, lastClaim: { amount: '12.50' } });
    const wallet = await s.ctx.ledger.accountId('lucky-peso', m.id);
    const credits = await s.ctx.db
      .select({ kind: ledgerTxns.kind, cents: ledgerEntries.amountCents })
      .from(ledgerEntries)
      .innerJoin(ledgerTxns, eq(ledgerTxns.id, ledgerEntries.txnId))
      .where(eq(ledgerEntries.accountId, wallet));
    expect(credits).toEqual([{ kind: 'rebate', cents: 1250 }]);
    // New bets open a new period.
    await addBet(s.ctx, { userId: m.id, category: 'SPORTS', validStakeCents: 20_000 });
    expect(body<RebateClaimReply>(await claim(m.token)).value!).toMatchObject({ amount: '1.00', since: paid.until });
  });

  test('parallel claims pay the period once', async () => {
    const m = await newMember(s, 'rebate3');
    await addBet(s.ctx, { userId: m.id, category: 'FISH', validStakeCents: 500_000 });
    const replies = await Promise.all(Array.from({ length: 5 }, () => claim(m.token)));
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(replies.filter((r) => body(r).code === 'rebate.nothing')).toHaveLength(4);
    const balance = await s.inject({ url: '/wps/wallets/balance?brand=lucky-peso', headers: auth(m.token) });
    expect(body<{ sumBalance: string }>(balance).value!.sumBalance).toBe('40.00');
  });

  test('a retried claim with its Idempotency-Key returns the first reply', async () => {
    const m = await newMember(s, 'rebate4');
    await addBet(s.ctx, { userId: m.id, category: 'POKER', validStakeCents: 300_000 });
    const a = body<RebateClaimReply>(await claim(m.token, 'k-1')).value!;
    const b = body<RebateClaimReply>(await claim(m.token, 'k-1')).value!;
    expect(b).toEqual(a);
    expect(body(await claim(m.token, 'k-2')).code).toBe('rebate.nothing');
  });

  test('below the minimum claim, or nothing at all, is refused and marks no bet', async () => {
    const m = await newMember(s, 'rebate5');
    expect(body(await claim(m.token)).code).toBe('rebate.nothing');
    await addBet(s.ctx, { userId: m.id, category: 'RNG', validStakeCents: 10_000 }); // 0.80
    expect(body(await claim(m.token))).toMatchObject({ code: 'rebate.below.minimum', value: { minClaim: '1.00' } });
    await addBet(s.ctx, { userId: m.id, category: 'RNG', validStakeCents: 5_000 }); // +0.40
    expect(body<RebateClaimReply>(await claim(m.token)).value!.amount).toBe('1.20');
  });

  test('MANPLAYREB3 and PLYRBT off refuse; trial/free accounts are refused', async () => {
    const m = await newMember(s, 'rebate6');
    await setSettings({ whiteLabel: { MANPLAYREB3: false, PLYRBT: false } });
    expect((await manual(m.token)).code).toBe('auth.no.permission');
    expect((await claim(m.token)).statusCode).toBe(403);
    expect((await report(m.token)).code).toBe('auth.no.permission');
    await resetBrandSettings(s, 'lucky-peso');
    const free = await s.token('type4', 'type4pass!');
    expect((await manual(free)).code).toBe('auth.trial.forbidden');
  });
});

describe('rebate report agrees with the claims', () => {
  test('claimed and unclaimed by category; the claimed total equals what the claims paid', async () => {
    const m = await newMember(s, 'report1');
    await addBet(s.ctx, { userId: m.id, category: 'RNG', validStakeCents: 123_456 });
    await addBet(s.ctx, { userId: m.id, category: 'LOTTERY', validStakeCents: 77_777 });
    const before = (await report(m.token)).value!;
    const open = (await manual(m.token)).value!;
    expect(before.total).toMatchObject({ claimed: '0.00', unclaimed: open.total, rebate: open.total });
    const paid = body<RebateClaimReply>(await claim(m.token)).value!;
    expect(paid.amount).toBe(open.total);

    // A bet the feed delivers late (settled before the claim) stays unclaimed: it is paid by the next claim.
    await addBet(s.ctx, {
      userId: m.id,
      category: 'RNG',
      validStakeCents: 50_000,
      settledAt: new Date(paid.until - 60_000),
    });
    const mixed = (await report(m.token)).value!;
    expect(mixed.total.claimed).toBe(paid.amount);
    expect(line(mixed.lines, 'slots')).toMatchObject({ validBet: '1734.56', claimed: '9.87', unclaimed: '4.00' });
    expect(mixed.total.unclaimed).toBe((await manual(m.token)).value!.total);

    // The rate changes: the claimed part keeps the rate of its claim, the unclaimed part takes today's.
    await setSettings({ rebate: { rates: { slots: 100 } } });
    const later = (await report(m.token)).value!;
    expect(line(later.lines, 'slots')).toMatchObject({ rateBps: 100, claimed: '9.87', unclaimed: '5.00' });
    const second = body<RebateClaimReply>(await claim(m.token)).value!;
    expect(second.amount).toBe('5.00');
    const all = (await report(m.token)).value!;
    expect(all.total.unclaimed).toBe('0.00');
    expect(Number(all.total.claimed)).toBeCloseTo(Number(paid.amount) + Number(second.amount), 2);
    await resetBrandSettings(s, 'lucky-peso');
  });

  test('the range is brand-local days with the records rules; other days are not counted', async () => {
    const m = await newMember(s, 'report2');
    await addBet(s.ctx, {
      userId: m.id,
      category: 'RNG',
      validStakeCents: 100_000,
      settledAt: new Date(s.ctx.clock().getTime() - 3 * 86_400_000),
    });
    expect((await report(m.token)).value!.total.validBet).toBe('0.00');
    const today = (await report(m.token)).value!.endDate;
    const start = new Date(Date.parse(`${today}T00:00:00Z`) - 5 * 86_400_000).toISOString().slice(0, 10);
    const week = (await report(m.token, `&startDate=${start}&endDate=${today}`)).value!;
    expect(week.total).toMatchObject({ validBet: '1000.00', unclaimed: '8.00' });
    expect((await report(m.token, '&startDate=2024-02-30&endDate=2024-03-01')).code).toBe('record.date.invalid');
    expect((await report(m.token, `&startDate=${today}&endDate=${start}`)).code).toBe('record.date.order');
  });
});
