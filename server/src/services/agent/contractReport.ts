// What an accepted contract pays over a period, from the team's settled bets: per day (daily salary), per hour
// (hourly salary) or per contract period (dividend: a share of the team's net loss).
import { AGENT_HOURLY_MAX_DAYS } from '@common/agentPeriod';
import { sql } from 'drizzle-orm';
import type {
  AgentContractKind,
  AgentContractReportQuery,
  AgentContractReportReply,
  AgentContractTerms,
} from '@common/generated/api';
import { centsToDecimal } from '@common/money';
import type { AppContext } from '../../context';
import type { AgentRef } from './access';
import { amountFor, tierReached } from './contractTerms';
import { assertContracts, contractView, ownContract } from './contracts';
import { localDayStart, nextDay, parsePeriod, type Period } from './period';
import { rowsOf } from '../../db/sql';
import { num } from './sqlRows';
import { teamIds } from './team';

const HOUR_MS = 3_600_000;

interface Bucket {
  start: Date;
  end: Date;
}

const addDays = (day: string, n: number) => {
  let d = day;
  for (let i = 0; i < n; i++) d = nextDay(d);
  return d;
};

/** The first day of the dividend period holding `day`. */
function periodStart(day: string, period: NonNullable<AgentContractTerms['period']>): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  if (period === 'month') return `${day.slice(0, 8)}01`;
  if (period === 'half_month') return `${day.slice(0, 8)}${d < 16 ? '01' : '16'}`;
  const weekday = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7; // Monday 0
  return new Date(Date.UTC(y, m - 1, d - weekday)).toISOString().slice(0, 10);
}

/** The first day of the next dividend period. */
function periodNext(start: string, period: NonNullable<AgentContractTerms['period']>): string {
  if (period === 'week') return addDays(start, 7);
  const [y, m, d] = start.split('-').map(Number) as [number, number, number];
  if (period === 'half_month' && d === 1) return `${start.slice(0, 8)}16`;
  return new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
}

/** The days, hours or dividend periods of the contract that `p` touches (a dividend period may reach past it). */
export function contractPeriods(kind: AgentContractKind, terms: AgentContractTerms, p: Period): Bucket[] {
  const out: Bucket[] = [];
  if (kind === 'hourly') {
    for (let t = p.from.getTime(); t < p.to.getTime(); t += HOUR_MS)
      out.push({ start: new Date(t), end: new Date(t + HOUR_MS) });
  } else if (kind === 'daily') {
    for (let d = p.startDate; d <= p.endDate; d = nextDay(d))
      out.push({ start: localDayStart(d, p.timeZone), end: localDayStart(nextDay(d), p.timeZone) });
  } else {
    const period = terms.period ?? 'month';
    for (let d = periodStart(p.startDate, period); d <= p.endDate; d = periodNext(d, period))
      out.push({ start: localDayStart(d, p.timeZone), end: localDayStart(periodNext(d, period), p.timeZone) });
  }
  return out;
}

/** One period of a contract with the team's figures and what it pays (centavos). */
export interface ContractPeriodAmount {
  start: Date;
  end: Date;
  validStakeCents: number;
  activeMembers: number;
  teamPnlCents: number;
  tier: number;
  amountCents: number;
}

/**
 * What the terms pay for each day, hour or dividend period of `p`, from the team's settled bets (placed in the
 * period). The report shows it; the payouts (payoutSettle.ts) pay it.
 */
export async function contractAmounts(
  ctx: AppContext,
  agentId: number,
  kind: AgentContractKind,
  terms: AgentContractTerms,
  p: Period,
): Promise<ContractPeriodAmount[]> {
  const list = contractPeriods(kind, terms, p);
  const values = sql.join(
    list.map((b, i) => sql`(${i}::int, ${b.start}::timestamptz, ${b.end}::timestamptz)`),
    sql`, `,
  );
  const sums = await rowsOf<{ i: number; valid: unknown; active: unknown; pnl: unknown }>(
    ctx.db,
    sql`select k.i, sum(b.valid_stake_cents) as valid, count(distinct b.user_id) as active, sum(b.net_cents) as pnl
      from (values ${values}) as k(i, s, e)
      join bets b on b.placed_at >= k.s and b.placed_at < k.e
      where b.user_id in ${teamIds(agentId)} and b.status = 'settled'
      group by k.i`,
  );
  const byIndex = new Map(sums.map((s) => [Number(s.i), s]));
  return list.map((b, i) => {
    const s = byIndex.get(i);
    const validStakeCents = num(s?.valid);
    const activeMembers = num(s?.active);
    const teamPnlCents = num(s?.pnl);
    const tier = tierReached(terms, validStakeCents, activeMembers);
    const amountCents = amountFor(kind, terms, tier, teamPnlCents);
    return { start: b.start, end: b.end, validStakeCents, activeMembers, teamPnlCents, tier, amountCents };
  });
}

export async function contractReport(
  ctx: AppContext,
  agent: AgentRef,
  q: AgentContractReportQuery,
): Promise<AgentContractReportReply> {
  assertContracts(agent);
  const p = parsePeriod(
    ctx,
    agent.brandId,
    q.startDate,
    q.endDate,
    q.kind === 'hourly' ? AGENT_HOURLY_MAX_DAYS : undefined,
  );
  const own = await ownContract(ctx, agent.id, q.kind);
  if (!own) return { kind: q.kind, rows: [], total: '0.00' };
  const amounts = await contractAmounts(ctx, agent.id, q.kind, own.terms as AgentContractTerms, p);
  const rows = amounts.map((a) => ({
    periodStart: a.start.getTime(),
    periodEnd: a.end.getTime(),
    validStake: centsToDecimal(a.validStakeCents),
    activeMembers: a.activeMembers,
    teamPnl: centsToDecimal(a.teamPnlCents),
    tier: a.tier,
    amount: centsToDecimal(a.amountCents),
  }));
  const total = amounts.reduce((sum, a) => sum + a.amountCents, 0);
  return { kind: q.kind, contract: await contractView(ctx, own), rows: rows.reverse(), total: centsToDecimal(total) };
}
