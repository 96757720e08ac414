// The account (transaction) record (/m/transaction/record): one row per ledger txn that moved the member's wallet, in
// ledger (posting) order, newest first, keyset paged on the wallet's entry id, with the ledger's running balance after
// each own movement and totals over the whole filtered period. Posting order is the order the balances follow, so each
// row's balance minus its amount is the next row's balance; the period filters on the txn's time. `types=A`, the agent
// view, adds the upline transfers of every member below the agent.
import { sql, type SQL } from 'drizzle-orm';
import type { RecordTransaction, RecordTransactionsQuery, RecordTransactionsReply } from '@common/generated/api';
import type { AppContext } from '../../context';
import { NON_AGENT_TYPES } from '../accounts';
import { cursorNumber, decodeCursor } from './reportCursor';
import { RECORD_FAIL } from './reportFailures';
import { rowsOf } from '../../db/sql';
import { DEFAULT_PAGE_SIZE, money, pageOf } from './reportPage';
import { reportPeriod, type Period } from './reportRange';
import { groupOfKind } from './kindGroups';
import { kindIn, kindsOfGroup, transactionTotals, type Sums } from './transactionSums';
import { teamAccounts } from './transactionExtras';

export interface TransactionMember {
  id: number;
  brandId: string;
  type: number;
  isTrial: boolean;
}

interface Row {
  entry: string;
  txn: string;
  account: string;
  kind: string;
  ref: string | null;
  us: string;
  amount: string;
  balance: string | null;
}

/** `column = any(<ids>)` with the ids as one array parameter (a team may hold more accounts than a query has params). */
const anyOf = (column: SQL, ids: number[]) => sql`${column} = any(${`{${ids.join(',')}}`}::int[])`;

/**
 * The movements of `accounts` in the period: one row per (txn, account), carried by the account's last entry of the
 * txn (its balance_after is the balance after the txn), so the scan walks the (account_id, id) index backwards.
 */
function movements(accounts: SQL, brandId: string, p: Period, extra: SQL, after: SQL, limit: number) {
  return sql`select e.id::text as entry, t.id::text as txn, e.account_id::text as account, t.kind, t.ref,
      (extract(epoch from t.created_at) * 1000000)::bigint::text as us,
      (select sum(x.amount_cents) from ledger_entries x
        where x.txn_id = e.txn_id and x.account_id = e.account_id)::text as amount,
      e.balance_after_cents::text as balance
    from ledger_entries e join ledger_txns t on t.id = e.txn_id
    where ${accounts} and t.brand_id = ${brandId}
      and t.created_at >= ${p.from.toISOString()}::timestamptz and t.created_at < ${p.to.toISOString()}::timestamptz
      and not exists (select 1 from ledger_entries y
        where y.txn_id = e.txn_id and y.account_id = e.account_id and y.id > e.id)
      ${extra} ${after}
    order by e.id desc limit ${limit}`;
}

export async function transactionReport(
  ctx: AppContext,
  m: TransactionMember,
  q: RecordTransactionsQuery,
): Promise<RecordTransactionsReply> {
  const agentView = q.types === 'A';
  if (agentView && (m.isTrial || NON_AGENT_TYPES.includes(m.type))) throw RECORD_FAIL.noPermission();
  const p = reportPeriod(ctx, m.brandId, q.startDate, q.endDate);
  const size = q.size ?? DEFAULT_PAGE_SIZE;
  const report = agentView ? 'txa' : 'tx';
  const key = q.cursor ? decodeCursor(report, q.cursor, 1) : undefined;
  const own = await ctx.ledger.accountId(m.brandId, m.id);
  const team = agentView ? await teamAccounts(ctx.db, m.brandId, m.id) : new Map<number, string>();

  // A group filter names the kinds the accounts have in the period (from ledger_hours): `e.kind in (…)` walks the
  // entries' (account_id, kind, id) index instead of every movement (a few deposits among a million bets).
  const accounts = [own, ...team.keys()];
  const kinds = q.group ? await kindsOfGroup(ctx.db, accounts, p, q.group) : undefined;
  const group = kinds ? sql`and ${kindIn(sql`e.kind`, kinds)}` : sql``;
  const after = key ? sql`and e.id < ${cursorNumber(key.ids[0])}` : sql``;
  const transfers = sql`and e.kind = 'upline-transfer' ${group}`;
  const parts = [movements(sql`e.account_id = ${own}`, m.brandId, p, group, after, size + 1)];
  if (team.size > 0)
    parts.push(movements(anyOf(sql`e.account_id`, [...team.keys()]), m.brandId, p, transfers, after, size + 1));
  const page =
    parts.length === 1
      ? parts[0]!
      : sql`select * from ((${parts[0]}) union all (${parts[1]})) u order by entry::bigint desc limit ${size + 1}`;

  const [rows, [sums]] = await Promise.all([
    rowsOf<Row>(ctx.db, page),
    rowsOf<Sums>(ctx.db, transactionTotals(own, [...team.keys()], m.brandId, p, q.group)),
  ]);

  const view = (r: Row): RecordTransaction => {
    const mine = Number(r.account) === own;
    return {
      id: Number(r.txn),
      time: Math.floor(Number(r.us) / 1000),
      kind: r.kind,
      group: groupOfKind(r.kind),
      ...(r.ref ? { ref: r.ref } : {}),
      amount: money(r.amount),
      ...(mine && r.balance !== null ? { balanceAfter: money(r.balance) } : {}),
      ...(mine ? {} : { member: team.get(Number(r.account)) ?? '' }),
    };
  };
  return {
    ...pageOf(report, rows, size, (r) => ({ micros: r.us, ids: [r.entry] }), view),
    totals: {
      count: Number(sums?.count ?? 0),
      moneyIn: money(sums?.moneyIn),
      moneyOut: money(sums?.moneyOut),
      net: money(sums?.net),
    },
  };
}
