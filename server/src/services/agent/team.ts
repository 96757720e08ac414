// SQL pieces shared by the team queries: "the team" is every member below the agent in agent_paths (depth ≥ 1).
import { rebateCategorySql } from '../records/rebateCategorySql';
import { sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';

/** Minutes of activity (a sign-in or a bet) that make a member with a live session count as online. */
export const ONLINE_MINUTES = 15;

/** The ids of the agent's whole team, as a sub-select. */
export const teamIds = (agentId: number): SQL =>
  sql`(select descendant_id from agent_paths where ancestor_id = ${agentId} and depth > 0)`;

/**
 * Whether the member (a column or id expression) is online now: a live session that signed in, or a bet placed, in
 * the last ONLINE_MINUTES. Sessions carry no last-seen time, so activity is read from sign-ins and bets.
 */
export function onlineNow(ctx: AppContext, userId: SQL): SQL {
  const now = ctx.clock();
  const since = new Date(now.getTime() - ONLINE_MINUTES * 60_000);
  return sql`exists (select 1 from sessions s where s.user_id = ${userId} and s.revoked_at is null
    and s.expires_at > ${now} and (s.created_at > ${since}
      or exists (select 1 from bets ob where ob.user_id = ${userId} and ob.placed_at > ${since})))`;
}

/**
 * Brand-local day of a timestamp column, "YYYY-MM-DD". The zone is an inline literal (an IANA name from the brand
 * file, checked here), so the same expression in SELECT and GROUP BY is textually equal.
 */
export function dayOf(column: SQL, timeZone: string): SQL {
  if (!/^[A-Za-z0-9_+\-/]+$/.test(timeZone)) throw new Error(`not a time zone name: ${timeZone}`);
  return sql`to_char(${column} at time zone '${sql.raw(timeZone)}', 'YYYY-MM-DD')`;
}

/**
 * A bet's category as the agent centre names it (the rebate categories: lottery, slots, fish, live, sports, esports,
 * poker): bets store the game type (RNG for slots), mapped by the one map of common/betCategories.ts.
 */
export const categoryOf = (column: SQL): SQL => sql`coalesce(${rebateCategorySql(column)}, lower(${column}))`;

/** Sums of settled bets (SQL select list): count, bettors, stake, valid stake, win and the members' profit. */
export const settledSums = (b: string): SQL =>
  sql.raw(`count(*) filter (where ${b}.status = 'settled') as bet_count,
    count(distinct ${b}.user_id) filter (where ${b}.status = 'settled') as bettors,
    coalesce(sum(${b}.stake_cents) filter (where ${b}.status = 'settled'), 0) as stake,
    coalesce(sum(${b}.valid_stake_cents) filter (where ${b}.status = 'settled'), 0) as valid_stake,
    coalesce(sum(${b}.win_cents) filter (where ${b}.status = 'settled'), 0) as win,
    coalesce(sum(${b}.net_cents) filter (where ${b}.status = 'settled'), 0) as pnl`);

export interface SumsRow {
  bet_count: unknown;
  bettors: unknown;
  stake: unknown;
  valid_stake: unknown;
  win: unknown;
  pnl: unknown;
}
