// Who may use the security centre (every endpoint of security.api.json, read from the contract) and the proof
// limit: 5 wrong passwords per member, shared by every endpoint, then 429 until 15 minutes after the last wrong one.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { contract } from '../src/api/route';
import { loginFailures } from '../src/db/schema';
import type { Envelope } from './harness';
import { DEMO_PASSWORD, securityServer, type Method, type SecurityServer } from './security-centre-support';

let t: SecurityServer;
let member: string;
let trial: string;
let free: string;
let userId: number;
beforeAll(async () => {
  t = await securityServer();
  member = await t.s.token();
  free = await t.s.token('type4', 'type4pass!');
  trial = ((await t.s.inject({ url: '/wps/member/trialuser' })).json() as Envelope<{ token: string }>).value!.token;
});
afterAll(() => t.s.close());
beforeEach(async () => {
  userId = (await t.resetMember('demo')).id;
});

type Schema = { type?: string; required?: string[]; properties?: Record<string, Schema>; $ref?: string };

/** A body the schema accepts (so the request reaches the session check): each required field with a plain value. */
function sampleBody(schema: Schema | undefined): object | undefined {
  if (!schema) return undefined;
  const value = (p: Schema): unknown =>
    p.$ref
      ? 1
      : p.type === 'array'
        ? []
        : p.type === 'integer' || p.type === 'number'
          ? 1
          : p.type === 'object'
            ? {}
            : 'x';
  return Object.fromEntries((schema.required ?? []).map((name) => [name, value(schema.properties![name]!)]));
}

const endpoints = [...contract.endpoints.values()].filter((e) => e.tag === 'security');

describe('every security-centre endpoint needs a real account', () => {
  test('the contract lists the 11 endpoints, all for real accounts', () => {
    expect(endpoints.map((e) => e.id).sort()).toEqual(
      [
        'bankCardAdd',
        'bankCardRemove',
        'bankCards',
        'bankList',
        'memberEmailSet',
        'memberNicknameSet',
        'memberPayeeNameSet',
        'paymentPasswordSet',
        'securityConfig',
        'securityQuestions',
        'securityQuestionsSet',
      ].sort(),
    );
    expect(endpoints.every((e) => e.auth === 'real')).toBe(true);
  });

  test.each(endpoints.map((e) => [`${e.method} ${e.path}`, e] as const))('%s', async (_name, e) => {
    const body = sampleBody(e.body as Schema | undefined);
    const call = (token?: string) => t.call(e.method as Method, e.path, token, body);
    expect(await call()).toMatchObject({ status: 401, code: 'auth.required' });
    expect(await call('made-up-token')).toMatchObject({ status: 401 });
    for (const token of [trial, free])
      expect(await call(token)).toMatchObject({
        status: 403,
        code: 'auth.trial.forbidden',
        message: 'Please login an actual account to use this function',
      });
    expect((await call(member)).status).not.toBe(401);
  });
});

describe('the proof limit', () => {
  const wrongPp = () =>
    t.call('PUT', '/wps/member/paymentPassword', member, {
      newPaymentPassword: '482915',
      confirmPaymentPassword: '482915',
      loginPassword: 'wrong-pass1',
    });
  const wrongCard = () =>
    t.call('POST', '/wps/member/bankCard', member, {
      bankCode: 'BDO',
      accountNumber: '100200300',
      holderName: 'Juan dela Cruz',
      loginPassword: 'wrong-pass1',
    });
  const rightPp = (next = '482915') =>
    t.call('PUT', '/wps/member/paymentPassword', member, {
      newPaymentPassword: next,
      confirmPaymentPassword: next,
      loginPassword: DEMO_PASSWORD,
    });
  const count = async () =>
    (
      await t.s.ctx.db
        .select()
        .from(loginFailures)
        .where(eq(loginFailures.key, `proof:${userId}`))
    )[0]?.failures ?? 0;

  test('5 wrong passwords across endpoints, then 429 with Retry-After until 15 minutes after the last one', async () => {
    for (const attempt of [wrongPp, wrongCard, wrongPp, wrongCard, wrongPp])
      expect(await attempt()).toMatchObject({ status: 400, code: 'security.proof.wrong' });
    expect(await count()).toBe(5);
    t.s.clock.advance(60);
    const refused = await rightPp();
    expect(refused).toMatchObject({ status: 429, code: 'rate.limited', value: { retryAfterSeconds: 14 * 60 } });
    expect(refused.headers['retry-after']).toBe(String(14 * 60));
    // another endpoint is refused too, and the refusal does not extend the wait
    expect(await wrongCard()).toMatchObject({ status: 429 });
    expect(await count()).toBe(5);
    t.s.clock.advance(14 * 60 - 1);
    expect(await rightPp()).toMatchObject({ status: 429, value: { retryAfterSeconds: 1 } });
    t.s.clock.advance(1);
    expect((await rightPp()).status).toBe(200);
    expect(await count()).toBe(0);
  });

  test('a right password clears the count', async () => {
    for (let i = 0; i < 4; i++) await wrongPp();
    expect(await count()).toBe(4);
    expect((await rightPp()).status).toBe(200);
    expect(await count()).toBe(0);
    for (let i = 0; i < 4; i++) expect((await wrongCard()).code).toBe('security.proof.wrong');
  });

  test('failures older than 15 minutes are forgotten', async () => {
    for (let i = 0; i < 4; i++) await wrongPp();
    t.s.clock.advance(15 * 60 + 1);
    expect((await wrongPp()).code).toBe('security.proof.wrong');
    expect(await count()).toBe(1);
  });

  test('parallel wrong guesses get at most 5 comparisons', async () => {
    const results = await Promise.all(Array.from({ length: 9 }, () => wrongPp()));
    expect(results.filter((r) => r.code === 'security.proof.wrong')).toHaveLength(5);
    expect(results.filter((r) => r.status === 429)).toHaveLength(4);
    expect(await count()).toBe(5);
  });

  test('parallel right passwords are not refused by each other', async () => {
    for (let i = 0; i < 4; i++) await wrongPp();
    const results = await Promise.all(
      ['482915', '730164', '590317', '613408', '208469', '917350'].map((p) => rightPp(p)),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await count()).toBe(0);
  });

  test('the count is per member', async () => {
    for (let i = 0; i < 5; i++) await wrongPp();
    await t.resetMember('type0');
    const other = await t.s.token('type0', 'type0pass!');
    const res = await t.call('PUT', '/wps/member/paymentPassword', other, {
      newPaymentPassword: '482915',
      confirmPaymentPassword: '482915',
      loginPassword: 'type0pass!',
    });
    expect(res.status).toBe(200);
  });
});
