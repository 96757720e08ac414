// Security round 3 (issue 28): account takeover by a stolen session (finding 3), the security proof under the
// password guard (the last part of finding 1), and one member per bank account number (finding 7, bank half).
// Each test failed before its fix (docs/security.md, "Round 3").
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { users } from '../src/db/schema';
import { bindCard } from '../src/services/security/bankCards';
import { setBrandSettings } from './brandSettingsFixture';
import { auth, startServer, type Envelope, type TestServer } from './harness';
import { newMember, type RpMember } from './responsible-play-helpers';

let s: TestServer;
beforeAll(async () => {
  s = await startServer({ rateLimits: { passwordIp: { max: 8, windowSeconds: 60 } } });
});
afterAll(() => s.close());
beforeEach(async () => {
  s.clock.advance(61); // a fresh minute for the guard's per-address cap
  await s.resetLoginFailures();
});

async function call(method: 'PUT' | 'POST' | 'DELETE', url: string, token: string, payload: object, ip = '127.0.0.1') {
  const res = await s.inject({ method, url, headers: auth(token), payload, remoteAddress: ip });
  const body = res.json() as Envelope<unknown>;
  return { status: res.statusCode, code: body.code, value: body.value as Record<string, unknown> | null };
}

const mails = (to: string) => s.ctx.outbox.list(to).filter((i) => i.kind === 'email');
const rowOf = async (m: RpMember) => (await s.ctx.db.select().from(users).where(eq(users.username, m.username)))[0]!;
const setEmailDirect = (m: RpMember, email: string) =>
  s.ctx.db.update(users).set({ email }).where(eq(users.username, m.username));

let seq = 0;
const unique = (what: string) => `${what}${Date.now() % 1e6}${++seq}@example.ph`;

describe('finding 3: a session alone cannot change how the account is recovered or paid', () => {
  test('the e-mail needs the login password again, and the old address is told', async () => {
    const m = await newMember(s);
    const owner = unique('owner');
    const taker = unique('taker');
    await setEmailDirect(m, owner);
    const put = (body: object) => call('PUT', '/wps/member/info/email', m.token, { email: taker, ...body });
    expect(await put({})).toMatchObject({ status: 400, code: 'security.proof.required' });
    expect(await put({ loginPassword: 'not-the-password' })).toMatchObject({ code: 'security.proof.wrong' });
    expect((await rowOf(m)).email).toBe(owner);
    expect(mails(owner)).toEqual([]);

    expect(await put({ loginPassword: m.password })).toMatchObject({ status: 200, value: null });
    expect((await rowOf(m)).email).toBe(taker);
    expect(mails(owner).at(-1)!.text).toMatch(/e-mail address of your .* account was changed/);
    expect(mails(taker)).toEqual([]);
    // the mobile number hears of it too
    const row = await rowOf(m);
    const sms = s.ctx.outbox.list(`${row.mobileDialing} ${row.mobileNum}`).filter((i) => i.kind === 'sms');
    expect(sms.at(-1)!.text).toMatch(/e-mail address/);
  });

  test('the payee name needs the login password again, and the member is told', async () => {
    const m = await newMember(s);
    const owner = unique('payee');
    await setEmailDirect(m, owner);
    const put = (body: object) =>
      call('PUT', '/wps/member/info/payeename', m.token, { payeeName: 'Pedro Penduko', ...body });
    expect(await put({})).toMatchObject({ status: 400, code: 'security.proof.required' });
    expect(await put({ loginPassword: 'not-the-password' })).toMatchObject({ code: 'security.proof.wrong' });
    expect((await rowOf(m)).payeeName).toBeNull();
    expect(await put({ loginPassword: m.password })).toMatchObject({ status: 200 });
    expect((await rowOf(m)).payeeName).toBe('Pedro Penduko');
    expect(mails(owner).at(-1)!.text).toMatch(/payee name/);
  });

  test('a payment password change and a card removal tell the member', async () => {
    const m = await newMember(s);
    const owner = unique('cards');
    await setEmailDirect(m, owner);
    const proof = { loginPassword: m.password };
    const set = { newPaymentPassword: '482915', confirmPaymentPassword: '482915', ...proof };
    expect((await call('PUT', '/wps/member/paymentPassword', m.token, set)).status).toBe(200);
    expect(mails(owner).at(-1)!.text).toMatch(/payment password/);
    const card = await call('POST', '/wps/member/bankCard', m.token, {
      bankCode: 'BDO',
      accountNumber: `55${Date.now() % 1e8}`,
      holderName: 'Juan dela Cruz',
      ...proof,
    });
    expect(card.status).toBe(200);
    expect((await call('DELETE', '/wps/member/bankCard', m.token, { id: card.value!.id, ...proof })).status).toBe(200);
    expect(mails(owner).at(-1)!.text).toMatch(/bank cards/);
  });

  test('a recovery within 24 hours of an e-mail change also goes to the old address; after that, not', async () => {
    const m = await newMember(s);
    const owner = unique('first');
    const taker = unique('second');
    const again = unique('third');
    await setEmailDirect(m, owner);
    const change = (email: string) =>
      call('PUT', '/wps/member/info/email', m.token, { email, loginPassword: m.password });
    expect((await change(taker)).status).toBe(200);
    // a second change within the window keeps the owner's address, not the taker's first one
    expect((await change(again)).status).toBe(200);
    const recover = (email: string) =>
      s.inject({
        method: 'POST',
        url: '/wps/member/password/email?brand=lucky-peso',
        payload: { username: m.username, email },
      });
    const links = (to: string) => mails(to).filter((i) => i.code);

    expect((await recover(again)).statusCode).toBe(200);
    expect(links(again)).toHaveLength(1);
    expect(links(owner)).toHaveLength(1);
    expect(links(taker)).toHaveLength(0);
    // the owner asks with the address they know, and their own link resets the password
    expect((await recover(owner)).statusCode).toBe(200);
    expect(links(owner)).toHaveLength(2);
    const reset = await s.inject({
      method: 'POST',
      url: '/wps/member/password/reset?brand=lucky-peso',
      payload: {
        resetToken: links(owner).at(-1)!.code,
        newPassword: 'owner-is-back-9',
        confirmNewPassword: 'owner-is-back-9',
      },
    });
    expect(reset.statusCode).toBe(200);
    expect(await s.login(m.username, 'owner-is-back-9')).toMatchObject({ success: true });

    s.clock.advance(24 * 3600 + 60);
    expect((await recover(owner)).statusCode).toBe(200);
    expect((await recover(again)).statusCode).toBe(200);
    expect(links(owner)).toHaveLength(2);
    expect(links(again)).toHaveLength(3);
  });
});

describe('finding 1: the security proof goes through the password guard', () => {
  const wrongProof = (m: RpMember, ip = '127.0.0.1') =>
    call(
      'PUT',
      '/wps/member/paymentPassword',
      m.token,
      { newPaymentPassword: '482915', confirmPaymentPassword: '482915', loginPassword: 'a-wrong-guess' },
      ip,
    );

  test('a wrong password in the security centre makes the next sign-in ask for a captcha', async () => {
    const m = await newMember(s);
    expect(await wrongProof(m)).toMatchObject({ code: 'security.proof.wrong' });
    expect(await s.login(m.username, m.password)).toMatchObject({ code: 'captcha.invalid' });
    const { captchaId, answer } = await s.captcha();
    expect(await s.login(m.username, m.password, 'lucky-peso', { captchaId, captcha: answer })).toMatchObject({
      success: true,
    });
  });

  test('security-centre checks count toward the per-address cap, across members', async () => {
    const ip = '10.28.3.1';
    const members = [await newMember(s), await newMember(s)];
    // 4 wrong ones each: under the member's own lockout (5), but 8 from one address
    for (const m of members) for (let i = 0; i < 4; i++) expect((await wrongProof(m, ip)).status).toBe(400);
    const third = await newMember(s);
    const right = { newPaymentPassword: '482915', confirmPaymentPassword: '482915', loginPassword: third.password };
    expect(await call('PUT', '/wps/member/paymentPassword', third.token, right, ip)).toMatchObject({
      status: 429,
      code: 'rate.limited',
    });
    // another address is not held back
    expect((await call('PUT', '/wps/member/paymentPassword', third.token, right, '10.28.3.2')).status).toBe(200);
  });
});

describe('finding 7: a bank account number binds to one member per brand', () => {
  const BDO = { code: 'BDO', name: 'BDO Unibank' };
  const add = (m: RpMember, accountNumber: string, bankCode = 'BDO') =>
    call('POST', '/wps/member/bankCard', m.token, {
      bankCode,
      accountNumber,
      holderName: 'Juan dela Cruz',
      loginPassword: m.password,
    });
  const idOf = async (m: RpMember) => (await rowOf(m)).id;

  test('a second member is refused; another bank, or after removal, is fine', async () => {
    const [a, b] = [await newMember(s), await newMember(s)];
    const number = `77${Date.now() % 1e8}`;
    const first = await add(a, number);
    expect(first.status).toBe(200);
    expect(await add(b, number)).toMatchObject({ status: 409, code: 'bank.account.taken' });
    expect((await add(b, number, 'BPI')).status).toBe(200);
    const removed = await call('DELETE', '/wps/member/bankCard', a.token, {
      id: first.value!.id,
      loginPassword: a.password,
    });
    expect(removed.status).toBe(200);
    expect((await add(b, number)).status).toBe(200);
  });

  test('the brand setting bankAccountShared lets the operator allow it', async () => {
    const setShared = (bankAccountShared: boolean) => setBrandSettings(s, { settings: { bankAccountShared } });
    const [a, b, c] = [await newMember(s), await newMember(s), await newMember(s)];
    const number = `88${Date.now() % 1e8}`;
    expect((await add(a, number)).status).toBe(200);
    await setShared(true);
    try {
      expect((await add(b, number)).status).toBe(200);
    } finally {
      await setShared(false);
    }
    expect(await add(c, number)).toMatchObject({ status: 409, code: 'bank.account.taken' });
  });

  test('two members binding the same number at once: exactly one succeeds', async () => {
    for (let round = 0; round < 4; round++) {
      const [a, b] = [await newMember(s), await newMember(s)];
      const number = `99${round}${Date.now() % 1e8}`;
      const ids = [await idOf(a), await idOf(b)];
      const results = await Promise.allSettled(ids.map((id) => bindCard(s.ctx, id, BDO, number, 'Juan dela Cruz')));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      expect(refused.reason).toMatchObject({ code: 'bank.account.taken' });
    }
    // and through the endpoint
    const [a, b] = [await newMember(s), await newMember(s)];
    const number = `66${Date.now() % 1e8}`;
    const statuses = (await Promise.all([add(a, number), add(b, number)])).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
  });
});
