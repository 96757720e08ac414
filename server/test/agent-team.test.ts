// Team reports over the seeded demo team: every figure is the sum of the members' own bets, found here without the
// closure table (by walking users.upline_id), and a member's own profit-and-loss screen agrees with the agent's row.
import { rebateCategoryOf } from '@common/betCategories';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type {
  AgentPnlTotals,
  AgentRebateIncomeReply,
  AgentTeamBetsReply,
  AgentTeamKpiReply,
  AgentTeamOverviewReply,
  AgentTeamPnlReply,
  RecordProfitLossReply,
} from '@common/generated/api';
import { localDay, localDayStart, nextDay } from '../src/services/agent/period';
import { startServer, type TestServer } from './harness';
import { as, cents, seedTeam, teamByUplines, userId } from './agent-support';

let s: TestServer;
let agent: Awaited<ReturnType<typeof as>>;
let team: Set<number>;
let startDate: string;
let endDate: string;
let from: Date;
let to: Date;
const TZ = 'Asia/Manila';

beforeAll(async () => {
  s = await startServer();
  expect(await seedTeam(s)).toEqual(['lucky-peso agent-demo-team-v1']);
  agent = await as(s, 'agent', 'agent1234!');
  team = await teamByUplines(s, await userId(s, 'agent'));
  endDate = localDay(s.ctx.clock(), TZ);
  startDate = localDay(new Date(s.ctx.clock().getTime() - 59 * 86_400_000), TZ);
  from = localDayStart(startDate, TZ);
  to = localDayStart(nextDay(endDate), TZ);
}, 60_000);
afterAll(() => s.close());

const period = () => `startDate=${startDate}&endDate=${endDate}`;

interface BetSum {
  user_id: number;
  n: number;
  stake: number;
  valid: number;
  win: number;
  net: number;
}

/** Settled bets of the team in the period, per member, straight from the bets table. */
async function betsByMember(): Promise<Map<number, BetSum>> {
  const ids = JSON.stringify([...team]);
  const res = (await s.ctx.db.execute(sql`select user_id, count(*)::int as n, sum(stake_cents)::bigint as stake,
      sum(valid_stake_cents)::bigint as valid, sum(win_cents)::bigint as win, sum(net_cents)::bigint as net
    from bets where status = 'settled' and placed_at >= ${from} and placed_at < ${to}
      and user_id in (select value::int from json_array_elements_text(${ids}::json)) group by user_id`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  return new Map(
    res.rows.map((r) => [
      Number(r.user_id),
      {
        user_id: Number(r.user_id),
        n: Number(r.n),
        stake: Number(r.stake),
        valid: Number(r.valid),
        win: Number(r.win),
        net: Number(r.net),
      },
    ]),
  );
}

function sumOf(rows: Iterable<BetSum>) {
  const t = { n: 0, stake: 0, valid: 0, win: 0, net: 0, bettors: 0 };
  for (const r of rows) {
    t.n += r.n;
    t.stake += r.stake;
    t.valid += r.valid;
    t.win += r.win;
    t.net += r.net;
    t.bettors += 1;
  }
  return t;
}

const asTotals = (t: ReturnType<typeof sumOf>): AgentPnlTotals => ({
  betCount: t.n,
  bettors: t.bettors,
  stake: (t.stake / 100).toFixed(2),
  validStake: (t.valid / 100).toFixed(2),
  win: (t.win / 100).toFixed(2),
  pnl: (t.net / 100).toFixed(2),
});

describe('team profit and loss', () => {
  test('the seed built a team of 3 sub-agents (one with its own) and 200+ members with bets', async () => {
    expect(team.size).toBeGreaterThanOrEqual(214);
    const byMember = await betsByMember();
    expect(byMember.size).toBeGreaterThan(150);
  });

  test('totals, each member row and each day equal the members’ own settled bets', async () => {
    const expected = await betsByMember();
    const totals = asTotals(sumOf(expected.values()));
    const rows: AgentTeamPnlReply['list'] = [];
    for (let page = 1; ; page++) {
      const { body } = await agent.get<AgentTeamPnlReply>(
        `/wps/agent/team/pnl?${period()}&groupBy=member&pageSize=50&pageNo=${page}`,
      );
      expect(body.success).toBe(true);
      expect(body.value!.totals).toEqual(totals);
      rows.push(...body.value!.list);
      if (page >= body.value!.totalPages) break;
    }
    expect(rows).toHaveLength(expected.size);
    for (const row of rows)
      expect(row).toEqual({ key: row.key, userId: row.userId, ...asTotals(sumOf([expected.get(row.userId!)!])) });
    const days = await agent.get<AgentTeamPnlReply>(`/wps/agent/team/pnl?${period()}&groupBy=day&pageSize=50`);
    const dayRows = [...days.body.value!.list];
    if (days.body.value!.totalPages > 1)
      dayRows.push(
        ...(await agent.get<AgentTeamPnlReply>(`/wps/agent/team/pnl?${period()}&groupBy=day&pageSize=50&pageNo=2`)).body
          .value!.list,
      );
    expect(dayRows.reduce((sum, d) => sum + cents(d.pnl), 0)).toBe(cents(totals.pnl));
    expect(dayRows.reduce((sum, d) => sum + d.betCount, 0)).toBe(totals.betCount);
  });

  test('overview and team betting show the same totals', async () => {
    const expected = asTotals(sumOf((await betsByMember()).values()));
    const overview = await agent.get<AgentTeamOverviewReply>(`/wps/agent/team/overview?${period()}`);
    expect(overview.body.value!.bets).toEqual(expected);
    expect(overview.body.value!.teamSize).toBe(team.size);
    expect(cents(overview.body.value!.deposits)).toBeGreaterThan(0);
    const bets = await agent.get<AgentTeamBetsReply>(`/wps/agent/team/bets?${period()}`);
    expect(bets.body.value!.totals).toEqual(expected);
  });

  test('a member’s own profit-and-loss screen equals the agent’s row for that member', async () => {
    const expected = await betsByMember();
    const [busiest] = [...expected.values()].sort((a, b) => b.n - a.n);
    const res = (await s.ctx.db.execute(sql`select username from users where id = ${busiest!.user_id}`)) as unknown as {
      rows: { username: string }[];
    };
    const name = res.rows[0]!.username;
    const member = await as(s, name, 'team1234!');
    // The member's screen shows at most 31 days.
    const month = `startDate=${localDay(new Date(s.ctx.clock().getTime() - 30 * 86_400_000), TZ)}&endDate=${endDate}`;
    const own = await member.get<RecordProfitLossReply>(`/wps/record/pnl?${month}`);
    expect(own.body, JSON.stringify(own.body)).toMatchObject({ success: true });
    const agentView = await agent.get<AgentTeamPnlReply>(`/wps/agent/team/pnl?${month}&keyword=${name}`);
    const agentRow = agentView.body.value!.list.find((r) => r.key === name)!;
    expect(cents(own.body.value!.totals.net)).toBe(cents(agentRow.pnl));
    expect(cents(own.body.value!.totals.stake)).toBe(cents(agentRow.stake));
  });

  test('team betting pages by cursor through exactly the filtered bets', async () => {
    const ids = JSON.stringify([...team]);
    const res = (await s.ctx.db.execute(sql`select count(*)::int as n from bets where upper(category) = 'RNG'
      and placed_at >= ${from} and placed_at < ${to}
      and user_id in (select value::int from json_array_elements_text(${ids}::json))`)) as unknown as {
      rows: { n: number }[];
    };
    const seen = new Set<string>();
    let cursor = '';
    for (let guard = 0; guard < 500; guard++) {
      const { body } = await agent.get<AgentTeamBetsReply>(
        `/wps/agent/team/bets?${period()}&category=slots&pageSize=50${cursor ? `&cursor=${cursor}` : ''}`,
      );
      for (const b of body.value!.list) {
        expect(b.category).toBe('slots');
        seen.add(b.betNo);
      }
      if (!body.value!.nextCursor) break;
      cursor = body.value!.nextCursor;
    }
    expect(seen.size).toBe(Number(res.rows[0]!.n));
  });

  test('KPI footer counts the team’s bettors, registrations and sign-ins of the period', async () => {
    const ids = JSON.stringify([...team]);
    const q = async (text: ReturnType<typeof sql>) =>
      Number(((await s.ctx.db.execute(text)) as unknown as { rows: { n: number }[] }).rows[0]!.n);
    const inTeam = sql`(select value::int from json_array_elements_text(${ids}::json))`;
    const { body } = await agent.get<AgentTeamKpiReply>(`/wps/agent/team/kpi?${period()}&size=7`);
    expect(body.value!.footer).toMatchObject({
      teamBetMemberCount: await q(sql`select count(distinct user_id)::int as n from bets where status <> 'void'
        and placed_at >= ${from} and placed_at < ${to} and user_id in ${inTeam}`),
      teamRegisterMemberCount: await q(sql`select count(*)::int as n from users where created_at >= ${from}
        and created_at < ${to} and id in ${inTeam}`),
      teamLoginMemberCount:
        await q(sql`select count(distinct user_id)::int as n from sessions where created_at >= ${from}
        and created_at < ${to} and user_id in ${inTeam}`),
    });
    expect(body.value!.footer.teamOnlineCount).toBeGreaterThan(0);
    expect(body.value!.list).toHaveLength(7);
    expect(body.value!.list[0]!.date).toBe(endDate);
  });

  test('rebate income is valid stake × (own rate − the direct downline’s rate) per category', async () => {
    const list: AgentRebateIncomeReply['list'] = [];
    let v: AgentRebateIncomeReply | undefined;
    for (let page = 1; !v || page <= v.totalPages; page++) {
      v = (await agent.get<AgentRebateIncomeReply>(`/wps/agent/rebates/income?${period()}&pageSize=50&pageNo=${page}`))
        .body.value!;
      list.push(...v.list);
    }
    expect(v.categories.reduce((sum, c) => sum + cents(c.income), 0)).toBe(cents(v.income));
    expect(list.reduce((sum, c) => sum + cents(c.income), 0)).toBe(cents(v.income));
    // Recomputed without agent_paths: each direct downline with everyone below it, per category.
    const own = s.ctx.brands.get('lucky-peso')!.settings as unknown as { rebate: { rates: Record<string, number> } };
    const byGameType = (await s.ctx.db.execute(sql`select b.user_id, b.category, sum(b.valid_stake_cents)::bigint
      as valid from bets b where b.status = 'settled' and b.placed_at >= ${from} and b.placed_at < ${to}
      group by 1, 2`)) as unknown as { rows: { user_id: number; category: string; valid: number }[] };
    const byMember = {
      rows: byGameType.rows.map((r) => ({ ...r, category: rebateCategoryOf(r.category) ?? r.category.toLowerCase() })),
    };
    const rates = (await s.ctx.db.execute(sql`select user_id, category, rate_bps from agent_rebates`)) as unknown as {
      rows: { user_id: number; category: string; rate_bps: number }[];
    };
    const rateOf = (id: number, c: string) =>
      rates.rows.find((r) => r.user_id === id && r.category === c)?.rate_bps ?? 0;
    let expected = 0;
    for (const child of list) {
      const group = new Set([child.userId, ...(await teamByUplines(s, child.userId))]);
      const perCategory = new Map<string, number>();
      for (const r of byMember.rows)
        if (group.has(Number(r.user_id)))
          perCategory.set(r.category, (perCategory.get(r.category) ?? 0) + Number(r.valid));
      let income = 0;
      for (const [c, valid] of perCategory)
        if (c in own.rebate.rates)
          income += Math.floor((valid * Math.max(0, own.rebate.rates[c]! - rateOf(child.userId, c))) / 10000);
      expect(cents(child.income), child.userName).toBe(income);
      expected += income;
    }
    expect(expected).toBeGreaterThan(0);
    expect(cents(v.income)).toBe(expected);
  });
});
