// Team overview: the whole team's size, new members, settled bets, deposits, paid withdrawals and the agent's rebate
// income for a period.
import { sql } from 'drizzle-orm';
import type { AgentTeamOverviewQuery, AgentTeamOverviewReply } from '@common/generated/api';
import { centsToDecimal } from '@common/money';
import type { AppContext } from '../../context';
import type { AgentRef } from './access';
import { teamOnlineCount } from './kpi';
import { parsePeriod } from './period';
import { teamBetsFrom } from './pnl';
import { rebateIncomeOf } from './rebateIncome';
import { rowsOf } from '../../db/sql';
import { num } from './sqlRows';
import { pnlTotals } from './sums';
import { settledSums, teamIds, type SumsRow } from './team';
import { NON_AGENT_TYPES } from '../accounts';

export async function teamOverview(
  ctx: AppContext,
  agent: AgentRef,
  q: AgentTeamOverviewQuery,
): Promise<AgentTeamOverviewReply> {
  const p = parsePeriod(ctx, agent.brandId, q.startDate, q.endDate);
  const nonAgent = sql.join(
    NON_AGENT_TYPES.map((t) => sql`${t}`),
    sql`, `,
  );
  const [size] = await rowsOf<{ team: unknown; direct: unknown; agents: unknown; fresh: unknown }>(
    ctx.db,
    sql`select count(*) as team, count(*) filter (where ap.depth = 1) as direct,
        count(*) filter (where u.type not in (${nonAgent})) as agents,
        count(*) filter (where u.created_at >= ${p.from} and u.created_at < ${p.to}) as fresh
      from agent_paths ap join users u on u.id = ap.descendant_id where ap.ancestor_id = ${agent.id} and ap.depth > 0`,
  );
  const [bets] = await rowsOf<SumsRow>(ctx.db, sql`select ${settledSums('b')} ${teamBetsFrom(agent.id, p)}`);
  const [deposits] = await rowsOf<{ n: unknown; people: unknown; cents: unknown }>(
    ctx.db,
    sql`select count(distinct t.id) as n, count(distinct la.user_id) as people, coalesce(sum(e.amount_cents), 0) as cents
      from ledger_txns t join ledger_entries e on e.txn_id = t.id
      join ledger_accounts la on la.id = e.account_id and la.kind = 'member'
      where t.brand_id = ${agent.brandId} and t.kind = 'deposit' and la.user_id in ${teamIds(agent.id)}
        and t.created_at >= ${p.from} and t.created_at < ${p.to}`,
  );
  const [withdrawals] = await rowsOf<{ cents: unknown }>(
    ctx.db,
    sql`select coalesce(sum(w.amount_cents), 0) as cents from withdrawals w
      where w.user_id in ${teamIds(agent.id)} and w.state = 'paid'
        and w.decided_at >= ${p.from} and w.decided_at < ${p.to}`,
  );
  const income = await rebateIncomeOf(ctx, agent, p);
  return {
    teamSize: num(size?.team),
    directCount: num(size?.direct),
    agentCount: num(size?.agents),
    newMembers: num(size?.fresh),
    onlineCount: await teamOnlineCount(ctx, agent.id),
    bets: pnlTotals(bets),
    depositCount: num(deposits?.n),
    depositors: num(deposits?.people),
    deposits: centsToDecimal(num(deposits?.cents)),
    withdrawals: centsToDecimal(num(withdrawals?.cents)),
    rebateIncome: centsToDecimal(income.children.reduce((s, c) => s + c.incomeCents, 0)),
  };
}
