// Team KPI (SPEC §3 team footer stats): who of the team signed in, bet and registered in a period, and who is online.
import { sql } from 'drizzle-orm';
import type { AgentTeamFooter, AgentTeamKpiQuery, AgentTeamKpiReply } from '@common/generated/api';
import type { AppContext } from '../../context';
import type { AgentRef } from './access';
import { nextDay, parsePeriod, type Period } from './period';
import { rowsOf } from '../../db/sql';
import { num } from './sqlRows';
import { dayOf, onlineNow, teamIds } from './team';

type DayCounts = Omit<AgentTeamFooter, 'teamOnlineCount'>;

/** Team members online now. */
export async function teamOnlineCount(ctx: AppContext, agentId: number): Promise<number> {
  const rows = await rowsOf<{ n: unknown }>(
    ctx.db,
    sql`select count(*) as n from ${teamIds(agentId)} t(id) where ${onlineNow(ctx, sql`t.id`)}`,
  );
  return num(rows[0]?.n);
}

/** Sign-ins, bettors and registrations of the team in the period, per brand-local day and in total. */
async function counts(ctx: AppContext, agentId: number, p: Period) {
  const day = (col: string) => dayOf(sql.raw(col), p.timeZone);
  const rows = await rowsOf<{ kind: string; day: string | null; n: unknown }>(
    ctx.db,
    sql`select 'login' as kind, ${day('s.created_at')} as day, count(distinct s.user_id) as n from sessions s
          where s.user_id in ${teamIds(agentId)} and s.created_at >= ${p.from} and s.created_at < ${p.to}
          group by grouping sets ((${day('s.created_at')}), ())
        union all
        select 'bet', ${day('b.placed_at')}, count(distinct b.user_id) from bets b
          where b.user_id in ${teamIds(agentId)} and b.status <> 'void'
            and b.placed_at >= ${p.from} and b.placed_at < ${p.to}
          group by grouping sets ((${day('b.placed_at')}), ())
        union all
        select 'register', ${day('u.created_at')}, count(*) from users u
          where u.id in ${teamIds(agentId)} and u.created_at >= ${p.from} and u.created_at < ${p.to}
          group by grouping sets ((${day('u.created_at')}), ())`,
  );
  const total: DayCounts = { teamLoginMemberCount: 0, teamBetMemberCount: 0, teamRegisterMemberCount: 0 };
  const byDay = new Map<string, DayCounts>();
  const key = {
    login: 'teamLoginMemberCount',
    bet: 'teamBetMemberCount',
    register: 'teamRegisterMemberCount',
  } as const;
  for (const r of rows) {
    const field = key[r.kind as keyof typeof key];
    if (r.day === null) {
      total[field] = num(r.n);
      continue;
    }
    const entry = byDay.get(r.day) ?? { teamLoginMemberCount: 0, teamBetMemberCount: 0, teamRegisterMemberCount: 0 };
    entry[field] = num(r.n);
    byDay.set(r.day, entry);
  }
  return { total, byDay };
}

export async function teamKpi(ctx: AppContext, agent: AgentRef, q: AgentTeamKpiQuery): Promise<AgentTeamKpiReply> {
  const p = parsePeriod(ctx, agent.brandId, q.startDate, q.endDate);
  const { total, byDay } = await counts(ctx, agent.id, p);
  const footer = { ...total, teamOnlineCount: await teamOnlineCount(ctx, agent.id) };
  const days: string[] = [];
  for (let d = p.startDate; d <= p.endDate; d = nextDay(d)) days.push(d);
  const size = q.size ?? 0;
  const list = days
    .reverse()
    .slice(0, size)
    .map((date) => ({
      date,
      ...(byDay.get(date) ?? { teamLoginMemberCount: 0, teamBetMemberCount: 0, teamRegisterMemberCount: 0 }),
    }));
  return { footer, list };
}
