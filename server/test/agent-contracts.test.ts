// Daily salary, dividend and hourly salary contracts: the prompt counts, accept and decline, offers within the
// agent's own terms, and the report computed from the team's bets.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type {
  AgentContract,
  AgentContractReportReply,
  AgentContractRequestReply,
  AgentContractsReply,
} from '@common/generated/api';
import { localDay } from '../src/services/agent/period';
import { startServer, type TestServer } from './harness';
import { as, cents, seedTeam } from './agent-support';

let s: TestServer;
let agent: Awaited<ReturnType<typeof as>>;
beforeAll(async () => {
  s = await startServer();
  await seedTeam(s);
  agent = await as(s, 'agent', 'agent1234!');
}, 60_000);
afterAll(() => s.close());

const tier = (minValidStake: string, minActive: number, value: string) => ({ minValidStake, minActive, value });

describe('contracts', () => {
  test('a pending offer is a prompt; accepting it ends the previous contract of that kind', async () => {
    const prompt = await agent.get<AgentContractRequestReply>('/wps/agent/contract/request');
    expect(prompt.body.value).toEqual({ dailysalreqtype: 1, divtypecompperiodreq: 0, contracthoursalreq: 0 });
    const daily = (await agent.get<AgentContractsReply>('/wps/agent/contracts?kind=daily')).body.value!;
    expect(daily.own).toMatchObject({ status: 'accepted', agentName: 'agent' });
    expect(daily.own!.offeredBy).toBeUndefined();
    expect(daily.subAgents.map((a) => a.userName)).toEqual(['subagent1', 'subagent2', 'subagent3']);
    const [offer] = daily.pending;
    const accepted = await agent.post<AgentContract>(`/wps/agent/contracts/${offer!.id}/decision`, { accept: true });
    expect(accepted.body.value).toMatchObject({ id: offer!.id, status: 'accepted' });
    const after = (await agent.get<AgentContractsReply>('/wps/agent/contracts?kind=daily')).body.value!;
    expect(after.own!.id).toBe(offer!.id);
    expect(after.pending).toEqual([]);
    expect(
      (await agent.get<AgentContractRequestReply>('/wps/agent/contract/request')).body.value!.dailysalreqtype,
    ).toBe(0);
    const again = await agent.post(`/wps/agent/contracts/${offer!.id}/decision`, { accept: false });
    expect(again).toMatchObject({
      status: 409,
      body: { code: 'agent.contract.decided', value: { status: 'accepted' } },
    });
  });

  test('an offer stays within the agent’s own terms; the sub-agent sees the prompt and declines', async () => {
    const daily = (await agent.get<AgentContractsReply>('/wps/agent/contracts?kind=daily')).body.value!;
    const sub3 = daily.subAgents.find((a) => a.userName === 'subagent3')!;
    const offer = (tiers: ReturnType<typeof tier>[]) =>
      agent.post<AgentContract>('/wps/agent/contracts', { kind: 'daily', agentId: sub3.id, terms: { tiers } });
    const tooRich = await offer([tier('1000.00', 1, '450.01')]);
    expect(tooRich.body).toMatchObject({ code: 'agent.contract.terms', value: { max: '450.00' } });
    const unordered = await offer([tier('5000.00', 1, '10.00'), tier('1000.00', 1, '20.00')]);
    expect(unordered.body.code).toBe('agent.contract.terms');
    const notMine = await agent.post('/wps/agent/contracts', {
      kind: 'daily',
      agentId: (await agent.get<AgentContractsReply>('/wps/agent/contracts?kind=daily')).body.value!.own!.agentId,
      terms: { tiers: [tier('1.00', 1, '1.00')] },
    });
    expect(notMine.status).toBe(404);
    const made = await offer([tier('1000.00', 1, '40.00'), tier('9000.00', 4, '300.00')]);
    expect(made.body.value).toMatchObject({ status: 'pending', agentName: 'subagent3', offeredBy: 'agent' });

    const sub = await as(s, 'subagent3', 'agent1234!');
    expect((await sub.get<AgentContractRequestReply>('/wps/agent/contract/request')).body.value!.dailysalreqtype).toBe(
      1,
    );
    const declined = await sub.post<AgentContract>(`/wps/agent/contracts/${made.body.value!.id}/decision`, {
      accept: false,
    });
    expect(declined.body.value!.status).toBe('declined');
    expect((await sub.get<AgentContractRequestReply>('/wps/agent/contract/request')).body.value!.dailysalreqtype).toBe(
      0,
    );
    // Another agent's offer is not found for the agent who made it.
    expect((await agent.post(`/wps/agent/contracts/${made.body.value!.id}/decision`, { accept: true })).status).toBe(
      404,
    );
    // Without an own hourly contract a sub-agent cannot offer one.
    const subOffer = await sub.post('/wps/agent/contracts', {
      kind: 'hourly',
      agentId: 1,
      terms: { tiers: [tier('1.00', 1, '1.00')] },
    });
    expect(subOffer.body.code).toBe('auth.no.permission');
  });

  test('a dividend offer needs the agent’s period and a share no higher than its own', async () => {
    const div = (await agent.get<AgentContractsReply>('/wps/agent/contracts?kind=dividend')).body.value!;
    const sub1 = div.subAgents.find((a) => a.userName === 'subagent1')!;
    const offer = (terms: unknown) => agent.post('/wps/agent/contracts', { kind: 'dividend', agentId: sub1.id, terms });
    expect((await offer({ tiers: [tier('1.00', 1, '5.00')] })).body.code).toBe('agent.contract.terms');
    expect((await offer({ period: 'week', tiers: [tier('1.00', 1, '5.00')] })).body.code).toBe('agent.contract.terms');
    expect((await offer({ period: 'half_month', tiers: [tier('1.00', 1, '30.01')] })).body).toMatchObject({
      value: { max: '30.00' },
    });
    expect((await offer({ period: 'half_month', tiers: [tier('1.00', 1, '12.50')] })).body.success).toBe(true);
  });

  test('the report pays the reached tier per day, from the team’s bets', async () => {
    const end = localDay(s.ctx.clock(), 'Asia/Manila');
    const start = localDay(new Date(s.ctx.clock().getTime() - 29 * 86_400_000), 'Asia/Manila');
    const { body } = await agent.get<AgentContractReportReply>(
      `/wps/agent/contracts/report?kind=daily&startDate=${start}&endDate=${end}`,
    );
    const v = body.value!;
    expect(v.rows).toHaveLength(30);
    const terms = v.contract!.terms;
    let total = 0;
    for (const row of v.rows) {
      let reached = -1;
      terms.tiers.forEach((t, i) => {
        if (cents(row.validStake) >= cents(t.minValidStake) && row.activeMembers >= t.minActive) reached = i;
      });
      expect(row.tier).toBe(reached);
      expect(row.amount).toBe(reached < 0 ? '0.00' : terms.tiers[reached]!.value);
      total += cents(row.amount);
    }
    expect(cents(v.total)).toBe(total);
    expect(v.rows.some((r) => r.tier >= 0)).toBe(true);
    const dividend = await agent.get<AgentContractReportReply>(
      `/wps/agent/contracts/report?kind=dividend&startDate=${start}&endDate=${end}`,
    );
    expect(dividend.body.value!.rows.length).toBeGreaterThanOrEqual(2);
    const hourly = await agent.get<AgentContractReportReply>(
      `/wps/agent/contracts/report?kind=hourly&startDate=${end}`,
    );
    expect(hourly.body.value!.rows).toHaveLength(24);
    const tooLong = await agent.get(`/wps/agent/contracts/report?kind=hourly&startDate=${start}&endDate=${end}`);
    expect(tooLong.status).toBe(400);
  });
});
