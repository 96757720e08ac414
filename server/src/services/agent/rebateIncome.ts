// Agent rebate income: on each settled bet of its team the agent earns valid stake × (its own rate − the rate of
// its direct downline on the way to the bettor), per category: the differential model, so an agent and its
// sub-agents never share out more than the agent's own rate.
import { sql } from 'drizzle-orm';
import type { AgentCategory, AgentRebateIncomeQuery, AgentRebateIncomeReply } from '@common/generated/api';
import { centsToDecimal } from '@common/money';
import type { AppContext } from '../../context';
import type { AgentRef } from './access';
import { isAgentType } from './access';
import { parsePeriod, type Period } from './period';
import { bpsToRate, CATEGORIES, effectiveRates, storedRates } from './rebates';
import { rowsOf } from '../../db/sql';
import { num } from './sqlRows';
import { categoryOf } from './team';

interface ChildIncome {
  userId: number;
  userName: string;
  isAgent: boolean;
  validStakeCents: number;
  incomeCents: number;
}

/** Income per direct downline and per category over the period (whole centavos, rounded down per pair). */
export async function rebateIncomeOf(ctx: AppContext, agent: AgentRef, p: Period) {
  const rows = await rowsOf<{ child: number; username: string; type: number; category: string; valid: unknown }>(
    ctx.db,
    sql`select c.descendant_id as child, u.username, u.type, ${categoryOf(sql`b.category`)} as category,
        sum(b.valid_stake_cents) as valid
      from agent_paths c join users u on u.id = c.descendant_id
      join agent_paths d on d.ancestor_id = c.descendant_id
      join bets b on b.user_id = d.descendant_id
      where c.ancestor_id = ${agent.id} and c.depth = 1 and b.status = 'settled'
        and b.placed_at >= ${p.from} and b.placed_at < ${p.to}
      group by c.descendant_id, u.username, u.type, 4`,
  );
  const own = await effectiveRates(ctx, agent.brandId, agent.id);
  const childRates = await storedRates(ctx.db, [...new Set(rows.map((r) => r.child))]);
  const children = new Map<number, ChildIncome>();
  const categories = new Map<AgentCategory, { validStakeCents: number; incomeCents: number }>(
    CATEGORIES.map((c) => [c, { validStakeCents: 0, incomeCents: 0 }]),
  );
  for (const r of rows) {
    const valid = num(r.valid);
    const category = r.category as AgentCategory;
    const known = categories.get(category);
    const diff = known ? Math.max(0, own[category] - childRates.get(r.child)![category]) : 0;
    const income = Math.floor((valid * diff) / 10000);
    const child = children.get(r.child) ?? {
      userId: r.child,
      userName: r.username,
      isAgent: isAgentType(r.type),
      validStakeCents: 0,
      incomeCents: 0,
    };
    child.validStakeCents += valid;
    child.incomeCents += income;
    children.set(r.child, child);
    if (known) {
      known.validStakeCents += valid;
      known.incomeCents += income;
    }
  }
  return { own, children: [...children.values()], categories };
}

export async function rebateIncome(
  ctx: AppContext,
  agent: AgentRef,
  q: AgentRebateIncomeQuery,
): Promise<AgentRebateIncomeReply> {
  const p = parsePeriod(ctx, agent.brandId, q.startDate, q.endDate);
  const pageNo = q.pageNo ?? 1;
  const pageSize = q.pageSize ?? 20;
  const { own, children, categories } = await rebateIncomeOf(ctx, agent, p);
  children.sort(
    (a, b) => b.incomeCents - a.incomeCents || b.validStakeCents - a.validStakeCents || a.userId - b.userId,
  );
  const sum = (f: (c: ChildIncome) => number) => children.reduce((s, c) => s + f(c), 0);
  return {
    list: children.slice((pageNo - 1) * pageSize, pageNo * pageSize).map((c) => ({
      userId: c.userId,
      userName: c.userName,
      isAgent: c.isAgent,
      validStake: centsToDecimal(c.validStakeCents),
      income: centsToDecimal(c.incomeCents),
    })),
    pageNum: pageNo,
    totalPages: Math.ceil(children.length / pageSize),
    total: children.length,
    validStake: centsToDecimal(sum((c) => c.validStakeCents)),
    income: centsToDecimal(sum((c) => c.incomeCents)),
    categories: CATEGORIES.map((category) => ({
      category,
      rate: bpsToRate(own[category]),
      validStake: centsToDecimal(categories.get(category)!.validStakeCents),
      income: centsToDecimal(categories.get(category)!.incomeCents),
    })),
  };
}
