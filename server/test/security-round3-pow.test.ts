// Issue 28, finding 8: a trained reader reads the captcha image, so each captcha also costs a proof of work
// (altcha-lib). Without its proof, or with a wrong, replayed, foreign or expired one, a captcha is refused.
import { randomBytes } from 'node:crypto';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { PowChallenge } from '@common/generated/api';
import { readEnv } from '../src/config';
import { createContext } from '../src/context';
import { CAPTCHA_TTL_SECONDS } from '../src/services/captcha';
import { CaptchaPow, PRODUCTION_POW, TEST_POW } from '../src/services/captchaPow';
import { dbHandle, startServer, type Envelope, type TestServer } from './harness';

let s: TestServer;
beforeAll(async () => {
  s = await startServer({ rateLimits: { captcha: { max: 1000, windowSeconds: 60 } } });
});
afterAll(() => s.close());
beforeEach(() => s.resetLoginFailures());

interface Issued {
  captchaId: string;
  pow: PowChallenge;
  answer: string;
}

/** A captcha as the app gets it, with its answer from the dev outbox; its work not yet proven. */
async function issue(brand = 'lucky-peso'): Promise<Issued> {
  const res = await s.inject({ url: `/wps/captcha?brand=${brand}` });
  const { captchaId, pow } = (res.json() as Envelope<{ captchaId: string; pow: PowChallenge }>).value!;
  return { captchaId, pow, answer: s.ctx.outbox.lastCode(captchaId, 'captcha')! };
}

const solve = async (pow: PowChallenge) => (await solveChallenge({ challenge: pow, deriveKey }))!;

const sendProof = (challenge: unknown, solution: unknown, brand = 'lucky-peso') =>
  s.inject({ method: 'POST', url: `/wps/captcha/proof?brand=${brand}`, payload: { challenge, solution } });

const expectRefused = (res: { statusCode: number; json: () => unknown }) => {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ success: false, code: 'captcha.invalid', value: { captcha: true } });
};

let registrations = 0;
/** A user-name registration (bayani-bet asks for nothing else) with the given captcha. */
function register(c: Pick<Issued, 'captchaId' | 'answer'>) {
  registrations += 1;
  return s.encrypted('PUT', '/wps/member/register?brand=bayani-bet', {
    username: `pow${registrations}x${Date.now() % 10_000}`,
    password: 'secret-pass',
    confirmPassword: 'secret-pass',
    captcha: c.answer,
    captchaId: c.captchaId,
  });
}

describe('finding 8: every captcha costs a proof of work', () => {
  test('the captcha reply carries a signed challenge bound to its captcha, at the configured work', async () => {
    const c = await issue();
    expect(c.pow.parameters).toMatchObject({
      algorithm: 'PBKDF2/SHA-256',
      cost: TEST_POW.cost,
      data: { captchaId: c.captchaId },
    });
    expect(c.pow.signature).toMatch(/^[0-9a-f]{64}$/);
    const solution = await solve(c.pow);
    expect(solution.counter).toBeGreaterThanOrEqual(TEST_POW.counterMin);
    expect(solution.counter).toBeLessThanOrEqual(TEST_POW.counterMax);
  });

  test('production work: 2,000 PBKDF2 iterations a try and a secret counter of 160–320 tries', async () => {
    expect(PRODUCTION_POW).toEqual({ cost: 2000, counterMin: 160, counterMax: 320 });
    const pow = new CaptchaPow(PRODUCTION_POW, randomBytes(32));
    const challenge = await pow.challenge('some-captcha');
    const solution = await solve(challenge);
    expect(solution.counter).toBeGreaterThanOrEqual(160);
    expect(solution.counter).toBeLessThanOrEqual(320);
    expect(await pow.verify(challenge, solution)).toBe('some-captcha');
  });

  test('no proof: the right answer is refused, and the captcha is used up', async () => {
    const c = await issue('bayani-bet');
    expectRefused(await register(c));
    // Proving it afterwards does not revive it: the try consumed it.
    expectRefused(await sendProof(c.pow, await solve(c.pow), 'bayani-bet'));
  });

  test('with its proof the same registration goes through', async () => {
    const c = await issue('bayani-bet');
    const proof = await sendProof(c.pow, await solve(c.pow), 'bayani-bet');
    expect(proof.statusCode).toBe(200);
    expect(proof.json()).toMatchObject({ success: true, value: null });
    const res = await register(c);
    expect(res.statusCode).toBe(200);
  });

  test('an invalid solution is refused: a wrong key, a wrong counter with no key, a malformed key', async () => {
    const c = await issue();
    const solution = await solve(c.pow);
    const flipped = (solution.derivedKey[0] === '0' ? '1' : '0') + solution.derivedKey.slice(1);
    expectRefused(await sendProof(c.pow, { counter: solution.counter, derivedKey: flipped }));
    expectRefused(await sendProof(c.pow, { counter: solution.counter, derivedKey: c.pow.parameters.keyPrefix }));
    expect((await sendProof(c.pow, { counter: solution.counter, derivedKey: 'XYZ' })).statusCode).toBe(400);
    // None of them proved it: the captcha still needs its proof.
    expectRefused(await register(c));
  });

  test('a tampered challenge is refused: cheaper work, another captcha id, a missing or foreign signature', async () => {
    const a = await issue();
    const b = await issue();
    // A shorter key prefix: any key starting with two hex digits would do (1 try in 256, not the secret counter).
    const cheaper = {
      ...a.pow,
      parameters: { ...a.pow.parameters, keyPrefix: a.pow.parameters.keyPrefix.slice(0, 2) },
    };
    expectRefused(await sendProof(cheaper, await solve(cheaper)));
    const solution = await solve(a.pow);
    const moved = { ...a.pow, parameters: { ...a.pow.parameters, data: { captchaId: b.captchaId } } };
    expectRefused(await sendProof(moved, solution));
    expect((await sendProof({ parameters: a.pow.parameters }, solution)).statusCode).toBe(400);
    // A challenge another server signed (another secret) proves nothing here.
    const foreign = await new CaptchaPow(TEST_POW, randomBytes(32)).challenge(b.captchaId);
    expectRefused(await sendProof(foreign, await solve(foreign)));
  });

  test('a replayed proof is refused: twice for one captcha, and after the captcha was used', async () => {
    const c = await issue();
    const solution = await solve(c.pow);
    expect((await sendProof(c.pow, solution)).statusCode).toBe(200);
    expectRefused(await sendProof(c.pow, solution));
    const brandId = 'lucky-peso';
    await expect(s.ctx.captchas.check(brandId, c.captchaId, c.answer)).resolves.toBeUndefined();
    await expect(s.ctx.captchas.check(brandId, c.captchaId, c.answer)).rejects.toMatchObject({
      code: 'captcha.invalid',
    });
    expectRefused(await sendProof(c.pow, solution));
  });

  test('a proof is for its brand only, and is never itself a captcha', async () => {
    const c = await issue('lucky-peso');
    expectRefused(await sendProof(c.pow, await solve(c.pow), 'bayani-bet'));
    expect((await sendProof(c.pow, await solve(c.pow), 'lucky-peso')).statusCode).toBe(200);
    await expect(s.ctx.captchas.check('lucky-peso', `pow:${c.captchaId}`, c.answer)).rejects.toMatchObject({
      code: 'captcha.invalid',
    });
  });

  test('an expired captcha is refused: its proof comes too late, or its proven captcha is used too late', async () => {
    const late = await issue();
    const lateSolution = await solve(late.pow);
    const proven = await issue();
    expect((await sendProof(proven.pow, await solve(proven.pow))).statusCode).toBe(200);
    s.clock.advance(CAPTCHA_TTL_SECONDS + 1);
    expectRefused(await sendProof(late.pow, lateSolution));
    await expect(s.ctx.captchas.check('lucky-peso', proven.captchaId, proven.answer)).rejects.toMatchObject({
      code: 'captcha.invalid',
    });
  });

  test('sign-in: once a captcha is asked for, a captcha without its proof is refused, with it the member gets in', async () => {
    expect((await s.login('agent', 'wrong-password')).code).toBe('login.failed');
    const c = await issue();
    const without = await s.login('agent', 'agent1234!', 'lucky-peso', { captcha: c.answer, captchaId: c.captchaId });
    expect(without).toMatchObject({ success: false, code: 'captcha.invalid' });
    const d = await s.captcha();
    const signedIn = await s.login('agent', 'agent1234!', 'lucky-peso', { captcha: d.answer, captchaId: d.captchaId });
    expect(signedIn).toMatchObject({ success: true });
  });
});

describe('finding 8: the work is a server setting; the cheap one only with the dev tools', () => {
  test('TEST_POW=1 is refused without DEV_TOOLS=1, and in production', () => {
    expect(() => readEnv({ TEST_POW: '1' })).toThrow(/DEV_TOOLS/);
    expect(() => readEnv({ NODE_ENV: 'production', TEST_POW: '1' })).toThrow(/DEV_TOOLS/);
    expect(readEnv({ DEV_TOOLS: '1', TEST_POW: '1' })).toMatchObject({ testPow: true });
    expect(readEnv({ DEV_TOOLS: '1' })).toMatchObject({ testPow: false });
  });

  test('a production server refuses work cheaper than production, and defaults to production', () => {
    const base = { db: dbHandle().db, brands: s.ctx.brands, defaultBrand: 'lucky-peso', distDir: '' };
    expect(() => createContext({ ...base, production: true, pow: TEST_POW })).toThrow(/proof of work/);
    expect(createContext({ ...base, production: true }).captchas.pow.params).toEqual(PRODUCTION_POW);
  });
});
