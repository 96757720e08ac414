// The vendor simulator against the real HTTP server: rounds in parallel with duplicate calls, out-of-order
// rollbacks and timed-out calls. Nothing lost or doubled in the ledger, and the betting record equals the
// simulator's own totals. VENDOR_SIM_ROUNDS sets the rounds (default 400 in the suite; `npm run vendor:sim` plays 10,000).
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ledgerTxns } from '../src/db/schema';
import { runVendorSim } from '../scripts/vendorSim';
import { auth, startServer, type Envelope, type TestServer } from './harness';
import { newPlayer, today } from './records-helpers';
import { addVendor, JILI_GAME, SECRET, vendorLedger } from './vendor-helpers';

let s: TestServer;
let baseUrl: string;
beforeAll(async () => {
  s = await startServer();
  await s.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(s.app.server.address() as AddressInfo).port}`;
});
afterAll(() => s.close());

const ROUNDS = Number(process.env.VENDOR_SIM_ROUNDS ?? 400);
const START_CENTS = 1_000_000;

test(
  `${ROUNDS} rounds in parallel, 5% duplicates, 2% rollbacks: nothing lost or doubled`,
  { timeout: 600_000 },
  async () => {
    const v = await addVendor(s);
    const players = [];
    for (let i = 0; i < 8; i++) players.push(await newPlayer(s, { balanceCents: START_CENTS }));
    const t = await runVendorSim({
      baseUrl,
      vendorId: v.id,
      secret: SECRET,
      players: players.map((p) => ({ token: p.token, brand: 'lucky-peso' })),
      nodeId: JILI_GAME,
      rounds: ROUNDS,
      concurrency: 16,
      duplicateRate: 0.05,
      rollbackRate: 0.02,
      timeoutRate: 0.01,
    });
    expect(t.problems).toEqual([]);
    expect(t.rounds).toBe(ROUNDS);
    expect(t.settled + t.rolledBack + t.refused).toBe(ROUNDS);
    expect(t.duplicates).toBeGreaterThan(0);
    expect(t.rolledBack).toBeGreaterThan(0);

    // The ledger: every txn balances; one debit per taken stake, one credit per win, one rollback per returned stake.
    const { txns, unbalanced } = await vendorLedger(s, v.id);
    expect(unbalanced).toEqual([]);
    const byPrefix = (p: string) => txns.filter((x) => x.key.startsWith(p)).length;
    expect(byPrefix('debit:')).toBe(t.settled + t.refunded);
    expect(byPrefix('credit:')).toBe(t.won);
    expect(byPrefix('rollback:')).toBe(t.refunded);
    expect(txns.filter((x) => x.kind === 'vendor-rollback').length).toBe(t.refunded);

    for (const [i, p] of players.entries()) {
      const mine = t.players[i]!;
      expect(mine.playerId).toBe(String(p.id));
      // The balance: the start less stakes plus wins the vendor believes it settled; the cache equals the entries.
      const wallet = await s.ctx.ledger.accountId('lucky-peso', p.id);
      const cached = await s.ctx.ledger.balanceCents(wallet);
      expect(cached).toBe(START_CENTS - mine.stakeCents + mine.winCents);
      expect(await s.ctx.ledger.summedCents(wallet)).toBe(cached);
      // The betting record (records service) equals the vendor's own totals.
      const day = today(s);
      const res = await s.inject({
        url: `/wps/record/bets?brand=lucky-peso&startDate=${day}&endDate=${day}&vendor=JILI`,
        headers: auth(p.token),
      });
      const totals = (res.json() as Envelope<{ totals: { count: number; stake: string; win: string; net: string } }>)
        .value!.totals;
      expect(totals).toMatchObject({
        count: mine.settled,
        stake: money(mine.stakeCents),
        win: money(mine.winCents),
        net: money(mine.winCents - mine.stakeCents),
      });
    }
    const seedKinds = await s.ctx.db
      .select({ kind: ledgerTxns.kind })
      .from(ledgerTxns)
      .where(eq(ledgerTxns.scope, `vendor:${v.id}`));
    expect(new Set(seedKinds.map((k) => k.kind))).toEqual(new Set(['vendor-bet', 'vendor-rollback']));
    console.log(`vendor sim: ${JSON.stringify({ ...t, players: undefined })}`);
  },
);

function money(cents: number) {
  const sign = cents < 0 ? '-' : '';
  const a = Math.abs(cents);
  return `${sign}${Math.floor(a / 100)}.${String(a % 100).padStart(2, '0')}`;
}
