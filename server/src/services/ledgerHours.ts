// The hourly rollup of member accounts (ledger_hours) and the txn kind on their entries, recomputed from the entries
// for seeds that write ledger rows directly (set-based; Ledger.move keeps both up to date itself). The same
// statements as the backfill in migration 0004.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ledgerHours } from '../db/schema';
import type { Tx } from './ledger';

const HOUR_MS = 3_600_000;

/** Start of the UTC hour of an instant (ledger_hours.hour, bet_hours.hour). */
export const utcHour = (at: Date): Date => new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);

/** Rebuilds ledger_hours and ledger_entries.kind of the given accounts (house/system accounts are skipped). */
export async function rollUpLedgerAccounts(db: Db | Tx, accountIds: number[]): Promise<void> {
  if (accountIds.length === 0) return;
  const ids = `{${accountIds.map((id) => Math.trunc(id)).join(',')}}`;
  const members = sql`(select id from ledger_accounts where id = any(${ids}::int[]) and kind = 'member')`;
  await db.execute(sql`update ledger_entries e set kind = t.kind from ledger_txns t
    where t.id = e.txn_id and e.account_id in ${members} and e.kind is distinct from t.kind`);
  await db.execute(sql`delete from ledger_hours where account_id = any(${ids}::int[])`);
  await db.execute(sql`insert into ledger_hours (account_id, hour, kind, movements, in_cents, out_cents)
    select m.account_id, date_trunc('hour', t.created_at at time zone 'UTC') at time zone 'UTC', t.kind, count(*),
      coalesce(sum(m.net) filter (where m.net > 0), 0), coalesce(sum(m.net) filter (where m.net < 0), 0)
    from (select account_id, txn_id, sum(amount_cents) as net from ledger_entries
      where account_id in ${members} group by account_id, txn_id) m
    join ledger_txns t on t.id = m.txn_id
    group by 1, 2, 3`);
}

/** Adds a move to ledger_hours of each member account it changed (Ledger.move: under the row lock just taken). */
export async function rollUpMove(
  tx: Tx,
  kind: string,
  at: Date,
  deltas: Map<number, number>,
  members: Map<number, number>,
): Promise<void> {
  const hour = utcHour(at);
  const rows = [...members.keys()].map((accountId) => {
    const net = deltas.get(accountId) ?? 0;
    return { accountId, hour, kind, movements: 1, inCents: Math.max(net, 0), outCents: Math.min(net, 0) };
  });
  if (rows.length === 0) return;
  await tx
    .insert(ledgerHours)
    .values(rows)
    .onConflictDoUpdate({
      target: [ledgerHours.accountId, ledgerHours.hour, ledgerHours.kind],
      set: {
        movements: sql`${ledgerHours.movements} + 1`,
        inCents: sql`${ledgerHours.inCents} + excluded.in_cents`,
        outCents: sql`${ledgerHours.outCents} + excluded.out_cents`,
      },
    });
}
