// The transaction record's totals and kind filter. Totals come from ledger_hours (each member account's movements
// summed per UTC hour and kind, written by Ledger.move) whenever the period is whole hours — every brand-local day
// of a whole-hour zone — so 31 days read at most 744 rows per kind instead of every entry; a zone whose days start
// off the hour sums the entries themselves (a movement is one txn's net on one account: a spin's −stake +win is one).
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { kindGroupFilter, type KindGroup } from './kindGroups';
import { rowsOf } from '../../db/sql';
import type { Period } from './reportRange';

const HOUR_MS = 3_600_000;

export interface Sums {
  count: string;
  moneyIn: string;
  moneyOut: string;
  net: string;
}

const ints = (ids: number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;
const whole = (p: Period) => p.from.getTime() % HOUR_MS === 0 && p.to.getTime() % HOUR_MS === 0;

/** `column in (kinds)` (false for none). */
export const kindIn = (column: SQL, kinds: string[]): SQL =>
  kinds.length === 0
    ? sql`false`
    : sql`${column} in (${sql.join(
        kinds.map((k) => sql`${k}`),
        sql`, `,
      )})`;

/** The kinds of a group the accounts moved money with in the period's hours (a superset at non-whole edges). */
export async function kindsOfGroup(db: Db, accounts: number[], p: Period, group: KindGroup): Promise<string[]> {
  const from = new Date(Math.floor(p.from.getTime() / HOUR_MS) * HOUR_MS);
  const rows = await rowsOf<{ kind: string }>(
    db,
    sql`select distinct kind from ledger_hours
      where account_id = any(${ints(accounts)}::int[]) and hour >= ${from.toISOString()}::timestamptz
        and hour < ${p.to.toISOString()}::timestamptz and ${kindGroupFilter(sql`kind`, group)}`,
  );
  return rows.map((r) => r.kind).sort();
}

/** Totals of the own account's movements (of the group) and the team's upline transfers, in the period. */
export function transactionTotals(own: number, team: number[], brandId: string, p: Period, group?: KindGroup): SQL {
  const groupOn = (column: SQL) => (group ? sql`and ${kindGroupFilter(column, group)}` : sql``);
  const scope = (account: SQL, kind: SQL) =>
    team.length === 0
      ? sql`${account} = ${own} ${groupOn(kind)}`
      : sql`(${account} = ${own} ${groupOn(kind)}
          or (${account} = any(${ints(team)}::int[]) and ${kind} = 'upline-transfer' ${groupOn(kind)}))`;
  const from = p.from.toISOString();
  const to = p.to.toISOString();
  if (whole(p))
    return sql`select coalesce(sum(movements), 0)::text as count, coalesce(sum(in_cents), 0)::text as "moneyIn",
        coalesce(sum(out_cents), 0)::text as "moneyOut", coalesce(sum(in_cents + out_cents), 0)::text as net
      from ledger_hours where ${scope(sql`account_id`, sql`kind`)}
        and hour >= ${from}::timestamptz and hour < ${to}::timestamptz`;
  return sql`select count(*)::text as count, coalesce(sum(a) filter (where a > 0), 0)::text as "moneyIn",
        coalesce(sum(a) filter (where a < 0), 0)::text as "moneyOut", coalesce(sum(a), 0)::text as net
      from (select sum(e.amount_cents) as a from ledger_entries e join ledger_txns t on t.id = e.txn_id
        where ${scope(sql`e.account_id`, sql`t.kind`)} and t.brand_id = ${brandId}
          and t.created_at >= ${from}::timestamptz and t.created_at < ${to}::timestamptz
        group by e.txn_id, e.account_id) x`;
}
