// The demo team's money, set-based: every ledger txn (deposits and vendor-feed bets, with the keys, fingerprints and
// refs of the live services) in time order, so each account's entry ids follow its running balance; then the
// entries, the bets and their hourly totals.
import { sql } from 'drizzle-orm';
import { rollUpLedgerAccounts } from '../../services/ledgerHours';
import { validStakeOf } from '../../services/records/betRows';
import { gameOf } from '../../services/records/gameIndex';
import { feedFingerprint } from '../../services/records/vendorFeed';
import { insertJson } from './agentSeedBulk';
import type { Movement } from './agentSeedPlan';
import type { SeedDeps } from './seedBrand';

const iso = (d: Date) => d.toISOString();

/** Txns (in time order, so each account's entry ids follow its balance), entries, bets and hourly totals. */
export async function writeLedger(
  db: SeedDeps['db'],
  brandId: string,
  movements: Movement[],
  wallets: Map<number, number>,
  house: number,
) {
  const txns = movements.map((m) => {
    if (m.type === 'deposit') {
      const wallet = wallets.get(m.deposit.userId)!;
      return {
        brand_id: brandId,
        kind: 'deposit',
        ref: m.deposit.orderId,
        scope: 'system',
        idempotency_key: `deposit:${m.deposit.orderId}`,
        fingerprint: `credit:${wallet}:${m.deposit.amountCents}`,
        result: { balanceCents: m.balanceAfter },
        created_at: iso(m.at),
      };
    }
    const { bet } = m;
    return {
      brand_id: brandId,
      kind: 'feed-bet',
      ref: bet.betNo,
      scope: 'feed',
      idempotency_key: bet.betNo,
      fingerprint: feedFingerprint(bet),
      result: { betNo: bet.betNo, stakeCents: bet.stakeCents, winCents: bet.winCents },
      created_at: iso(m.at),
    };
  });
  const txnIds = await insertJson<{ id: number }>(
    db,
    'ledger_txns',
    [
      ['brand_id', 'text'],
      ['kind', 'text'],
      ['ref', 'text'],
      ['scope', 'text'],
      ['idempotency_key', 'text'],
      ['fingerprint', 'text'],
      ['result', 'jsonb'],
      ['created_at', 'timestamptz'],
    ],
    txns,
    ['id'],
  );
  const entry = (txn_id: number, account_id: number, amount_cents: number, after: number | null = null) => ({
    txn_id,
    account_id,
    amount_cents,
    balance_after_cents: after,
  });
  const entries = movements.flatMap((m, i) => {
    const txn = Number(txnIds[i]!.id);
    if (m.type === 'deposit') {
      const wallet = wallets.get(m.deposit.userId)!;
      return [entry(txn, house, -m.deposit.amountCents), entry(txn, wallet, m.deposit.amountCents, m.balanceAfter)];
    }
    const wallet = wallets.get(m.bet.userId)!;
    const out = [entry(txn, wallet, -m.bet.stakeCents, m.afterStake), entry(txn, house, m.bet.stakeCents)];
    if (m.bet.winCents > 0)
      out.push(entry(txn, house, -m.bet.winCents), entry(txn, wallet, m.bet.winCents, m.afterWin));
    return out;
  });
  await insertJson(
    db,
    'ledger_entries',
    [
      ['txn_id', 'bigint'],
      ['account_id', 'integer'],
      ['amount_cents', 'bigint'],
      ['balance_after_cents', 'bigint'],
    ],
    entries,
  );
  const bets = movements.flatMap((m, i) => {
    if (m.type !== 'bet') return [];
    const game = gameOf(m.bet.nodeId)!;
    return [
      {
        brand_id: brandId,
        user_id: m.bet.userId,
        bet_no: m.bet.betNo,
        node_id: m.bet.nodeId,
        vendor: game.vassalage,
        category: game.gameType,
        stake_cents: m.bet.stakeCents,
        valid_stake_cents: validStakeOf(m.bet.stakeCents, m.bet.winCents),
        win_cents: m.bet.winCents,
        net_cents: m.bet.winCents - m.bet.stakeCents,
        status: 'settled',
        source: 'feed',
        placed_at: iso(m.bet.placedAt),
        settled_at: iso(m.bet.settledAt),
        txn_id: Number(txnIds[i]!.id),
      },
    ];
  });
  await insertJson(
    db,
    'bets',
    [
      ['brand_id', 'text'],
      ['user_id', 'integer'],
      ['bet_no', 'text'],
      ['node_id', 'integer'],
      ['vendor', 'text'],
      ['category', 'text'],
      ['stake_cents', 'bigint'],
      ['valid_stake_cents', 'bigint'],
      ['win_cents', 'bigint'],
      ['net_cents', 'bigint'],
      ['status', 'text'],
      ['source', 'text'],
      ['placed_at', 'timestamptz'],
      ['settled_at', 'timestamptz'],
      ['txn_id', 'bigint'],
    ],
    bets,
  );
  const userIds = JSON.stringify([...wallets.keys()]);
  await db.execute(sql`
    INSERT INTO bet_hours (brand_id, user_id, hour, category, vendor, bet_count, stake_cents, valid_stake_cents,
      win_cents, net_cents)
    SELECT brand_id, user_id, date_trunc('hour', settled_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', category, vendor,
      count(*), sum(stake_cents), sum(valid_stake_cents), sum(win_cents), sum(net_cents)
    FROM bets WHERE user_id IN (SELECT value::int FROM json_array_elements_text(${userIds}::json))
      AND status = 'settled'
    GROUP BY 1, 2, 3, 4, 5
    ON CONFLICT (user_id, hour, category, vendor) DO UPDATE SET
      bet_count = bet_hours.bet_count + excluded.bet_count,
      stake_cents = bet_hours.stake_cents + excluded.stake_cents,
      valid_stake_cents = bet_hours.valid_stake_cents + excluded.valid_stake_cents,
      win_cents = bet_hours.win_cents + excluded.win_cents,
      net_cents = bet_hours.net_cents + excluded.net_cents`);
  await rollUpLedgerAccounts(db, [...wallets.values()]);
}
