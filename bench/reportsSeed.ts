// Seeds ONE member of lucky-peso with BETS settled bets and DEPOSITS deposit orders over the last 90 days, set-based
// (generate_series), exactly as the server would have written them: a ledger txn per paid deposit and per bet (with the
// member's running balance on each entry), the bet rows, their bet_hours totals and the deposit orders.
import { sql } from 'drizzle-orm';
import type { Db } from '../server/src/db/client';
import { HOUSE_USER_ID, Ledger } from '../server/src/services/ledger';
import { rollUpLedgerAccounts } from '../server/src/services/ledgerHours';
import { users } from '../server/src/db/schema';

export const BRAND = 'lucky-peso';
const DAY_MS = 86_400_000;
/** Balance the member starts with (house → member), so the running balance stays positive. */
const OPENING_CENTS = 100_000_000_00;

export interface Seeded {
  userId: number;
  account: number;
  events: number;
}

/** Every deposit-order event is one of `every` events; the others are bets. */
export async function seedReportsMember(db: Db, bets: number, deposits: number, now: Date): Promise<Seeded> {
  const every = Math.floor((bets + deposits) / deposits);
  const events = deposits * every;
  const ledger = new Ledger(db, () => now);
  const [user] = await db
    .insert(users)
    .values({
      brandId: BRAND,
      merchantCode: 'bench',
      username: `bench${now.getTime()}`,
      passwordHash: 'x',
      createdAt: new Date(now.getTime() - 91 * DAY_MS),
    })
    .returning();
  const account = await ledger.accountId(BRAND, user!.id);
  const house = await ledger.accountId(BRAND, HOUSE_USER_ID);
  const start = now.getTime() - 90 * DAY_MS + 60_000;
  const stepMs = Math.floor((90 * DAY_MS - 120_000) / events);
  const run = (q: ReturnType<typeof sql>) => db.execute(q);

  await run(sql`drop table if exists bench_events`);
  // One row per event, in time order: deposits every `every`-th event, bets between (stake 1.00–50.00, a pay table
  // of 0×, 1× (push), 2×, 3×, 10×), each bet on one of the brand's games.
  await run(sql`create table bench_events as
    with g as (select array_agg(node_id order by node_id) as nodes from games where brand_id = ${BRAND})
    select i, to_timestamp((${start}::bigint + i * ${stepMs}::bigint) / 1000.0) as at,
      i % ${every} = 0 as deposit,
      case (i / ${every}) % 5 when 0 then 'failed' when 1 then 'expired' else 'paid' end as dep_state,
      (100 + (i * 7919) % 9900)::bigint * 100 as dep_amount,
      (100 * (1 + (i * 7919) % 50))::bigint as stake,
      (100 * (1 + (i * 7919) % 50))::bigint * (case when (i * 104729) % 100 < 55 then 0 when (i * 104729) % 100 < 85
        then 1 when (i * 104729) % 100 < 95 then 2 when (i * 104729) % 100 < 99 then 3 else 10 end) as win,
      g.nodes[1 + (i * 31) % array_length(g.nodes, 1)] as node_id
    from generate_series(1, ${events}::bigint) i, g`);
  await run(sql`alter table bench_events add column moves boolean`);
  await run(sql`update bench_events set moves = not deposit or dep_state = 'paid'`);

  const [{ t0, e0 }] = (
    (await db.execute(
      sql`select coalesce((select max(id) from ledger_txns), 0)::bigint as t0, coalesce((select max(id) from ledger_entries), 0)::bigint as e0`,
    )) as unknown as { rows: { t0: string; e0: string }[] }
  ).rows as [{ t0: string; e0: string }];
  const T = sql.raw(String(BigInt(t0) + 1n));
  const E = sql.raw(String(BigInt(e0) + 1n));

  // The opening balance (one txn before every event).
  await run(sql`insert into ledger_txns (id, brand_id, kind, scope, idempotency_key, fingerprint, result, ref, created_at)
    values (${T}, ${BRAND}, 'seed', 'system', ${`bench-seed:${user!.id}`}, 'bench', '{}', ${user!.username},
      to_timestamp(${start - 60_000} / 1000.0))`);
  await run(sql`insert into ledger_entries (id, txn_id, account_id, amount_cents, balance_after_cents) values
    (${E}, ${T}, ${account}, ${OPENING_CENTS}, ${OPENING_CENTS}), (${E} + 1, ${T}, ${house}, ${-OPENING_CENTS}, null)`);

  await run(sql`insert into ledger_txns (id, brand_id, kind, scope, idempotency_key, fingerprint, result, ref, created_at)
    select ${T} + i, ${BRAND}, case when deposit then 'deposit' else 'feed-bet' end, 'system',
      'bench:' || ${user!.id} || ':' || i, 'bench', '{}',
      case when deposit then 'DB' || ${user!.id} || 'X' || i else 'B' || ${user!.id} || 'X' || i end, at
    from bench_events where moves`);
  // Member entries in time order (ids follow time, so the running balance is in time order too), then the house's.
  await run(sql`insert into ledger_entries (id, txn_id, account_id, amount_cents, balance_after_cents)
    select id, txn, ${account}, amount, ${OPENING_CENTS}::bigint + sum(amount) over (order by id) from (
      select ${E} + 2 + 2 * i as id, ${T} + i as txn, case when deposit then dep_amount else -stake end as amount
        from bench_events where moves
      union all
      select ${E} + 3 + 2 * i, ${T} + i, win from bench_events where not deposit and win > 0
    ) m`);
  await run(sql`insert into ledger_entries (id, txn_id, account_id, amount_cents, balance_after_cents)
    select ${E} + 4 + 2 * ${events}::bigint + i, ${T} + i, ${house},
      case when deposit then -dep_amount else stake - win end, null
    from bench_events where moves`);
  await run(sql`update ledger_accounts set balance_cents = (select sum(amount_cents) from ledger_entries where account_id = ${account})
    where id = ${account}`);

  await run(sql`insert into bets (brand_id, user_id, bet_no, node_id, vendor, category, stake_cents, valid_stake_cents,
      win_cents, net_cents, status, source, placed_at, settled_at, txn_id)
    select ${BRAND}, ${user!.id}, 'B' || ${user!.id} || 'X' || e.i, e.node_id, g.vassalage, g.game_type, e.stake,
      case when e.win = e.stake then 0 else e.stake end, e.win, e.win - e.stake, 'settled', 'feed', e.at, e.at,
      ${T} + e.i
    from bench_events e join games g on g.brand_id = ${BRAND} and g.node_id = e.node_id
    where not e.deposit`);
  await run(sql`insert into bet_hours (brand_id, user_id, hour, category, vendor, bet_count, stake_cents,
      valid_stake_cents, win_cents, net_cents)
    select brand_id, user_id, date_trunc('hour', settled_at at time zone 'UTC') at time zone 'UTC', category, vendor,
      count(*), sum(stake_cents), sum(valid_stake_cents), sum(win_cents), sum(net_cents)
    from bets where user_id = ${user!.id} group by 1, 2, 3, 4, 5`);
  await rollUpLedgerAccounts(db, [account]);
  await run(sql`insert into deposit_orders (id, brand_id, user_id, method, channel_id, channel_name, amount_cents,
      fee_cents, pay_amount_cents, state, idempotency_key, fingerprint, created_at, expires_at, decided_at)
    select 'DB' || ${user!.id} || 'X' || i, ${BRAND}, ${user!.id}, case when i % 2 = 0 then 'EWALLET' else 'BANK' end,
      case when i % 2 = 0 then 'GCASH' else 'BANK_INSTAPAY' end, case when i % 2 = 0 then 'GCash' else 'InstaPay' end,
      dep_amount, 0, dep_amount, dep_state, 'bench:' || i, 'bench', at - interval '2 minutes',
      at + interval '13 minutes', at
    from bench_events where deposit`);
  await run(sql`select setval(pg_get_serial_sequence('ledger_txns', 'id'), (select max(id) from ledger_txns))`);
  await run(sql`select setval(pg_get_serial_sequence('ledger_entries', 'id'), (select max(id) from ledger_entries))`);
  await run(sql`drop table bench_events`);
  await run(sql`analyze`);
  return { userId: user!.id, account, events };
}
