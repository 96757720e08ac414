// The agent hierarchy: registration and opening an account keep agent_paths (the closure of users.upline_id) up to
// date, a rebuild from upline_id gives the same rows, and the team list drills down level by level.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AgentInfoReply, AgentTeamMember, AgentTeamMembersReply } from '@common/generated/api';
import { rebuildHierarchy } from '../src/services/agent/hierarchy';
import { startServer, type Envelope, type TestServer } from './harness';
import { as, openAccount, userId } from './agent-support';

let s: TestServer;
beforeAll(async () => {
  s = await startServer({ rateLimits: { register: { max: 1000, windowSeconds: 60 } } });
}, 60_000);
afterAll(() => s.close());

let n = 0;
async function register(extra: Record<string, unknown> = {}) {
  n += 1;
  const c = await s.captcha();
  const payload = {
    username: `closure${n}x`,
    password: 'secret-pass-9',
    confirmPassword: 'secret-pass-9',
    mobileNum: `91700000${String(n).padStart(2, '0')}`,
    countryDialingCode: '+63',
    captcha: c.answer,
    captchaId: c.captchaId,
    registerMethod: 'H5',
    type: 0,
    ...extra,
  };
  const res = await s.encrypted('PUT', '/wps/member/register?brand=lucky-peso', payload);
  expect(res.statusCode, res.body).toBe(200);
  return { username: payload.username, id: await userId(s, payload.username) };
}

type PathRow = { ancestor_id: number; descendant_id: number; depth: number };
async function paths(): Promise<PathRow[]> {
  const res = (await s.ctx.db.execute(
    sql`select ancestor_id, descendant_id, depth from agent_paths p join users u on u.id = p.descendant_id
      where u.brand_id = 'lucky-peso' order by 1, 2`,
  )) as unknown as { rows: PathRow[] };
  return res.rows.map((r) => ({ ...r }));
}
const ancestorsOf = async (id: number) =>
  Object.fromEntries((await paths()).filter((p) => p.descendant_id === id).map((p) => [p.ancestor_id, p.depth]));

describe('hierarchy maintenance', () => {
  test('the seed placed the demo members below the demo agent (the brand’s default agent)', async () => {
    const agent = await userId(s, 'agent');
    for (const name of ['demo', 'type0', 'type4', 'type40'])
      expect(await ancestorsOf(await userId(s, name))).toEqual({ [agent]: 1, [await userId(s, name)]: 0 });
  });

  test('registering with an invitation code, and without one, puts the member below an agent', async () => {
    const agent = await userId(s, 'agent');
    const invited = await register({ affiliateCode: 'DEMO1001' });
    expect(await ancestorsOf(invited.id)).toEqual({ [agent]: 1, [invited.id]: 0 });
    const plain = await register();
    expect(await ancestorsOf(plain.id)).toEqual({ [agent]: 1, [plain.id]: 0 });
  });

  test('three levels by open account and by invitation code; a rebuild from upline_id gives the same closure', async () => {
    const top = await as(s, 'agent', 'agent1234!');
    const opened = await openAccount<AgentTeamMember>(s, top, {
      type: 1,
      username: 'levelTwo',
      password: 'second-level-9',
      confirmPassword: 'second-level-9',
      mobileNum: '9170001111',
    });
    expect(opened.body, JSON.stringify(opened.body)).toMatchObject({
      success: true,
      value: { userName: 'leveltwo', isAgent: true, depth: 1 },
    });
    const second = await as(s, 'leveltwo', 'second-level-9');
    const info = await second.get<AgentInfoReply>('/wps/agent/info');
    expect(info.body.value).toMatchObject({ level: 2, teamSize: 0 });
    const third = await openAccount<AgentTeamMember>(s, second, {
      type: 0,
      username: 'levelThree',
      password: 'third-level-99',
      confirmPassword: 'third-level-99',
      mobileNum: '9170002222',
    });
    expect(third.body.value).toMatchObject({ depth: 1, uplineName: 'leveltwo' });
    // A member registering with the sub-agent's invitation code lands below it too.
    const fourth = await register({ affiliateCode: info.body.value!.invitationCode });
    const [agent, two, three] = [await userId(s, 'agent'), await userId(s, 'leveltwo'), await userId(s, 'levelthree')];
    expect(await ancestorsOf(three)).toEqual({ [agent]: 2, [two]: 1, [three]: 0 });
    expect(await ancestorsOf(fourth.id)).toEqual({ [agent]: 2, [two]: 1, [fourth.id]: 0 });

    const before = await paths();
    await rebuildHierarchy(s.ctx.db, 'lucky-peso');
    expect(await paths()).toEqual(before);
  });

  test('the team list drills down by level, searches the whole team, and refuses outsiders', async () => {
    const top = await as(s, 'agent', 'agent1234!');
    const direct = await top.get<AgentTeamMembersReply>('/wps/agent/team/members?pageSize=50');
    expect(direct.body.value!.path.map((p) => p.userName)).toEqual(['agent']);
    expect(direct.body.value!.list.every((m) => m.depth === 1)).toBe(true);
    const two = direct.body.value!.list.find((m) => m.userName === 'leveltwo')!;
    expect(two).toMatchObject({ isAgent: true, directCount: 2, teamSize: 2 });
    const drilled = await top.get<AgentTeamMembersReply>(`/wps/agent/team/members?parentId=${two.id}`);
    expect(drilled.body.value!.path.map((p) => p.userName)).toEqual(['agent', 'leveltwo']);
    expect(drilled.body.value!.list.map((m) => [m.userName, m.depth]).sort()).toEqual(
      [
        ['levelthree', 2],
        [`closure${n}x`, 2],
      ].sort(),
    );
    const found = await top.get<AgentTeamMembersReply>('/wps/agent/team/members?keyword=LEVELthr');
    expect(found.body.value!.list.map((m) => m.userName)).toEqual(['levelthree']);
    // The sub-agent sees its own team only; the top agent is not in it.
    const second = await as(s, 'leveltwo', 'second-level-9');
    const outside = await second.get<AgentTeamMembersReply>(
      `/wps/agent/team/members?parentId=${await userId(s, 'agent')}`,
    );
    expect(outside).toMatchObject({ status: 404, body: { code: 'not.found' } });
    const mine = (await second.get<AgentTeamMembersReply>('/wps/agent/team/members'))
      .body as Envelope<AgentTeamMembersReply>;
    expect(mine.value!.total).toBe(2);
  });
});
