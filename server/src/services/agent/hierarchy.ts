// The agent hierarchy: users.upline_id is the tree, agent_paths its closure (every ancestor at every depth, and a
// depth-0 row per member). Registration and opening an account add a leaf; the seed rebuilds a brand at once.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agentDefaults, agentPaths, users } from '../../db/schema';
import type { Tx } from '../ledger';
import { NON_AGENT_TYPES } from '../accounts';
import { rowsOf } from '../../db/sql';
import { num } from './sqlRows';

/** Longest upline chain followed when rebuilding (a guard against a cycle in bad data). */
const MAX_DEPTH = 64;

/** The brand's default agent (agent_defaults), when it is still an active account. */
export async function defaultAgentId(db: Db | Tx, brandId: string): Promise<number | null> {
  const rows = await db
    .select({ id: users.id })
    .from(agentDefaults)
    .innerJoin(users, eq(users.id, agentDefaults.agentId))
    .where(and(eq(agentDefaults.brandId, brandId), eq(users.disabled, false)));
  return rows[0]?.id ?? null;
}

/** Adds a new member below its upline: a copy of the upline's paths one level deeper, and its own depth-0 row. */
export async function addToHierarchy(db: Db | Tx, userId: number, uplineId: number | null): Promise<void> {
  const own = sql`select ${userId}::int, ${userId}::int, 0`;
  const above =
    uplineId === null
      ? sql``
      : sql` union all select ${uplineId}::int, ${userId}::int, 1
             union all select ancestor_id, ${userId}::int, depth + 1 from agent_paths
             where descendant_id = ${uplineId} and depth > 0`;
  await db.execute(
    sql`insert into agent_paths (ancestor_id, descendant_id, depth) ${own}${above} on conflict do nothing`,
  );
}

/** Rebuilds the closure of every non-trial member of the brand from users.upline_id (one statement). */
export async function rebuildHierarchy(db: Db | Tx, brandId: string): Promise<void> {
  await db.execute(
    sql`delete from agent_paths where descendant_id in (select id from users where brand_id = ${brandId})`,
  );
  await db.execute(sql`
    insert into agent_paths (ancestor_id, descendant_id, depth)
    with recursive p(ancestor_id, descendant_id, depth) as (
      select id, id, 0 from users where brand_id = ${brandId} and not is_trial
      union all
      select u.upline_id, p.descendant_id, p.depth + 1 from p join users u on u.id = p.ancestor_id
      where u.upline_id is not null and p.depth < ${MAX_DEPTH}
    )
    select ancestor_id, descendant_id, min(depth) from p group by ancestor_id, descendant_id
    on conflict do nothing`);
}

/** How far below the agent the user is (1 = direct downline), or undefined when not in its team. */
export async function depthBelow(db: Db | Tx, agentId: number, userId: number): Promise<number | undefined> {
  const rows = await db
    .select({ depth: agentPaths.depth })
    .from(agentPaths)
    .where(and(eq(agentPaths.ancestorId, agentId), eq(agentPaths.descendantId, userId)));
  const depth = rows[0]?.depth;
  return depth !== undefined && depth > 0 ? depth : undefined;
}

/** The agent's level: how many agents (itself included) are on its upline chain; 1 = a top agent. */
export async function agentLevel(db: Db | Tx, userId: number): Promise<number> {
  const rows = await rowsOf<{ n: unknown }>(
    db,
    sql`select count(*) as n from agent_paths p join users u on u.id = p.ancestor_id
        where p.descendant_id = ${userId} and u.type not in (${sql.join(
          NON_AGENT_TYPES.map((t) => sql`${t}`),
          sql`, `,
        )})`,
  );
  return Math.max(1, num(rows[0]?.n));
}

/** The user's direct upline, or null. */
export async function uplineOf(db: Db | Tx, userId: number): Promise<number | null> {
  const rows = await db.select({ uplineId: users.uplineId }).from(users).where(eq(users.id, userId));
  return rows[0]?.uplineId ?? null;
}
