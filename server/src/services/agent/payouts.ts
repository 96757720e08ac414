// Agent earnings are paid (issue 33; docs/agent-centre.md, "Payouts"). A settlement finds, for every brand, the periods
// that are over and not paid yet, computes each with the functions the agent centre's reports use (contractAmounts
// for daily salary, hourly salary and dividends, rebateIncomeOf for rebate income) and pays it once (payoutSettle.ts).
// It runs every hour through services/jobs.ts, once per tick however many instances run; a settlement run twice, or
// two at once, still pays a period once (the payout row's unique index and the ledger key).
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { AgentContractKind, AgentContractTerms } from '@common/generated/api';
import type { AppContext } from '../../context';
import { agentContracts, agentPayouts, users } from '../../db/schema';
import { rowsOf } from '../../db/sql';
import { scheduleJob } from '../jobs';
import { hasContracts, isAgentType } from './access';
import { contractAmounts, contractPeriods } from './contractReport';
import { isDue, periodLabel, settlementWindow, type EarningKind } from './payoutPeriods';
import { payEarning, type Earning } from './payoutSettle';
import { localDayStart, nextDay, timeZoneOf, type Period } from './period';
import { rebateIncomeOf } from './rebateIncome';
import { dayOf } from './team';

export const AGENT_PAYOUT_JOB = 'agent-payouts';
export const AGENT_PAYOUT_EVERY_MS = 3_600_000;

export interface PayoutResult {
  /** Periods settled by this run (paid, or owing nothing). */
  settled: number;
  /** Of those, the ones that moved money, and how much. */
  paid: number;
  paidCents: number;
}

type Settled = Set<string>;
const settledKey = (agentId: number, kind: string, period: string) => `${agentId}|${kind}|${period}`;

/** Settles every brand's due periods as of `tick` (the job's tick). */
export async function settleAgentPayouts(ctx: AppContext, tick: Date): Promise<PayoutResult> {
  const result: PayoutResult = { settled: 0, paid: 0, paidCents: 0 };
  // One brand's or one period's failure does not hold up the others; the run still fails (job_runs), and the next
  // tick tries what is left again.
  const failures: unknown[] = [];
  for (const brandId of ctx.brands.keys()) {
    try {
      const window = settlementWindow(tick, timeZoneOf(ctx, brandId));
      const done = await settledPeriods(ctx, brandId, window);
      const due = [
        ...(await contractEarnings(ctx, brandId, window, tick, done)),
        ...(await rebateEarnings(ctx, brandId, window, tick, done)),
      ];
      for (const e of due) {
        try {
          if (!(await payEarning(ctx, e))) continue;
        } catch (error) {
          failures.push(error);
          continue;
        }
        result.settled += 1;
        if (e.amountCents > 0) {
          result.paid += 1;
          result.paidCents += e.amountCents;
        }
      }
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length) throw new AggregateError(failures, `${failures.length} agent payout(s) failed`);
  return result;
}

/** The periods of the window already settled (skipped before anything is computed). */
async function settledPeriods(ctx: AppContext, brandId: string, window: Period): Promise<Settled> {
  const rows = await ctx.db
    .select({ agentId: agentPayouts.agentId, kind: agentPayouts.kind, period: agentPayouts.period })
    .from(agentPayouts)
    .where(and(eq(agentPayouts.brandId, brandId), gt(agentPayouts.periodEnd, window.from)));
  return new Set(rows.map((r) => settledKey(r.agentId, r.kind, r.period)));
}

/**
 * Salary and dividend periods of each agent's accepted contract (the latest, as the report reads it): a period is
 * paid when it ended after the contract was accepted; the contract in force when it is settled decides its amount.
 */
async function contractEarnings(
  ctx: AppContext,
  brandId: string,
  window: Period,
  tick: Date,
  done: Settled,
): Promise<Earning[]> {
  const rows = await ctx.db
    .select({ c: agentContracts, type: users.type })
    .from(agentContracts)
    .innerJoin(users, eq(users.id, agentContracts.agentId))
    .where(and(eq(agentContracts.brandId, brandId), eq(agentContracts.status, 'accepted')))
    .orderBy(desc(agentContracts.decidedAt), desc(agentContracts.id));
  const seen = new Set<string>();
  const out: Earning[] = [];
  for (const { c, type } of rows) {
    const kind = c.kind as AgentContractKind;
    if (seen.has(`${c.agentId}|${kind}`) || !c.decidedAt) continue;
    seen.add(`${c.agentId}|${kind}`);
    if (!hasContracts({ id: c.agentId, brandId, type, username: '' })) continue;
    const terms = c.terms as AgentContractTerms;
    const accepted = c.decidedAt.getTime();
    const open = (end: Date, start: Date) =>
      isDue(end, tick) &&
      end.getTime() > accepted &&
      !done.has(settledKey(c.agentId, kind, periodLabel(kind, start, window.timeZone)));
    if (!contractPeriods(kind, terms, window).some((p) => open(p.end, p.start))) continue;
    for (const a of await contractAmounts(ctx, c.agentId, kind, terms, window)) {
      if (!open(a.end, a.start)) continue;
      out.push({
        brandId,
        agentId: c.agentId,
        kind,
        start: a.start,
        end: a.end,
        amountCents: a.amountCents,
        validStakeCents: a.validStakeCents,
        contract: { id: c.id, tier: a.tier, activeMembers: a.activeMembers, teamPnlCents: a.teamPnlCents },
      });
    }
  }
  return out;
}

/** Rebate income per brand-local day, for every agent above a member who placed a settled bet that day. */
async function rebateEarnings(
  ctx: AppContext,
  brandId: string,
  window: Period,
  tick: Date,
  done: Settled,
): Promise<Earning[]> {
  const kind: EarningKind = 'rebate';
  const day = dayOf(sql`b.placed_at`, window.timeZone);
  const candidates = await rowsOf<{ agent: number; type: number; username: string; day: string }>(
    ctx.db,
    sql`select distinct p.ancestor_id as agent, u.type, u.username, ${day} as day
      from bets b join agent_paths p on p.descendant_id = b.user_id and p.depth > 0
      join users u on u.id = p.ancestor_id
      where b.brand_id = ${brandId} and b.status = 'settled' and b.settled_at >= ${window.from}
        and b.placed_at >= ${window.from} and b.placed_at < ${window.to}`,
  );
  const out: Earning[] = [];
  for (const r of candidates) {
    const agentId = Number(r.agent);
    const start = localDayStart(r.day, window.timeZone);
    const end = localDayStart(nextDay(r.day), window.timeZone);
    if (!isAgentType(Number(r.type)) || !isDue(end, tick) || done.has(settledKey(agentId, kind, r.day))) continue;
    const agent = { id: agentId, brandId, type: Number(r.type), username: r.username };
    const period: Period = { from: start, to: end, startDate: r.day, endDate: r.day, timeZone: window.timeZone };
    const { children } = await rebateIncomeOf(ctx, agent, period);
    out.push({
      brandId,
      agentId,
      kind,
      start,
      end,
      amountCents: children.reduce((sum, c) => sum + c.incomeCents, 0),
      validStakeCents: children.reduce((sum, c) => sum + c.validStakeCents, 0),
    });
  }
  return out;
}

/** Settles every hour, once per tick across instances (services/jobs.ts); the function returned stops it. */
export function startAgentPayouts(ctx: AppContext, everyMs = AGENT_PAYOUT_EVERY_MS): () => Promise<void> {
  return scheduleJob(ctx, AGENT_PAYOUT_JOB, everyMs, (tick) => settleAgentPayouts(ctx, tick));
}
