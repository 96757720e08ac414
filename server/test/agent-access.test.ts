// Who may use the agent centre (SPEC §6): a session whose type is not 0, 4 or 40 and not a trial account. Every
// endpoint of schemas/api/agentCentre.api.json refuses the others with the SPEC's "Non-agents cannot log in".
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { contract } from '../src/api/route';
import { users } from '../src/db/schema';
import { auth, startServer, type Envelope, type TestServer } from './harness';
import { userId } from './agent-support';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
}, 60_000);
afterAll(() => s.close());

/** Every agent-centre endpoint with inputs its schema accepts. */
const endpoints = [...contract.endpoints.values()]
  .filter((e) => e.path.startsWith('/wps/agent/') && e.path !== '/wps/agent/affiliate')
  .map((e) => {
    const url = `${e.path.replace(':id', '1')}?brand=lucky-peso${e.path.includes('contracts') && e.method === 'GET' ? '&kind=daily' : ''}`;
    const body: Record<string, unknown> = {
      agentOpenAccount: { type: 0, username: 'nobody1', password: 'correct-horse-9' },
      agentRebatesSet: { userId: 1, rates: [{ category: 'slots', rate: '0.10' }] },
      agentContractOffer: {
        kind: 'daily',
        agentId: 1,
        terms: { tiers: [{ minValidStake: '1.00', minActive: 1, value: '1.00' }] },
      },
      agentContractDecide: { accept: false },
    };
    return { id: e.id, method: e.method, url, payload: body[e.id] };
  });

async function callAll(token?: string) {
  const out: Record<string, { status: number; code?: string }> = {};
  for (const e of endpoints) {
    const res = await s.inject({
      method: e.method,
      url: e.url,
      headers: token ? auth(token) : {},
      ...(e.payload ? { payload: e.payload } : {}),
    });
    out[e.id] = { status: res.statusCode, code: (res.json() as Envelope).code };
  }
  return out;
}

describe('agent centre access', () => {
  test('the contract has the agent centre endpoints', () => {
    expect(endpoints.length).toBeGreaterThanOrEqual(15);
  });

  test('no session: 401 everywhere', async () => {
    for (const [id, r] of Object.entries(await callAll()))
      expect(r, id).toEqual({ status: 401, code: 'auth.required' });
  });

  test.each([
    ['type0', 'type0pass!'],
    ['type4', 'type4pass!'],
    ['type40', 'type40pass!'],
    ['demo', 'demo1234!'],
  ])('%s (a non-agent type) is refused with login.non.agent', async (name, password) => {
    const token = await s.token(name, password);
    for (const [id, r] of Object.entries(await callAll(token)))
      expect(r, id).toEqual({ status: 403, code: 'login.non.agent' });
  });

  test('a trial account is refused', async () => {
    const trial = (await s.inject({ url: '/wps/member/trialuser?brand=lucky-peso' })).json() as Envelope<{
      token: string;
    }>;
    for (const [id, r] of Object.entries(await callAll(trial.value!.token)))
      expect(r, id).toEqual({ status: 403, code: 'login.non.agent' });
  });

  test('the agent (type 1) is let in', async () => {
    const token = await s.token('agent', 'agent1234!');
    const info = (
      await s.inject({ url: '/wps/agent/info?brand=lucky-peso', headers: auth(token) })
    ).json() as Envelope<{
      userName: string;
      level: number;
    }>;
    expect(info).toMatchObject({ success: true, value: { userName: 'agent', level: 1 } });
    const results = await callAll(token);
    for (const [id, r] of Object.entries(results)) {
      expect(r.code, id).not.toBe('login.non.agent');
      expect(r.status, id).toBeLessThan(500);
    }
  });

  test('types 41 and 42 enter the agent centre but have no contracts (SPEC §6)', async () => {
    const id = await userId(s, 'agent');
    await s.ctx.db.update(users).set({ type: 41 }).where(eq(users.id, id));
    try {
      const token = await s.token('agent', 'agent1234!');
      const get = async (url: string) =>
        (await s.inject({ url: `${url}?brand=lucky-peso&kind=daily`, headers: auth(token) })).json() as Envelope;
      expect((await get('/wps/agent/info')).success).toBe(true);
      expect((await get('/wps/agent/contract/request')).value).toEqual({
        dailysalreqtype: 0,
        divtypecompperiodreq: 0,
        contracthoursalreq: 0,
      });
      expect((await get('/wps/agent/contracts')).code).toBe('auth.no.permission');
    } finally {
      await s.ctx.db.update(users).set({ type: 1 }).where(eq(users.id, id));
    }
  });
});
