// Betting record, bet detail and profit and loss over real demo-game spins: the three agree with each other and with
// the ledger; keyset pages are stable while new bets arrive; filters and brand-local days.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { centsToDecimal, decimalToCents } from '@common/money';
import { addDays } from '@common/recordRange';
import type {
  RecordBetDetail,
  RecordBetsReply,
  RecordProfitLossReply,
  RecordTransactionsReply,
} from '@common/generated/api';
import { ledgerEntries, ledgerTxns } from '../src/db/schema';
import { auth, startServer, type TestServer } from './harness';
import { newPlayer, report, spin, today, type Player } from './records-helpers';

let s: TestServer;
let outcomes: number[] = [];
beforeAll(async () => {
  s = await startServer({ spin: () => outcomes.shift() ?? 0 });
});
afterAll(() => s.close());

const cents = (m: string) => decimalToCents(m)!;
const bets = (p: Player, query: Record<string, unknown> = {}) =>
  report<RecordBetsReply>(s, 'bets', p.token, { startDate: today(s), endDate: today(s), ...query });
const pnl = (p: Player, query: Record<string, unknown> = {}) =>
  report<RecordProfitLossReply>(s, 'pnl', p.token, { startDate: today(s), endDate: today(s), ...query });

/** Every page of the betting record (following nextCursor). */
async function allBets(p: Player, query: Record<string, unknown>) {
  const rows: RecordBetsReply['list'] = [];
  let cursor: string | undefined;
  for (let i = 0; i < 100; i += 1) {
    const r = await bets(p, { ...query, cursor });
    expect(r.status).toBe(200);
    rows.push(...r.body.value!.list);
    cursor = r.body.value!.nextCursor ?? undefined;
    if (!cursor) break;
  }
  return rows;
}

/** The ledger change of the member's wallet from bet txns in [from, to). */
async function ledgerChangeFromBets(p: Player) {
  const account = await s.ctx.ledger.accountId('lucky-peso', p.id);
  const [row] = await s.ctx.db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)::text` })
    .from(ledgerEntries)
    .innerJoin(ledgerTxns, eq(ledgerTxns.id, ledgerEntries.txnId))
    .where(and(eq(ledgerEntries.accountId, account), inArray(ledgerTxns.kind, ['demo-spin', 'feed-bet'])));
  return Number(row!.total);
}

describe('betting record and profit and loss', () => {
  test('rows, totals, P&L and the ledger agree', async () => {
    const p = await newPlayer(s, { balanceCents: 100_000 });
    outcomes = [0, 2, 1, 0, 5, 0];
    const stakes = ['10.00', '20.00', '5.00', '1.50', '2.00', '3.00'];
    await spin(s, p.token, stakes.slice(0, 4), 100001); // PG slots
    await spin(s, p.token, stakes.slice(4), 100426); // EVO live baccarat

    const all = await allBets(p, { size: 4 });
    expect(all).toHaveLength(6);
    expect(all.map((b) => b.stake)).toEqual([...stakes].reverse());
    expect(all[0]).toMatchObject({
      nodeId: 100426,
      vendor: 'EVO',
      category: 'LIVE',
      gameNameEn: 'Baccarat 1',
      stake: '3.00',
      win: '0.00',
      net: '-3.00',
      status: 'settled',
    });
    expect(all[5]).toMatchObject({
      vendor: 'PG',
      category: 'RNG',
      gameNameEn: 'Mighty Dragon',
      stake: '10.00',
      net: '-10.00',
    });
    expect(all.every((b) => b.betNo.startsWith('DEMO') && b.placedAt === b.settledAt)).toBe(true);

    // win = stake × outcome: 0 + 40 + 5 + 0 + 10 + 0 = 55.00 on 41.50 staked.
    const first = await bets(p, { size: 2 });
    expect(first.body.value!.totals).toEqual({
      count: 6,
      stake: '41.50',
      validStake: '36.50',
      win: '55.00',
      net: '13.50',
    });
    const last = await bets(p, { size: 2, cursor: (await bets(p, { size: 4 })).body.value!.nextCursor });
    expect(last.body.value!.totals).toEqual(first.body.value!.totals);
    expect(last.body.value!.nextCursor).toBeNull();

    const r = await pnl(p, { moduleId: 'PERSPNL3' });
    expect(r.status).toBe(200);
    expect(r.body.value!.totals).toEqual(first.body.value!.totals);
    expect(r.body.value!.days).toEqual([{ date: today(s), ...first.body.value!.totals }]);
    expect(r.body.value!.categories).toEqual([
      { category: 'RNG', count: 4, stake: '36.50', validStake: '31.50', win: '45.00', net: '8.50' },
      { category: 'LIVE', count: 2, stake: '5.00', validStake: '5.00', win: '10.00', net: '5.00' },
    ]);
    expect(centsToDecimal(await ledgerChangeFromBets(p))).toBe('13.50');
    expect(await s.ctx.wallet.balanceCents('lucky-peso', p.id)).toBe(100_000 + 1_350);
  });

  test('filters by category, vendor and status; the detail names the ledger txn', async () => {
    const p = await newPlayer(s, { balanceCents: 50_000 });
    outcomes = [1, 1, 3];
    await spin(s, p.token, ['1.00', '2.00'], 100071); // JILI slots
    await spin(s, p.token, ['4.00'], 100502); // SABA sports
    const live = await bets(p, { category: 'SPORTS' });
    expect(live.body.value!.list.map((b) => b.vendor)).toEqual(['SABA']);
    expect(live.body.value!.totals).toMatchObject({ count: 1, stake: '4.00', win: '12.00', net: '8.00' });
    const jili = await bets(p, { vendor: 'JILI' });
    expect(jili.body.value!.list.map((b) => b.stake)).toEqual(['2.00', '1.00']);
    expect(jili.body.value!.totals).toMatchObject({ count: 2, stake: '3.00', validStake: '0.00', net: '0.00' });
    expect((await bets(p, { vendor: 'JILI', category: 'SPORTS' })).body.value!.list).toEqual([]);
    const pending = await bets(p, { status: 'pending' });
    expect(pending.body.value).toEqual({
      list: [],
      nextCursor: null,
      totals: { count: 0, stake: '0.00', validStake: '0.00', win: '0.00', net: '0.00' },
    });
    expect((await bets(p, { category: 'sports' })).body.code).toBe('request.invalid');

    const betNo = live.body.value!.list[0]!.betNo;
    const detail = await s.inject({ url: `/wps/record/bets/${betNo}?brand=lucky-peso`, headers: auth(p.token) });
    const d = detail.json().value as RecordBetDetail;
    expect(d).toMatchObject({ source: 'demo', gameType: 'SPORTS', bet: live.body.value!.list[0] });
    const tx = await report<RecordTransactionsReply>(s, 'transactions', p.token, {
      startDate: today(s),
      endDate: today(s),
      group: 'game',
    });
    const row = tx.body.value!.list.find((t) => t.ref === betNo)!;
    expect(row).toMatchObject({ id: d.txnId, kind: 'demo-spin', amount: '8.00' });
    // Someone else's bet number is not found.
    const other = await newPlayer(s);
    const theirs = await s.inject({ url: `/wps/record/bets/${betNo}?brand=lucky-peso`, headers: auth(other.token) });
    expect(theirs.json()).toMatchObject({ code: 'record.bet.unknown' });
  });

  test('keyset pages stay stable while new bets arrive', async () => {
    const p = await newPlayer(s, { balanceCents: 100_000 });
    outcomes = [];
    await spin(
      s,
      p.token,
      Array.from({ length: 9 }, (_, i) => `${i + 1}.00`),
    );
    const page1 = await bets(p, { size: 4 });
    expect(page1.body.value!.list.map((b) => b.stake)).toEqual(['9.00', '8.00', '7.00', '6.00']);
    // Three new bets land between the pages: an offset would shift them in; the cursor does not.
    await spin(s, p.token, ['20.00', '21.00', '22.00']);
    const page2 = await bets(p, { size: 4, cursor: page1.body.value!.nextCursor });
    expect(page2.body.value!.list.map((b) => b.stake)).toEqual(['5.00', '4.00', '3.00', '2.00']);
    const page3 = await bets(p, { size: 4, cursor: page2.body.value!.nextCursor });
    expect(page3.body.value!.list.map((b) => b.stake)).toEqual(['1.00']);
    expect(page3.body.value!.nextCursor).toBeNull();
    // Totals cover the whole period, now 12 bets.
    expect(page3.body.value!.totals).toMatchObject({ count: 12, stake: '108.00', net: '-108.00' });
    const fresh = await allBets(p, { size: 5 });
    expect(fresh.map((b) => b.stake)).toEqual([
      '22.00',
      '21.00',
      '20.00',
      '9.00',
      '8.00',
      '7.00',
      '6.00',
      '5.00',
      '4.00',
      '3.00',
      '2.00',
      '1.00',
    ]);
  });

  test('days are brand-local: yesterday and today are separate P&L days', async () => {
    const p = await newPlayer(s, { balanceCents: 100_000 });
    const t = today(s);
    s.clock.advance(-86_400);
    try {
      outcomes = [2];
      await spin(s, p.token, ['7.00']);
    } finally {
      s.clock.advance(86_400);
    }
    outcomes = [0];
    await spin(s, p.token, ['3.00']);
    const both = await pnl(p, { startDate: addDays(t, -1), endDate: t });
    expect(both.body.value!.days).toEqual([
      { date: t, count: 1, stake: '3.00', validStake: '3.00', win: '0.00', net: '-3.00' },
      { date: addDays(t, -1), count: 1, stake: '7.00', validStake: '7.00', win: '14.00', net: '7.00' },
    ]);
    expect(both.body.value!.totals).toMatchObject({ count: 2, net: '4.00' });
    const yesterday = await bets(p, { startDate: addDays(t, -1), endDate: addDays(t, -1) });
    expect(yesterday.body.value!.list.map((b) => b.stake)).toEqual(['7.00']);
    expect(yesterday.body.value!.totals).toEqual(
      (await pnl(p, { startDate: addDays(t, -1), endDate: addDays(t, -1) })).body.value!.totals,
    );
    expect(cents(both.body.value!.totals.net)).toBe(await ledgerChangeFromBets(p));
  });

  test('a zone whose days start off the hour sums the bets themselves, with the same result', async () => {
    const p = await newPlayer(s, { balanceCents: 100_000 });
    outcomes = [2, 0, 1];
    await spin(s, p.token, ['4.00', '6.00', '1.00']);
    const inManila = (await pnl(p)).body.value!;
    const meta = s.ctx.brands.get('lucky-peso')!.brand;
    const zone = meta.timeZone;
    meta.timeZone = 'Asia/Kolkata';
    try {
      const t = today(s);
      const kolkata = (await pnl(p, { startDate: addDays(t, -1), endDate: t })).body.value!;
      expect(kolkata.totals).toEqual(inManila.totals);
      expect(kolkata.categories).toEqual(inManila.categories);
      const list = await bets(p, { startDate: addDays(t, -1), endDate: t, size: 2 });
      expect(list.body.value!.totals).toEqual(inManila.totals);
    } finally {
      meta.timeZone = zone;
    }
  });
});
