// The agent centre's menu switches (settings.agentMenu) and VIPBENEFIT are enforced by the server on their endpoints
// (issue 33), not only by the client's menus: with the switch off the endpoint answers 403 auth.no.permission, with it
// on the call goes through. The table must name every endpoint the contract gates with such a switch.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startServer, type TestServer } from './harness';
import { as } from './agent-support';
import { resetBrandSettings, setBrandSettings } from './brandSettingsFixture';

let s: TestServer;
let agent: Awaited<ReturnType<typeof as>>;
let member: Awaited<ReturnType<typeof as>>;
beforeAll(async () => {
  s = await startServer();
  agent = await as(s, 'agent', 'agent1234!');
  member = await as(s, 'demo', 'demo1234!');
});
afterAll(() => s.close());

const day = '2026-11-01';
const period = `startDate=${day}&endDate=${day}`;
/** Each gated endpoint with a valid call: the input is checked before the flag, so it must pass. */
const CALLS: Record<string, { who: 'agent' | 'member'; method: 'GET' | 'PUT'; url: string; body?: unknown }> = {
  agentTeamOverview: { who: 'agent', method: 'GET', url: `/wps/agent/team/overview?${period}` },
  agentTeamMembers: { who: 'agent', method: 'GET', url: '/wps/agent/team/members' },
  agentTeamPnl: { who: 'agent', method: 'GET', url: `/wps/agent/team/pnl?${period}` },
  agentTeamBets: { who: 'agent', method: 'GET', url: `/wps/agent/team/bets?${period}` },
  agentRebatesSet: {
    who: 'agent',
    method: 'PUT',
    url: '/wps/agent/rebates',
    body: { userId: 1, rates: [{ category: 'slots', rate: '0.10' }] },
  },
  agentRebateIncome: { who: 'agent', method: 'GET', url: `/wps/agent/rebates/income?${period}` },
  memberBenefits: { who: 'member', method: 'GET', url: '/wps/member/benefits' },
};

/** The contract's endpoints behind an agentMenu or vipBenefit switch. */
function gated(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const file of ['agentCentre', 'agent', 'benefits']) {
    const api = JSON.parse(readFileSync(`schemas/api/${file}.api.json`, 'utf8')) as {
      endpoints: Record<string, { flag?: string }>;
    };
    for (const [id, e] of Object.entries(api.endpoints))
      if (e.flag?.startsWith('agentMenu.') || e.flag?.startsWith('vipBenefit.')) out[id] = e.flag;
  }
  return out;
}

const patchOff = (flag: string) =>
  flag.split('.').reduceRight<unknown>((inner, key) => ({ [key]: inner }), false) as Record<string, unknown>;

test('every endpoint behind an agent menu switch or VIPBENEFIT is in the table', () => {
  expect(Object.keys(gated()).sort()).toEqual(Object.keys(CALLS).sort());
});

test.each(Object.entries(gated()))('%s answers 403 while %s is off, and goes through when on', async (id, flag) => {
  const call = CALLS[id]!;
  const who = call.who === 'agent' ? agent : member;
  const send = () => (call.method === 'GET' ? who.get(call.url) : who.put(call.url, call.body));
  await setBrandSettings(s, { settings: patchOff(flag) });
  try {
    const off = await send();
    expect(off.status).toBe(403);
    expect(off.body).toMatchObject({ success: false, code: 'auth.no.permission' });
  } finally {
    await resetBrandSettings(s, 'lucky-peso');
  }
  expect((await send()).status).not.toBe(403);
});
