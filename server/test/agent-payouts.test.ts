// Agent earnings are paid (issue 33; services/agent/payouts.ts) over the seeded demo team: every period that is over
// pays what the agent centre's reports compute for it, once, through the ledger as cash, with an inbox message; a
// period not over yet pays nothing; the team figures still reconcile with the payouts. Runs on PGlite and PostgreSQL.
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type {
  AgentContractReportReply,
  AgentRebateIncomeReply,
  AgentTeamMembersReply,
  AgentTeamOverviewReply,
  WithdrawInfoReply,
} from '@common/generated/api';
import { agentPayouts, inboxMessages, ledgerEntries, ledgerTxns } from '../src/db/schema';
import { runOnce, tickOf } from '../src/services/jobs';
import { AGENT_PAYOUT_EVERY_MS, AGENT_PAYOUT_JOB, settleAgentPayouts } from '../src/services/agent/payouts';
import { SETTLE_LAG_MS } from '../src/services/agent/payoutPeriods';
import { localDay } from '../src/services/agent/period';
import { BONUS_KINDS, EARNED_KINDS } from '../src/services/wallet/turnover';
import { startServer, type TestServer } from './harness';
import { as, BRAND, cents, seedTeam, userId } from './agent-support';

const TZ = 'Asia/Manila';
let s: TestServer;
let agent: Awaited<ReturnType<typeof as>>;
let agentId: number;
let tick: Date;

beforeAll(async () => {
  s = await startServer();
  await seedTeam(s);
  agent = await as(s, 'agent', 'agent1234!');
  agentId = await userId(s, 'agent');
  tick = tickOf(s.ctx.clock(), AGENT_PAYOUT_EVERY_MS);
}, 180_000);
afterAll(() => s?.close());

const payouts = (where = eq(agentPayouts.brandId, BRAND)) => s.ctx.db.select().from(agentPayouts).where(where);
const payoutsOf = async (id: number, kind: string) =>
  (await payouts(and(eq(agentPayouts.agentId, id), eq(agentPayouts.kind, kind)))).sort(
    (a, b) => a.periodStart.getTime() - b.periodStart.getTime(),
  );
const agentTxns = () =>
  s.ctx.db
    .select()
    .from(ledgerTxns)
    .where(and(eq(ledgerTxns.brandId, BRAND), like(ledgerTxns.kind, 'agent-%')));
const withdrawInfo = async () => (await agent.get<WithdrawInfoReply>('/wps/transaction/withdraw')).body.value!;

describe('agent payouts', () => {
  let before: WithdrawInfoReply;
  let deposits: string;

  test('a settlement pays each period that is over, as the reports compute it, and none that is not', async () => {
    before = await withdrawInfo();
    deposits = (await agent.get<AgentTeamOverviewReply>('/wps/agent/team/overview')).body.value!.deposits;
    expect(await runOnce(s.ctx, AGENT_PAYOUT_JOB, () => settleAgentPayouts(s.ctx, tick), { tick })).toMatchObject({
      ran: true,
      ok: true,
    });
    const rows = await payouts();
    // Not over yet: nothing ends after the tick (less the lag); today's day and the running hour are not paid.
    for (const r of rows) expect(r.periodEnd.getTime() + SETTLE_LAG_MS).toBeLessThanOrEqual(tick.getTime());
    const today = localDay(tick, TZ);
    expect(rows.filter((r) => r.kind !== 'hourly' && r.period === today)).toEqual([]);
    // Every kind was settled for the demo agent, yesterday's day among them.
    const yesterday = localDay(new Date(tick.getTime() - 86_400_000), TZ);
    const daily = await payoutsOf(agentId, 'daily');
    const rebate = await payoutsOf(agentId, 'rebate');
    expect(daily.map((r) => r.period)).toContain(yesterday);
    expect(rebate.map((r) => r.period)).toContain(yesterday);
    expect(daily.length).toBeGreaterThanOrEqual(6);
    expect(daily.length).toBeLessThanOrEqual(7);
    expect((await payoutsOf(agentId, 'hourly')).length).toBeGreaterThan(100);
    expect(rows.filter((r) => r.amountCents > 0).length).toBeGreaterThan(0);

    // Each daily salary, hourly salary and dividend row is the contract report's row for that period.
    for (const kind of ['daily', 'hourly', 'dividend'] as const) {
      const own = await payoutsOf(agentId, kind);
      if (own.length === 0) continue; // a half-month dividend ends outside the 7 days looked back at on most days
      const last = own.at(-1)!;
      const first = kind === 'hourly' ? own.at(-48)! : own[0]!;
      const range = `startDate=${localDay(first.periodStart, TZ)}&endDate=${localDay(last.periodStart, TZ)}`;
      const report = (await agent.get<AgentContractReportReply>(`/wps/agent/contracts/report?kind=${kind}&${range}`))
        .body.value!;
      const byStart = new Map(report.rows.map((r) => [r.periodStart, r]));
      for (const p of own.filter((r) => r.periodStart >= first.periodStart)) {
        const row = byStart.get(p.periodStart.getTime());
        expect(row, `${kind} ${p.period}`).toBeDefined();
        expect([p.amountCents, p.validStakeCents, p.tier]).toEqual([
          cents(row!.amount),
          cents(row!.validStake),
          row!.tier,
        ]);
      }
    }
    // Each day's rebate income row is the rebate income report (and the overview's figure) for that day.
    for (const p of rebate) {
      const day = `startDate=${p.period}&endDate=${p.period}`;
      const income = (await agent.get<AgentRebateIncomeReply>(`/wps/agent/rebates/income?${day}`)).body.value!;
      const overview = (await agent.get<AgentTeamOverviewReply>(`/wps/agent/team/overview?${day}`)).body.value!;
      expect([p.amountCents, p.amountCents]).toEqual([cents(income.income), cents(overview.rebateIncome)]);
    }
  });

  test('each payout is one ledger txn with its key, house → the agent, and the wallet grows by it as cash', async () => {
    const rows = await payouts();
    const paid = rows.filter((r) => r.amountCents > 0);
    const txns = await agentTxns();
    expect(txns).toHaveLength(paid.length);
    expect(rows.filter((r) => r.amountCents === 0).every((r) => r.txnId === null)).toBe(true);
    for (const p of paid) {
      const t = txns.find((x) => x.id === p.txnId)!;
      expect(t.idempotencyKey).toBe(`agent-${p.kind}:${p.agentId}:${p.period}`);
      expect(t.kind).toBe(
        { daily: 'agent-salary', hourly: 'agent-salary', dividend: 'agent-dividend' }[p.kind] ?? 'agent-rebate',
      );
      expect(t.ref).toBe(String(p.id));
      const entries = await s.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.txnId, t.id));
      expect(entries.reduce((sum, e) => sum + e.amountCents, 0)).toBe(0);
      expect(entries.find((e) => e.amountCents > 0)!.amountCents).toBe(p.amountCents);
    }
    // Earned, not a bonus: the withdrawable amount grows by what was paid (turnover due is unchanged).
    const toAgent = paid.filter((p) => p.agentId === agentId).reduce((sum, p) => sum + p.amountCents, 0);
    expect(toAgent).toBeGreaterThan(0);
    const after = await withdrawInfo();
    expect(cents(after.balance) - cents(before.balance)).toBe(toAgent);
    expect(cents(after.withdrawable) - cents(before.withdrawable)).toBe(toAgent);
    expect(after.turnoverRemaining).toBe(before.turnoverRemaining);
    expect(EARNED_KINDS.filter((k) => BONUS_KINDS.includes(k))).toEqual([]);
  });

  test('a payout leaves one inbox message in English and Filipino', async () => {
    const paid = (await payoutsOf(agentId, 'daily')).find((p) => p.amountCents > 0)!;
    const inbox = await s.ctx.db
      .select()
      .from(inboxMessages)
      .where(
        and(eq(inboxMessages.userId, agentId), like(inboxMessages.contentEn, `%daily salary for ${paid.period}%`)),
      );
    expect(inbox).toHaveLength(1);
    expect(inbox[0]!.titleEn).toBe('Agent earnings paid');
    expect(inbox[0]!.titleTy).toBe('Naibayad na ang kita bilang ahente');
    expect(inbox[0]!.contentTy).toContain(`arawang sahod para sa ${paid.period}`);
    const paidMessages = (await payouts(eq(agentPayouts.agentId, agentId))).filter((p) => p.amountCents > 0).length;
    const messages = await s.ctx.db
      .select({ n: sql<number>`count(*)` })
      .from(inboxMessages)
      .where(and(eq(inboxMessages.userId, agentId), eq(inboxMessages.titleEn, 'Agent earnings paid')));
    expect(Number(messages[0]!.n)).toBe(paidMessages);
  });

  test('settling again, in the same tick or a later one of the same hour, pays nothing more', async () => {
    const rows = (await payouts()).length;
    const txns = (await agentTxns()).length;
    expect(await runOnce(s.ctx, AGENT_PAYOUT_JOB, () => settleAgentPayouts(s.ctx, tick), { tick })).toEqual({
      ran: false,
    });
    expect(await settleAgentPayouts(s.ctx, tick)).toEqual({ settled: 0, paid: 0, paidCents: 0 });
    expect(await settleAgentPayouts(s.ctx, new Date(tick.getTime() + 60_000))).toEqual({
      settled: 0,
      paid: 0,
      paidCents: 0,
    });
    expect([(await payouts()).length, (await agentTxns()).length]).toEqual([rows, txns]);
  });

  test('the next hour settles the hour that just ended', async () => {
    const next = new Date(tick.getTime() + AGENT_PAYOUT_EVERY_MS);
    const r = await settleAgentPayouts(s.ctx, next);
    expect(r.settled).toBeGreaterThanOrEqual(1);
    const hourly = await payoutsOf(agentId, 'hourly');
    expect(hourly.at(-1)!.periodEnd.getTime()).toBe(tick.getTime());
  });

  test('team figures still reconcile with the payouts', async () => {
    // Balances in the team list are the members' ledger sums, salaries and rebate income included.
    const list: AgentTeamMembersReply['list'] = [];
    let page = 1;
    for (let v: AgentTeamMembersReply | undefined; !v || page <= v.totalPages; page++) {
      v = (await agent.get<AgentTeamMembersReply>(`/wps/agent/team/members?pageSize=50&pageNo=${page}`)).body.value!;
      list.push(...v.list);
    }
    const subAgents = list.filter((m) => m.isAgent);
    expect(subAgents.length).toBeGreaterThan(0);
    const earners = new Set((await payouts()).filter((p) => p.amountCents > 0).map((p) => p.agentId));
    expect(subAgents.some((m) => earners.has(m.id))).toBe(true);
    const sums = await s.ctx.db.execute(sql`select a.user_id, sum(e.amount_cents)::bigint as total
      from ledger_entries e join ledger_accounts a on a.id = e.account_id
      where a.brand_id = ${BRAND} and a.kind = 'member' group by a.user_id`);
    const sumOf = new Map(
      (sums as unknown as { rows: { user_id: number; total: string }[] }).rows.map((r) => [
        Number(r.user_id),
        Number(r.total),
      ]),
    );
    for (const m of list) expect(cents(m.balance), m.userName).toBe(sumOf.get(m.id) ?? 0);
    // Every agent's paid total is its agent-* ledger credits; the team's deposits do not count payouts.
    const credits = (await s.ctx.db.execute(sql`select a.user_id, sum(e.amount_cents)::bigint as total
      from ledger_entries e join ledger_txns t on t.id = e.txn_id join ledger_accounts a on a.id = e.account_id
      where t.brand_id = ${BRAND} and a.kind = 'member'
        and t.kind in (${sql.join(
          EARNED_KINDS.map((k) => sql`${k}`),
          sql`, `,
        )})
      group by a.user_id`)) as unknown as { rows: { user_id: number; total: string }[] };
    const paidTo = new Map<number, number>();
    for (const p of await payouts()) paidTo.set(p.agentId, (paidTo.get(p.agentId) ?? 0) + p.amountCents);
    expect(new Map(credits.rows.map((c) => [Number(c.user_id), Number(c.total)]))).toEqual(
      new Map([...paidTo].filter(([, v]) => v > 0)),
    );
    expect((await agent.get<AgentTeamOverviewReply>('/wps/agent/team/overview')).body.value!.deposits).toBe(deposits);
  });
});
