// Writes a planned demo history (historyPlan.ts) set-based: the deposit orders and withdrawals, then every ledger
// txn, entry, bet and hourly total in one INSERT each, with the keys, fingerprints, refs and replies the live
// services use (so a replayed callback or a retried key behaves as if the history had happened live).
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { depositOrders, withdrawals } from '../schema';
import { DEPOSIT_TTL_MINUTES } from '../../content/paymentMethods';
import { maskAccount } from '../../services/security/rules';
import { columnsOf } from './pgArrays';
import { rollUpLedgerAccounts } from '../../services/ledgerHours';
import { validStakeOf } from '../../services/records/betRows';
import { gameOf } from '../../services/records/gameIndex';
import { feedFingerprint } from '../../services/records/vendorFeed';
import type { HistoryPlan, Movement } from './historyPlan';

export interface HistoryTarget {
  brandId: string;
  userId: number;
  wallet: number;
  house: number;
  pending: number;
  outside: number;
  card: { id: number; accountNumber: string } | undefined;
  plan: HistoryPlan;
}

interface TxnRow {
  kind: string;
  ref: string;
  scope: string;
  key: string;
  fingerprint: string;
  result: unknown;
  at: string;
}
type EntryRow = { account: number; amount: number; after: number | null };

async function insertRequests(db: Db, t: HistoryTarget): Promise<Map<string, number>> {
  const { plan } = t;
  if (plan.deposits.length) {
    await db.insert(depositOrders).values(
      plan.deposits.map((d) => {
        const createdAt = new Date(d.at.getTime() - 2 * 60_000);
        const expiresAt = new Date(createdAt.getTime() + DEPOSIT_TTL_MINUTES * 60_000);
        return {
          id: d.orderId,
          brandId: t.brandId,
          userId: t.userId,
          method: d.channel.method,
          channelId: d.channel.id,
          channelName: d.channel.name,
          amountCents: d.amountCents,
          feeCents: d.feeCents,
          payAmountCents: d.amountCents + d.feeCents,
          state: d.state,
          idempotencyKey: `seed-${d.orderId}`,
          fingerprint: `${d.channel.id}:${d.amountCents}`,
          createdAt,
          expiresAt,
          decidedAt: d.state === 'expired' ? expiresAt : d.at,
        };
      }),
    );
  }
  const ids = new Map<string, number>();
  if (!t.card || plan.withdrawals.length === 0) return ids;
  const rows = await db
    .insert(withdrawals)
    .values(
      plan.withdrawals.map((w) => ({
        brandId: t.brandId,
        userId: t.userId,
        amountCents: w.amountCents,
        state: w.state,
        bankCardId: t.card!.id,
        bankName: 'GCash',
        accountMasked: maskAccount(t.card!.accountNumber),
        idempotencyKey: w.key,
        fingerprint: `${w.amountCents}:${t.card!.id}`,
        reason: w.reason,
        createdAt: w.at,
        decidedAt: w.decidedAt,
      })),
    )
    .returning({ id: withdrawals.id, key: withdrawals.idempotencyKey });
  for (const r of rows) ids.set(r.key, r.id);
  return ids;
}

/** The ledger txn and entries of one movement, as the live service would have written them. */
function ledgerRows(t: HistoryTarget, m: Movement, withdrawalIds: Map<string, number>): [TxnRow, EntryRow[]] {
  const base = { at: m.at.toISOString(), scope: 'system' };
  const entry = (account: number, amount: number, after: number | null = null): EntryRow => ({
    account,
    amount,
    after,
  });
  switch (m.type) {
    case 'deposit': {
      const { orderId, amountCents } = m.deposit;
      const txn = {
        ...base,
        kind: 'deposit',
        ref: orderId,
        key: `deposit:${orderId}`,
        fingerprint: `credit:${t.wallet}:${amountCents}`,
        result: { balanceCents: m.balanceAfter },
      };
      return [txn, [entry(t.house, -amountCents), entry(t.wallet, amountCents, m.balanceAfter)]];
    }
    case 'withdraw': {
      const id = withdrawalIds.get(m.withdrawal.key)!;
      const amount = m.withdrawal.amountCents;
      const txn = {
        ...base,
        kind: 'withdrawal',
        ref: String(id),
        key: `withdraw:${id}`,
        fingerprint: `withdraw:${t.wallet}:${amount}`,
        result: { balanceCents: m.balanceAfter },
      };
      return [txn, [entry(t.wallet, -amount, m.balanceAfter), entry(t.pending, amount)]];
    }
    case 'withdraw-paid':
    case 'withdraw-returned': {
      const id = withdrawalIds.get(m.withdrawal.key)!;
      const amount = m.withdrawal.amountCents;
      const decision = m.type === 'withdraw-paid' ? 'paid' : 'rejected';
      const txn = {
        ...base,
        kind: m.type === 'withdraw-paid' ? 'withdrawal-paid' : 'withdrawal-returned',
        ref: String(id),
        key: `withdraw-${decision}:${id}`,
        fingerprint: `${decision}:${id}:${amount}`,
        result: { withdrawalId: id, decision },
      };
      const to = m.type === 'withdraw-paid' ? entry(t.outside, amount) : entry(t.wallet, amount, m.balanceAfter);
      return [txn, [entry(t.pending, -amount), to]];
    }
    case 'bet': {
      const { bet } = m;
      const txn = {
        ...base,
        scope: 'feed',
        kind: 'feed-bet',
        ref: bet.betNo,
        key: bet.betNo,
        fingerprint: feedFingerprint(bet),
        result: { betNo: bet.betNo, stakeCents: bet.stakeCents, winCents: bet.winCents },
      };
      const entries = [entry(t.wallet, -bet.stakeCents, m.afterStake), entry(t.house, bet.stakeCents)];
      if (bet.winCents > 0) entries.push(entry(t.house, -bet.winCents), entry(t.wallet, bet.winCents, m.afterWin));
      return [txn, entries];
    }
  }
}

/**
 * Writes the whole plan: the requests, then the txns, entries, bets and hourly totals in one statement (ids drawn in
 * time order; the rows travel as three JSON parameters). The caller updates the cached balance.
 */
export async function writeHistory(db: Db, t: HistoryTarget): Promise<void> {
  const withdrawalIds = await insertRequests(db, t);
  const { movements } = t.plan;
  const planned = movements.map((m) => ledgerRows(t, m, withdrawalIds));
  const txns = planned.map(([txn], x) => ({ x, ...txn, result: JSON.stringify(txn.result) }));
  const entries = planned.flatMap(([, list], x) => list.map((e) => ({ x, ...e })));
  const bets = movements.flatMap((m, x) => {
    if (m.type !== 'bet') return [];
    const { bet } = m;
    const game = gameOf(bet.nodeId)!;
    return [
      {
        x,
        betNo: bet.betNo,
        node: bet.nodeId,
        vendor: game.vassalage,
        category: game.gameType,
        stake: bet.stakeCents,
        valid: validStakeOf(bet.stakeCents, bet.winCents),
        win: bet.winCents,
        placed: bet.placedAt.toISOString(),
        settled: bet.settledAt.toISOString(),
      },
    ];
  });
  const [T, E, B] = [columnsOf(txns), columnsOf(entries), columnsOf(bets)];
  await db.execute(sql`
    WITH tin AS (
      SELECT * FROM unnest(${T('x')}::integer[], ${T('kind')}::text[], ${T('ref')}::text[], ${T('scope')}::text[],
        ${T('key')}::text[], ${T('fingerprint')}::text[], ${T('result')}::text[], ${T('at')}::timestamptz[])
        AS j(x, kind, ref, scope, key, fingerprint, result, at)
    ), tout AS (
      INSERT INTO ledger_txns (brand_id, kind, ref, scope, idempotency_key, fingerprint, result, created_at)
      SELECT ${t.brandId}::text, kind, ref, scope, key, fingerprint, result::jsonb, at FROM tin ORDER BY x
      RETURNING id, scope, idempotency_key
    ), ids AS (
      SELECT tout.id, tin.x FROM tout JOIN tin ON tin.scope = tout.scope AND tin.key = tout.idempotency_key
    ), ein AS (
      INSERT INTO ledger_entries (txn_id, account_id, amount_cents, balance_after_cents)
      SELECT ids.id, e.account, e.amount, e.after
      FROM unnest(${E('x')}::integer[], ${E('account')}::integer[], ${E('amount')}::bigint[], ${E('after')}::bigint[])
        WITH ORDINALITY AS e(x, account, amount, after, n)
      JOIN ids ON ids.x = e.x ORDER BY e.n
    ), bin AS (
      SELECT * FROM unnest(${B('x')}::integer[], ${B('betNo')}::text[], ${B('node')}::integer[], ${B('vendor')}::text[],
        ${B('category')}::text[], ${B('stake')}::bigint[], ${B('valid')}::bigint[], ${B('win')}::bigint[],
        ${B('placed')}::timestamptz[], ${B('settled')}::timestamptz[])
        AS b(x, "betNo", node, vendor, category, stake, valid, win, placed, settled)
    ), bout AS (
      INSERT INTO bets (brand_id, user_id, bet_no, node_id, vendor, category, stake_cents, valid_stake_cents,
        win_cents, net_cents, status, source, placed_at, settled_at, txn_id)
      SELECT ${t.brandId}::text, ${t.userId}::integer, "betNo", node, vendor, category, stake, valid, win, win - stake, 'settled',
        'feed', placed, settled, ids.id
      FROM bin JOIN ids ON ids.x = bin.x ORDER BY bin.x
    )
    INSERT INTO bet_hours (brand_id, user_id, hour, category, vendor, bet_count, stake_cents, valid_stake_cents,
      win_cents, net_cents)
    SELECT ${t.brandId}::text, ${t.userId}::integer, date_trunc('hour', settled AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', category,
      vendor, count(*), sum(stake), sum(valid), sum(win), sum(win - stake)
    FROM bin GROUP BY 3, 4, 5
    ON CONFLICT (user_id, hour, category, vendor) DO UPDATE SET
      bet_count = bet_hours.bet_count + excluded.bet_count,
      stake_cents = bet_hours.stake_cents + excluded.stake_cents,
      valid_stake_cents = bet_hours.valid_stake_cents + excluded.valid_stake_cents,
      win_cents = bet_hours.win_cents + excluded.win_cents,
      net_cents = bet_hours.net_cents + excluded.net_cents`);
  await rollUpLedgerAccounts(db, [t.wallet]);
}
