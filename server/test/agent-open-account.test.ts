// Open account and rebate rates: the agent registers members and sub-agents with registration's checks, the new
// account signs in and shows in the team, and rates stay within the agent's own (and above what a sub-agent gave).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AgentRebateRates, AgentTeamMember, AgentTeamMembersReply } from '@common/generated/api';
import { startServer, type TestServer } from './harness';
import { as, openAccount } from './agent-support';

let s: TestServer;
let agent: Awaited<ReturnType<typeof as>>;
beforeAll(async () => {
  s = await startServer();
  agent = await as(s, 'agent', 'agent1234!');
}, 60_000);
afterAll(() => s.close());

const account = (extra: Record<string, unknown> = {}) => ({
  type: 0,
  username: 'newPlayer1',
  password: 'open-account-7',
  confirmPassword: 'open-account-7',
  mobileNum: '9171230001',
  ...extra,
});
const open = (body: object, who = agent) => openAccount<AgentTeamMember>(s, who, body);
const rateOf = (r: AgentRebateRates, category: string) => r.rates.find((x) => x.category === category)!;

describe('open account', () => {
  test.each([
    [{ username: 'x1' }, 'format.account'],
    [{ password: 'short', confirmPassword: 'short' }, 'format.password'],
    [{ confirmPassword: 'something-else' }, 'format.confirm.password'],
    [{ mobileNum: undefined }, 'format.mobile'],
    [{ email: 'not-an-email' }, 'format.email'],
    [{ rates: [{ category: 'slots', rate: '0.81' }] }, 'agent.rebate.too.high'],
  ])('%o is refused with %s, as at registration', async (extra, code) => {
    const res = await open(account(extra));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(code);
  });

  test('the new member signs in, shows in the team list and has the rates given', async () => {
    const res = await open(account({ nickname: 'Nena', rates: [{ category: 'slots', rate: '0.30' }] }));
    expect(res.body.value).toMatchObject({
      userName: 'newplayer1',
      nickname: 'Nena',
      type: 0,
      depth: 1,
      balance: '0.00',
    });
    const login = await s.login('newplayer1', 'open-account-7');
    expect(login).toMatchObject({ success: true, value: { userName: 'newplayer1', customerType: 0 } });
    const list = await agent.get<AgentTeamMembersReply>('/wps/agent/team/members?keyword=newplayer');
    expect(list.body.value!.list.map((m) => m.userName)).toEqual(['newplayer1']);
    const rates = await agent.get<AgentRebateRates>(`/wps/agent/rebates?userId=${res.body.value!.id}`);
    expect(rates.body.value).toMatchObject({ userName: 'newplayer1', editable: true });
    expect(rateOf(rates.body.value!, 'slots')).toEqual({ category: 'slots', rate: '0.30', max: '0.80' });
    expect(rateOf(rates.body.value!, 'live')).toEqual({ category: 'live', rate: '0.00', max: '0.60' });
    const again = await open(account());
    expect(again).toMatchObject({ status: 409, body: { code: 'register.username.exists' } });
  });
});

describe('rebate rates', () => {
  test('a top agent’s own rates are the brand’s', async () => {
    const own = await agent.get<AgentRebateRates>('/wps/agent/rebates');
    expect(own.body.value).toMatchObject({ userName: 'agent', editable: false });
    expect(rateOf(own.body.value!, 'slots')).toEqual({ category: 'slots', rate: '0.80', max: '0.80' });
  });

  test('a sub-agent’s rates stay between what it gave its downline and the agent’s own', async () => {
    const sub = await open(
      account({
        type: 1,
        username: 'rateAgent',
        mobileNum: '9171230002',
        rates: [{ category: 'slots', rate: '0.50' }],
      }),
    );
    expect(sub.body.success).toBe(true);
    const subAgent = await as(s, 'rateagent', 'open-account-7');
    const subOwn = await subAgent.get<AgentRebateRates>('/wps/agent/rebates');
    expect(rateOf(subOwn.body.value!, 'slots')).toEqual({ category: 'slots', rate: '0.50', max: '0.80' });
    // The sub-agent can give at most its own 0.50.
    const tooHigh = await open(
      account({ username: 'rateMember', mobileNum: '9171230003', rates: [{ category: 'slots', rate: '0.51' }] }),
      subAgent,
    );
    expect(tooHigh.body).toMatchObject({ code: 'agent.rebate.too.high', value: { category: 'slots', max: '0.50' } });
    const member = await open(
      account({ username: 'rateMember', mobileNum: '9171230003', rates: [{ category: 'slots', rate: '0.40' }] }),
      subAgent,
    );
    expect(member.body.success).toBe(true);

    const set = (rate: string, userId = sub.body.value!.id) =>
      agent.put<AgentRebateRates>('/wps/agent/rebates', { userId, rates: [{ category: 'slots', rate }] });
    expect((await set('0.90')).body).toMatchObject({ code: 'agent.rebate.too.high', value: { max: '0.80' } });
    expect((await set('0.30')).body).toMatchObject({ code: 'agent.rebate.too.low', value: { min: '0.40' } });
    const ok = await set('0.60');
    expect(rateOf(ok.body.value!, 'slots').rate).toBe('0.60');
    // Only the direct downline is the agent's to set; the sub-agent's member is the sub-agent's.
    expect(await set('0.10', member.body.value!.id)).toMatchObject({ status: 404, body: { code: 'not.found' } });
    const seen = await agent.get<AgentRebateRates>(`/wps/agent/rebates?userId=${member.body.value!.id}`);
    expect(seen.body.value).toMatchObject({ editable: false });
    expect(rateOf(seen.body.value!, 'slots')).toEqual({ category: 'slots', rate: '0.40', max: '0.60' });
    // Outside the team: not found.
    const outsider = await subAgent.get<AgentRebateRates>('/wps/agent/rebates?userId=1');
    expect(outsider.status).toBe(404);
  });
});
