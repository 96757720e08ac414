// The agent view of the transaction record: the wallet accounts of the agent's whole team.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/sql';

/** Longest upline chain followed (a guard against a cycle in bad data). */
const MAX_TEAM_DEPTH = 64;

/** The wallet accounts of every member below the agent (users.upline_id, all levels), with their user names. */
export async function teamAccounts(db: Db, brandId: string, agentId: number): Promise<Map<number, string>> {
  const rows = await rowsOf<{ account: number; username: string }>(
    db,
    sql`with recursive team(id, depth) as (
          select id, 1 from users where upline_id = ${agentId} and brand_id = ${brandId}
          union all
          select u.id, team.depth + 1 from users u join team on u.upline_id = team.id
          where team.depth < ${MAX_TEAM_DEPTH} and u.id <> ${agentId}
        )
        select a.id as account, u.username from ledger_accounts a
        join users u on u.id = a.user_id
        where a.brand_id = ${brandId} and a.kind = 'member' and a.user_id in (select id from team)`,
  );
  return new Map(rows.map((r) => [Number(r.account), r.username]));
}
