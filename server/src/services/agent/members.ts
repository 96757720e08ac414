// Team management (AGEDOWNMAN3): the downline of the agent or of an agent in its team, or a search of the whole team.
import { sql, type SQL } from 'drizzle-orm';
import type { AgentTeamMember, AgentTeamMembersQuery, AgentTeamMembersReply } from '@common/generated/api';
import { centsToDecimal } from '@common/money';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import type { AgentRef } from './access';
import { isAgentType } from './access';
import { AGENT_FAIL } from './failures';
import { depthBelow } from './hierarchy';
import { rowsOf } from '../../db/sql';
import { num } from './sqlRows';
import { onlineNow } from './team';
import { excludedNow } from '../responsiblePlay/exclusion';

interface MemberRow {
  id: number;
  username: string;
  nickname: string | null;
  type: number;
  depth: number;
  upline_name: string | null;
  direct_count: unknown;
  team_size: unknown;
  online: boolean;
  excluded: boolean;
  balance: unknown;
  created_at: Date | string;
  last_login_at: Date | string | null;
}

const ms = (d: Date | string) => new Date(d).getTime();

/** A LIKE pattern matching the text anywhere, with the pattern characters escaped. */
export const containsPattern = (text: string) =>
  `%${text
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Team members of the agent matching `where` (page of rows and total), each with its counts, balance and state. */
export async function memberRows(ctx: AppContext, agentId: number, where: SQL, limit: number, offset: number) {
  const base = sql`from agent_paths ap join users u on u.id = ap.descendant_id left join users up on up.id = u.upline_id
    where ap.ancestor_id = ${agentId} and ap.depth > 0 and ${where}`;
  const rows = await rowsOf<MemberRow>(
    ctx.db,
    sql`select u.id, u.username, u.nickname, u.type, ap.depth, up.username as upline_name, u.created_at,
      u.last_login_at,
      (select count(*) from agent_paths c where c.ancestor_id = u.id and c.depth = 1) as direct_count,
      (select count(*) from agent_paths c where c.ancestor_id = u.id and c.depth > 0) as team_size,
      ${onlineNow(ctx, sql`u.id`)} as online,
      ${excludedNow(ctx.clock(), sql`u.id`)} as excluded,
      (select coalesce(sum(e.amount_cents), 0) from ledger_accounts la join ledger_entries e on e.account_id = la.id
        where la.brand_id = u.brand_id and la.kind = 'member' and la.user_id = u.id) as balance
      ${base} order by u.created_at desc, u.id desc limit ${limit} offset ${offset}`,
  );
  const [total] = await rowsOf<{ n: unknown }>(ctx.db, sql`select count(*) as n ${base}`);
  return { list: rows.map(toMember), total: num(total?.n) };
}

function toMember(r: MemberRow): AgentTeamMember {
  return {
    id: r.id,
    userName: r.username,
    ...(r.nickname ? { nickname: r.nickname } : {}),
    type: r.type,
    isAgent: isAgentType(r.type),
    depth: r.depth,
    uplineName: r.upline_name ?? '',
    directCount: num(r.direct_count),
    teamSize: num(r.team_size),
    online: r.online === true,
    excluded: r.excluded === true,
    balance: centsToDecimal(num(r.balance)),
    regDate: ms(r.created_at),
    ...(r.last_login_at ? { lastLoginAt: ms(r.last_login_at) } : {}),
  };
}

/** The chain from the agent down to `parentId` (both included), top first. */
async function pathTo(db: Db, agentId: number, parentId: number) {
  return rowsOf<{ id: number; userName: string }>(
    db,
    sql`select a.ancestor_id as id, u.username as "userName" from agent_paths a
      join agent_paths b on b.ancestor_id = ${agentId} and b.descendant_id = a.ancestor_id
      join users u on u.id = a.ancestor_id
      where a.descendant_id = ${parentId} order by a.depth desc`,
  );
}

export async function teamMembers(
  ctx: AppContext,
  agent: AgentRef,
  q: AgentTeamMembersQuery,
): Promise<AgentTeamMembersReply> {
  const pageNo = q.pageNo ?? 1;
  const pageSize = q.pageSize ?? 20;
  const parentId = q.parentId ?? agent.id;
  if (parentId !== agent.id && !(await depthBelow(ctx.db, agent.id, parentId))) throw AGENT_FAIL.notFound();
  const keyword = q.keyword?.trim();
  const scope = keyword
    ? sql`(lower(u.username) like ${containsPattern(keyword)} or lower(coalesce(u.nickname, '')) like ${containsPattern(keyword)})`
    : sql`u.upline_id = ${parentId}`;
  const where = q.onlineOnly ? sql`${scope} and ${onlineNow(ctx, sql`u.id`)}` : scope;
  const { list, total } = await memberRows(ctx, agent.id, where, pageSize, (pageNo - 1) * pageSize);
  return {
    list,
    pageNum: pageNo,
    totalPages: Math.ceil(total / pageSize),
    total,
    path: await pathTo(ctx.db, agent.id, keyword ? agent.id : parentId),
  };
}
