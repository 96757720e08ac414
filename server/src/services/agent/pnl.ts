// Team profit and loss: the team's settled bets of a period by member or by day. Every figure is a sum of the
// members' own bets rows, so it equals what each member's own profit-and-loss screen shows.
import { sql, type SQL } from 'drizzle-orm';
import type { AgentTeamPnlQuery, AgentTeamPnlReply } from '@common/generated/api';
import type { AppContext } from '../../context';
import type { AgentRef } from './access';
import { containsPattern } from './members';
import { parsePeriod, type Period } from './period';
import { rowsOf } from '../../db/sql';
import { num } from './sqlRows';
import { pnlTotals } from './sums';
import { dayOf, settledSums, teamIds, type SumsRow } from './team';

/** The team's settled bets of the period (optionally of members whose name contains `keyword`), as a FROM clause. */
export function teamBetsFrom(agentId: number, p: Period, keyword?: string): SQL {
  const named = keyword ? sql` and lower(u.username) like ${containsPattern(keyword)}` : sql``;
  return sql`from bets b join users u on u.id = b.user_id
    where b.user_id in ${teamIds(agentId)} and b.status = 'settled'
      and b.placed_at >= ${p.from} and b.placed_at < ${p.to}${named}`;
}

export async function teamPnl(ctx: AppContext, agent: AgentRef, q: AgentTeamPnlQuery): Promise<AgentTeamPnlReply> {
  const p = parsePeriod(ctx, agent.brandId, q.startDate, q.endDate);
  const pageNo = q.pageNo ?? 1;
  const pageSize = q.pageSize ?? 20;
  const from = teamBetsFrom(agent.id, p, q.keyword?.trim() || undefined);
  const byDay = q.groupBy === 'day';
  const key = byDay ? dayOf(sql`b.placed_at`, p.timeZone) : sql`u.username`;
  const group = byDay ? sql`group by ${key}` : sql`group by b.user_id, u.username`;
  const order = byDay ? sql`order by key desc` : sql`order by stake desc, u.username`;
  const [rows, [totals], [groups]] = await Promise.all([
    rowsOf<SumsRow & { key: string; user_id?: number }>(
      ctx.db,
      sql`select ${key} as key, ${byDay ? sql`null` : sql`b.user_id`} as user_id, ${settledSums('b')}
        ${from} ${group} ${order} limit ${pageSize} offset ${(pageNo - 1) * pageSize}`,
    ),
    rowsOf<SumsRow>(ctx.db, sql`select ${settledSums('b')} ${from}`),
    rowsOf<{ n: unknown }>(ctx.db, sql`select count(distinct ${byDay ? key : sql`b.user_id`}) as n ${from}`),
  ]);
  const total = num(groups?.n);
  return {
    list: rows.map((r) => ({
      key: r.key,
      ...(r.user_id ? { userId: Number(r.user_id) } : {}),
      ...pnlTotals(r),
    })),
    totals: pnlTotals(totals),
    pageNum: pageNo,
    totalPages: Math.ceil(total / pageSize),
    total,
  };
}
