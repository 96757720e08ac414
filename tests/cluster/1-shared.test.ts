// Two instances as two processes on one PostgreSQL (issue 31), checked over HTTP as a balancer would spread a
// client's requests: what one instance does, the other sees. Faults (a database restart, a killed instance) are in
// the files after this one.
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { PowChallenge } from '@common/generated/api';
import { encryptJson, newPassphrase } from '@common/payloadCrypto';
import { BRAND, call, eventually, newIp, type InstanceName } from './cluster';
import { Fixture } from './fixture';
import { cents, depositOrder, launchTicket, paidCallback, postCallback, spin } from './money';

let fx: Fixture;
beforeAll(async () => {
  fx = await Fixture.open();
});
afterAll(() => fx?.close());

async function login(on: InstanceName, username: string, password: string) {
  const key = newPassphrase();
  const r = await call<{ token: string }>(on, `/wps/session/login?brand=${BRAND}`, {
    headers: { 'x-encryption-key': key },
    body: { data: encryptJson({ username, password, type: 'username' }, key) },
    ip: newIp(),
  });
  expect(r.status, r.text).toBe(200);
  return r.body.value!.token;
}

describe('a session made on one instance works on the other', () => {
  test('sign in on A: B knows the member; sign out on B: A refuses the token', async () => {
    const token = await login('a', 'demo', 'demo1234!');
    const onB = await call<{ sumBalance: string }>('b', `/wps/wallets/balance?brand=${BRAND}`, { token });
    expect(onB.status, onB.text).toBe(200);
    expect(onB.body.value!.sumBalance).toMatch(/^\d+\.\d\d$/);
    expect((await call('b', `/wps/session/logout?brand=${BRAND}`, { method: 'DELETE', token })).status).toBe(200);
    const onA = await call('a', `/wps/wallets/balance?brand=${BRAND}`, { token });
    expect([onA.status, onA.body.code]).toEqual([401, 'auth.logged.out']);
  });

  test("a game launched on A plays on B (the launch ticket's key is the cluster's, not a process's)", async () => {
    const m = await fx.member(10_000);
    const ticket = await launchTicket('a', m);
    const r = await spin('b', ticket, 'launch-on-a');
    expect(r.status, r.text).toBe(200);
    expect(await fx.balance(m.userId)).toBe(cents(r.body.value!.balance));
  });

  test('a captcha issued on A is proven on B (the proof of work is signed with the cluster key)', async () => {
    const ip = newIp();
    const issued = await call<{ captchaId: string; pow: PowChallenge }>('a', `/wps/captcha?brand=${BRAND}`, { ip });
    expect(issued.status).toBe(200);
    const pow = issued.body.value!.pow;
    const solution = (await solveChallenge({ challenge: pow, deriveKey }))!;
    const proof = await call('b', `/wps/captcha/proof?brand=${BRAND}`, { body: { challenge: pow, solution }, ip });
    expect(proof.status, proof.text).toBe(200);
  });
});

test('a rate limit counts requests on both instances together', async () => {
  // 70 captchas from one address, alternately on A and B: 60 answers, then 429 with Retry-After, as one instance.
  const ip = newIp();
  const replies = [];
  for (let i = 0; i < 70; i++) replies.push(await call(i % 2 ? 'b' : 'a', `/wps/captcha?brand=${BRAND}`, { ip }));
  const refused = replies.filter((r) => r.status === 429);
  expect([replies.filter((r) => r.status === 200).length, refused.length]).toEqual([60, 10]);
  expect(refused.every((r) => Number(r.retryAfter) > 0 && r.body.code === 'rate.limited')).toBe(true);
  // Another address is not affected.
  expect((await call('b', `/wps/captcha?brand=${BRAND}`, { ip: newIp() })).status).toBe(200);
});

test('a brand published through the console on A is served by B within a second', async () => {
  const signIn = await call<{ token: string }>('a', '/ops/api/session', {
    body: { username: 'owner', password: 'owner1234!' },
    ip: newIp(),
  });
  expect(signIn.status, signIn.text).toBe(200);
  const token = signIn.body.value!.token;
  const servedName = async (on: InstanceName) =>
    (await call<{ brand: { name: string } }>(on, '/wps/system/settings/consolidated?brand=bayani-bet')).body.value!
      .brand.name;
  // B has the live brand cached before the change.
  const before = await servedName('b');
  const name = `Bayani ${Date.now() % 100_000}`;
  expect(before).not.toBe(name);

  const brand = await call<{ live: { config: { brand: { brand: { name: string } } } } }>(
    'a',
    '/ops/api/brands/bayani-bet',
    { token },
  );
  const config = structuredClone(brand.body.value!.live.config);
  config.brand.brand.name = name;
  const saved = await call<{ draft: { updatedAt: string } }>('a', '/ops/api/brands/bayani-bet/draft', {
    method: 'PUT',
    token,
    body: { config },
  });
  expect(saved.status, saved.text).toBe(200);
  const published = await call('a', '/ops/api/brands/bayani-bet/publish', {
    token,
    body: { updatedAt: saved.body.value!.draft.updatedAt },
  });
  expect(published.status, published.text).toBe(200);
  const t0 = Date.now();
  expect(await eventually(1000, async () => (await servedName('b')) === name, 20)).toBe(true);
  expect(Date.now() - t0).toBeLessThan(1000);
  expect(await servedName('a')).toBe(name);
});

test('the same deposit callback delivered to both instances at once pays once', async () => {
  const m = await fx.member(0);
  const orders = [];
  for (let i = 0; i < 5; i++) {
    const r = await depositOrder(i % 2 ? 'b' : 'a', m, `twice-${i}`);
    expect(r.status, r.text).toBe(200);
    orders.push(r.body.value!);
  }
  for (const order of orders) {
    const body = paidCallback(order);
    // The provider retries before the first reply came back: the same bytes on both instances at the same moment.
    const replies = await Promise.all([postCallback('a', body), postCallback('b', body), postCallback('a', body)]);
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(replies.filter((r) => r.body.value!.accepted)).toHaveLength(1);
  }
  const paid = orders.reduce((sum, o) => sum + cents(o.amount), 0);
  expect(await fx.balance(m.userId)).toBe(paid);
  expect((await fx.txnsByKind([m.userId])).deposit).toBe(orders.length);
  expect(await fx.unbalancedTxns()).toBe(0);
});
