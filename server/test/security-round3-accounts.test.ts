// Security round 3 (issue 28), finding 6: a time-out or self-exclusion holds across accounts (a new account with the
// same mobile number, e-mail or bank account inherits it), and an agent opens accounts only after a captcha.
// Finding 10: the session-time limit counts the day's signed-in minutes across sign-ins.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { AgentTeamMember, RpExcludeReply, RpExclusion, RpOverview } from '@common/generated/api';
import { bankCards, rpHistory, users } from '../src/db/schema';
import { as, openAccount } from './agent-support';
import { auth, startServer, type Envelope, type TestServer } from './harness';
import { launch, newMember, rp, secondsToManilaOneAm, type RpMember } from './responsible-play-helpers';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
}, 60_000);
afterAll(() => s.close());

let n = 0;
const freshMobile = () => `9181${String(Date.now() % 1e4).padStart(4, '0')}${String(++n).padStart(2, '0')}`;

async function exclude(m: RpMember, duration: '7d' | '6m'): Promise<RpExclusion> {
  const res = await rp<RpExcludeReply>(s, m.token, 'POST', '/exclusion', { duration, password: m.password });
  expect(res.status).toBe(200);
  return res.body.value!.exclusion;
}

/** Registers like newMember but returns the reply instead of throwing on a refusal. */
async function register(extra: Record<string, unknown>) {
  const c = await s.captcha();
  const username = `linked${++n}${Math.floor(Math.random() * 1e4)}`;
  const res = await s.encrypted('PUT', '/wps/member/register?brand=lucky-peso', {
    username,
    password: 'secret-pass',
    confirmPassword: 'secret-pass',
    mobileNum: freshMobile(),
    countryDialingCode: '+63',
    captcha: c.answer,
    captchaId: c.captchaId,
    ...extra,
  });
  return { username, status: res.statusCode, body: res.json() as Envelope<{ token: string }> };
}

const historyOf = async (username: string) => {
  const [u] = await s.ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.brandId, 'lucky-peso'), eq(users.username, username)));
  return s.ctx.db.select().from(rpHistory).where(eq(rpHistory.userId, u!.id));
};

describe('finding 6: an exclusion holds across accounts', () => {
  test('a self-registered account with the time-out member’s mobile number inherits the time-out, and is told', async () => {
    const mobile = freshMobile();
    const first = await newMember(s, 0, { mobileNum: mobile });
    const timeout = await exclude(first, '7d');
    const second = await register({ mobileNum: mobile });
    expect(second.status).toBe(403);
    expect(second.body).toMatchObject({
      success: false,
      code: 'rp.excluded.linked',
      value: { kind: 'timeout', until: timeout.until },
    });
    // The account exists, is not signed in, and every sign-in is refused until the same end.
    expect(await s.login(second.username, 'secret-pass')).toMatchObject({
      code: 'rp.excluded',
      value: { kind: 'timeout', until: timeout.until },
    });
    const history = await historyOf(second.username);
    expect(history).toEqual([
      expect.objectContaining({ action: 'exclusion.inherited', duration: '7d', source: 'registration' }),
    ]);
    expect(history[0]!.until!.getTime()).toBe(timeout.until);
  });

  test('an account an agent opens with the self-excluded member’s mobile number cannot sign in or play', async () => {
    const mobile = freshMobile();
    const first = await newMember(s, 0, { mobileNum: mobile });
    const exclusion = await exclude(first, '6m');
    const agent = await as(s, 'agent', 'agent1234!');
    const opened = await openAccount<AgentTeamMember>(s, agent, {
      type: 0,
      username: `secondOf${n}`,
      password: 'open-account-7',
      confirmPassword: 'open-account-7',
      mobileNum: mobile,
    });
    expect(opened.body).toMatchObject({ success: true, value: { excluded: true } });
    expect(await s.login(opened.body.value!.userName, 'open-account-7')).toMatchObject({
      code: 'rp.excluded',
      value: { kind: 'selfExclusion', until: exclusion.until },
    });
  });

  test('the same e-mail in another case is the same person', async () => {
    const first = await newMember(s, 0, { email: `Nena.${n}@Example.com` });
    const timeout = await exclude(first, '7d');
    const second = await register({ email: `nena.${n}@example.COM` });
    expect(second.body).toMatchObject({ code: 'rp.excluded.linked', value: { until: timeout.until } });
  });

  test('an account that binds the excluded member’s bank account is excluded from then on', async () => {
    const first = await newMember(s);
    const now = s.ctx.clock();
    await s.ctx.db.insert(bankCards).values({
      userId: first.userId,
      bankCode: 'BDO',
      accountNumber: '0012 3456 7890',
      holderName: 'Nena Cruz',
      createdAt: now,
    });
    const timeout = await exclude(first, '7d');
    // Other mobile and e-mail: opened freely, and it plays.
    const second = await newMember(s, 100_000);
    expect((await launch(s, second.token)).status).toBe(200);
    await s.ctx.db.insert(bankCards).values({
      userId: second.userId,
      bankCode: 'BPI',
      accountNumber: '001234567890',
      holderName: 'Nena Cruz',
      createdAt: now,
    });
    // Its next launch finds the link: refused, and every session of the account ends.
    expect((await launch(s, second.token)).body).toMatchObject({
      code: 'rp.excluded',
      value: { kind: 'timeout', until: timeout.until },
    });
    expect((await launch(s, second.token)).body).toMatchObject({ code: 'auth.logged.out' });
    expect(await s.login(second.username, second.password)).toMatchObject({ code: 'rp.excluded' });
    expect((await historyOf(second.username)).map((h) => [h.action, h.source])).toContainEqual([
      'exclusion.inherited',
      'operator',
    ]);
  });

  test('an account opened before the exclusion, or after it ended, is not touched', async () => {
    const mobile = freshMobile();
    const first = await newMember(s, 0, { mobileNum: mobile });
    const before = await newMember(s, 100_000, { mobileNum: mobile });
    await exclude(first, '7d');
    expect((await launch(s, before.token)).status).toBe(200);
    expect(await s.login(before.username, before.password)).toMatchObject({ success: true });
    s.clock.advance(7 * 24 * 3600 + 60);
    const after = await register({ mobileNum: mobile });
    expect(after.body).toMatchObject({ success: true });
  });

  test('an agent opens an account only after a captcha: none, wrong or reused is refused and nothing is made', async () => {
    const agent = await as(s, 'agent', 'agent1234!');
    const post = (body: object) => agent.post<AgentTeamMember>('/wps/agent/team/members', body);
    const body = {
      type: 0,
      username: 'captchaLess',
      password: 'open-account-7',
      confirmPassword: 'open-account-7',
      mobileNum: freshMobile(),
    };
    expect(await post(body)).toMatchObject({
      status: 400,
      body: { code: 'captcha.invalid', value: { captcha: true } },
    });
    const c = await s.captcha();
    const wrong = c.answer === '0000' ? '1111' : '0000';
    expect((await post({ ...body, captcha: wrong, captchaId: c.captchaId })).body.code).toBe('captcha.invalid');
    // One try per captcha: the right answer after a wrong one is refused too.
    expect((await post({ ...body, captcha: c.answer, captchaId: c.captchaId })).body.code).toBe('captcha.invalid');
    expect(await s.login('captchaless', 'open-account-7')).toMatchObject({ code: 'login.failed' });
    expect((await openAccount<AgentTeamMember>(s, agent, body)).body).toMatchObject({
      success: true,
      value: { userName: 'captchaless', excluded: false },
    });
  });
});

describe('finding 10: the session-time limit counts the day across sign-ins', () => {
  /** Moves the test clock to the next 01:00 in Manila, so a test's hour never crosses the limit's day. */
  const toManilaOneAm = () => s.clock.advance(secondsToManilaOneAm(s));
  /** The next midnight in Manila (16:00 UTC), when the limit's day ends. */
  const nextManilaMidnight = () => {
    const now = s.clock.now();
    const at = new Date(now);
    at.setUTCHours(16, 0, 0, 0);
    if (at <= now) at.setUTCDate(at.getUTCDate() + 1);
    return at.getTime();
  };
  const logout = (token: string) => s.inject({ method: 'DELETE', url: '/wps/session/logout', headers: auth(token) });
  const sessionUsed = async (token: string) =>
    (await rp<RpOverview>(s, token, 'GET', '')).body.value!.limits.find((l) => l.key === 'session')!;

  test('signing out and in again does not restart the count; signed-out time does not count', async () => {
    toManilaOneAm();
    const m = await newMember(s, 100_000);
    await rp(s, m.token, 'PUT', '/limits', { key: 'session', minutes: 30 });
    s.clock.advance(20 * 60);
    await logout(m.token);
    s.clock.advance(60 * 60);
    const again = await s.token(m.username, m.password);
    s.clock.advance(9 * 60);
    const game = await launch(s, again);
    expect(game.status).toBe(200);
    const nextMidnight = nextManilaMidnight();
    expect(await sessionUsed(again)).toMatchObject({ used: '29', minutes: 30, resetsAt: nextMidnight });
    s.clock.advance(2 * 60);
    expect((await game.spin('1.00')).body).toMatchObject({
      code: 'rp.limit.session',
      value: { key: 'session', limit: 30, used: 31, resetsAt: nextMidnight },
    });
    await logout(again);
    const third = await s.token(m.username, m.password);
    expect((await launch(s, third)).body).toMatchObject({ code: 'rp.limit.session', value: { used: 31 } });
    // The next day starts the count afresh (the session signed in since counts from midnight).
    s.clock.advance((nextMidnight - s.clock.now().getTime()) / 1000 + 5 * 60);
    expect((await launch(s, third)).status).toBe(200);
    expect(await sessionUsed(third)).toMatchObject({ used: '5' });
  });

  test('two devices signed in at once count once', async () => {
    toManilaOneAm();
    const m = await newMember(s, 100_000);
    await rp(s, m.token, 'PUT', '/limits', { key: 'session', minutes: 60 });
    const other = await s.token(m.username, m.password);
    s.clock.advance(40 * 60);
    expect(await sessionUsed(other)).toMatchObject({ used: '40' });
    expect((await launch(s, m.token)).status).toBe(200);
  });
});
