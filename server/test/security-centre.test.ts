// The security centre (issue 14 item 2): security config, payment password, security questions, e-mail, nickname
// and payee name, with every refusal the contract lists.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { securityAnswers, users } from '../src/db/schema';
import { DEMO_PASSWORD, securityServer, type SecurityServer } from './security-centre-support';

let t: SecurityServer;
let token: string;
let userId: number;
beforeAll(async () => {
  t = await securityServer();
  token = await t.s.token();
});
afterAll(() => t.s.close());
beforeEach(async () => {
  userId = (await t.resetMember('demo')).id;
});

const PP = '/wps/member/paymentPassword';
const setPp = (body: object) => t.call('PUT', PP, token, body);
const pp = (next: string, proof: object = { loginPassword: DEMO_PASSWORD }) =>
  setPp({ newPaymentPassword: next, confirmPaymentPassword: next, ...proof });
const storedHash = async () => (await t.userRow('demo')).paymentPasswordHash;

describe('GET /wps/member/securityConfig', () => {
  test('nothing set: masked mobile, no cards, limit 5', async () => {
    const res = await t.call('GET', '/wps/member/securityConfig', token);
    expect(res.status).toBe(200);
    expect(res.value).toEqual({
      account: 'demo',
      paymentPasswordSet: false,
      bankCardCount: 0,
      bankCardLimit: 5,
      securityQuestionsSet: false,
      mobile: '+63 917****567',
      mobileVerified: expect.any(Boolean),
      icon: expect.any(Number),
    });
  });

  test('shows what was set', async () => {
    expect((await pp('482915')).status).toBe(200);
    const proof = { loginPassword: DEMO_PASSWORD };
    await t.call('PUT', '/wps/member/info/email', token, { email: 'demo@example.ph', ...proof });
    await t.call('PUT', '/wps/member/info/nickname', token, { nickname: 'Lucky One' });
    await t.call('PUT', '/wps/member/info/payeename', token, { payeeName: 'Juan dela Cruz', ...proof });
    const res = await t.call<Record<string, unknown>>('GET', '/wps/member/securityConfig', token);
    expect(res.value).toMatchObject({
      paymentPasswordSet: true,
      email: 'demo@example.ph',
      nickname: 'Lucky One',
      payeeName: 'Juan dela Cruz',
    });
  });
});

describe('PUT /wps/member/paymentPassword', () => {
  test('first set with the login password, stored only as a scrypt hash; reply null', async () => {
    const res = await pp('482915');
    expect(res).toMatchObject({ status: 200, value: null });
    const hash = await storedHash();
    expect(hash).toMatch(/^scrypt\$/);
    expect(hash).not.toContain('482915');
  });

  test('first set: a payment password is not a proof, nor is an empty login password', async () => {
    for (const proof of [
      { paymentPassword: '111222' },
      { loginPassword: '' },
      {},
      { loginPassword: '', paymentPassword: '' },
    ])
      expect(await pp('482915', proof), JSON.stringify(proof)).toMatchObject({
        status: 400,
        code: 'security.proof.required',
        message: 'Unknown error',
      });
    expect(await storedHash()).toBeNull();
  });

  test('change with the login password or the current payment password', async () => {
    await pp('482915');
    expect((await pp('730164', { paymentPassword: '482915' })).status).toBe(200);
    expect((await pp('590317', { loginPassword: DEMO_PASSWORD })).status).toBe(200);
    // the old one no longer proves
    expect(await pp('613408', { paymentPassword: '730164' })).toMatchObject({ code: 'security.proof.wrong' });
    expect((await pp('613408', { paymentPassword: '590317' })).status).toBe(200);
  });

  test('with both sent, the login password is checked', async () => {
    await pp('482915');
    expect(await pp('730164', { loginPassword: 'wrong-one!', paymentPassword: '482915' })).toMatchObject({
      status: 400,
      code: 'security.proof.wrong',
      message: 'Password format is incorrect',
    });
    expect((await pp('730164', { loginPassword: DEMO_PASSWORD, paymentPassword: '000000' })).status).toBe(200);
  });

  test.each([
    ['12345', 'format.payment.password', 'Password format is incorrect'],
    ['1234567', 'format.payment.password', 'Password format is incorrect'],
    ['12a456', 'format.payment.password', 'Password format is incorrect'],
    ['１２３４５６', 'format.payment.password', 'Password format is incorrect'],
    ['x'.repeat(40), 'format.payment.password', 'Password format is incorrect'],
    ['111111', 'format.payment.password.weak', 'Password format is incorrect'],
    ['123456', 'format.payment.password.weak', 'Password format is incorrect'],
    ['654321', 'format.payment.password.weak', 'Password format is incorrect'],
  ])('%s → %s', async (value, code, message) => {
    expect(await pp(value)).toMatchObject({ status: 400, code, message });
  });

  test('confirmation must match', async () => {
    const res = await setPp({
      newPaymentPassword: '482915',
      confirmPaymentPassword: '482916',
      loginPassword: DEMO_PASSWORD,
    });
    expect(res).toMatchObject({
      status: 400,
      code: 'format.confirm.password',
      message: 'Confirmation password not matched',
    });
  });

  test('same as the current one: told only after the proof', async () => {
    await pp('482915');
    expect(await pp('482915', { loginPassword: 'wrong-one!' })).toMatchObject({ code: 'security.proof.wrong' });
    expect(await pp('482915', { paymentPassword: '482915' })).toMatchObject({
      status: 400,
      code: 'modify.new.old.same',
      message: 'The new password and the old password cannot be the same',
    });
    expect(await pp('482915')).toMatchObject({ code: 'modify.new.old.same' });
  });
});

describe('security questions', () => {
  const questions = async (query = '') =>
    (
      await t.call<{ questions: { id: number; text: string }[]; answered: number[]; required: number }>(
        'GET',
        `/wps/member/securityQuestions${query}`,
        token,
      )
    ).value!;
  const answer = (answers: object[], proof: object = { loginPassword: DEMO_PASSWORD }) =>
    t.call('PUT', '/wps/member/securityQuestions', token, { answers, ...proof });

  test('5 questions in English and Filipino; none answered; 2 required', async () => {
    const en = await questions();
    expect(en.questions).toHaveLength(5);
    expect(en).toMatchObject({ answered: [], required: 2 });
    const ty = await questions('?language=TY');
    expect(ty.questions.map((q) => q.id)).toEqual(en.questions.map((q) => q.id));
    expect(ty.questions[0]!.text).not.toBe(en.questions[0]!.text);
  });

  test('answers are stored hashed, trimmed and lower case; a new set replaces the old', async () => {
    const [a, b, c] = (await questions()).questions;
    expect(
      await answer([
        { questionId: a!.id, answer: '  Manila  ' },
        { questionId: b!.id, answer: 'Bantay' },
      ]),
    ).toMatchObject({
      status: 200,
      value: null,
    });
    expect((await questions()).answered).toEqual([a!.id, b!.id].sort((x, y) => x - y));
    const rows = await t.s.ctx.db.select().from(securityAnswers).where(eq(securityAnswers.userId, userId));
    const first = rows.find((r) => r.questionId === a!.id)!;
    expect(first.answerHash).not.toContain('anila');
    expect(await t.s.ctx.passwords.verify('manila', first.answerHash)).toBe(true);
    expect((await t.call('GET', '/wps/member/securityConfig', token)).value).toMatchObject({
      securityQuestionsSet: true,
    });
    await answer([
      { questionId: c!.id, answer: 'adobo' },
      { questionId: b!.id, answer: 'bantay' },
    ]);
    expect((await questions()).answered).toEqual([b!.id, c!.id].sort((x, y) => x - y));
  });

  test('refusals, in the order of the contract', async () => {
    const [a, b] = (await questions()).questions;
    const ok = (id: number) => ({ questionId: id, answer: 'good answer' });
    expect(await answer([ok(a!.id)])).toMatchObject({ status: 400, code: 'security.answers.count' });
    expect(await answer([ok(a!.id), ok(a!.id)])).toMatchObject({ code: 'security.answers.count' });
    expect(await answer([ok(a!.id), ok(b!.id), ok(b!.id + 1)])).toMatchObject({ code: 'security.answers.count' });
    expect(await answer([])).toMatchObject({ code: 'security.answers.count' });
    expect(await answer([ok(a!.id), ok(999999)])).toMatchObject({ status: 400, code: 'security.question.unknown' });
    for (const bad of ['x', '  y  ', 'z'.repeat(61)])
      expect(await answer([ok(a!.id), { questionId: b!.id, answer: bad }]), bad).toMatchObject({
        status: 400,
        code: 'format.security.answer',
        message: 'Unknown error',
      });
    expect(await answer([ok(a!.id), ok(b!.id)], {})).toMatchObject({ code: 'security.proof.required' });
    // the login password only: a payment password does not prove the member here
    await pp('482915');
    expect(await answer([ok(a!.id), ok(b!.id)], { paymentPassword: '482915' })).toMatchObject({
      code: 'security.proof.required',
    });
    expect(await answer([ok(a!.id), ok(b!.id)], { loginPassword: '' })).toMatchObject({
      code: 'security.proof.required',
    });
    expect(await answer([ok(a!.id), ok(b!.id)], { loginPassword: 'wrong-one!' })).toMatchObject({
      code: 'security.proof.wrong',
    });
    expect((await questions()).answered).toEqual([]);
  });

  test('another brand’s question is unknown', async () => {
    const other = await t.s.token('demo', DEMO_PASSWORD, 'bayani-bet');
    const theirs = (
      await t.call<{ questions: { id: number }[] }>('GET', '/wps/member/securityQuestions?brand=bayani-bet', other)
    ).value!;
    const [a] = (await questions()).questions;
    expect(
      await answer([
        { questionId: a!.id, answer: 'aa' },
        { questionId: theirs.questions[0]!.id, answer: 'bb' },
      ]),
    ).toMatchObject({
      code: 'security.question.unknown',
    });
  });
});

describe('e-mail, nickname and payee name', () => {
  // The e-mail and the payee name need the login password again (security-round3-takeover.test.ts); the nickname not.
  const put = (what: string, body: object) =>
    t.call('PUT', `/wps/member/info/${what}`, token, { loginPassword: DEMO_PASSWORD, ...body });
  const row = () => t.userRow('demo');

  test('e-mail: trimmed; the SPEC message for a bad one; under 255 characters', async () => {
    expect(await put('email', { email: '  me@example.ph ' })).toMatchObject({ status: 200, value: null });
    expect((await row()).email).toBe('me@example.ph');
    const long = `${'a'.repeat(243)}@example.ph`; // 254 characters
    expect((await put('email', { email: long })).status).toBe(200);
    for (const email of ['', 'me', 'me@example', 'me@@example.ph', 'me @example.ph', `${'a'.repeat(244)}@example.ph`])
      expect(await put('email', { email }), email).toMatchObject({
        status: 400,
        code: 'format.email',
        message: 'E-mail format is incorrect',
      });
  });

  test('nickname: 2–20 letters, digits, spaces, _ . -', async () => {
    expect((await put('nickname', { nickname: '  Ma.ria_2 -x ' })).status).toBe(200);
    expect((await row()).nickname).toBe('Ma.ria_2 -x');
    for (const nickname of ['a', 'b'.repeat(21), 'no<script>', 'emoji😀', ''])
      expect(await put('nickname', { nickname }), nickname).toMatchObject({
        status: 400,
        code: 'format.name',
        message: 'Name format is not valid',
      });
  });

  test('payee name: format, then fixed while a card is bound (the same name again is fine)', async () => {
    for (const payeeName of ['J', '--', 'Juan 2', 'x'.repeat(61)])
      expect(await put('payeename', { payeeName }), payeeName).toMatchObject({ status: 400, code: 'format.name' });
    expect((await put('payeename', { payeeName: "  Ma. Clara   O'Brien-Santos " })).status).toBe(200);
    expect((await row()).payeeName).toBe("Ma. Clara O'Brien-Santos");
    expect((await put('payeename', { payeeName: 'Juan dela Cruz' })).status).toBe(200);
    const card = await t.call('POST', '/wps/member/bankCard', token, {
      bankCode: 'BDO',
      accountNumber: '001234567890',
      loginPassword: DEMO_PASSWORD,
    });
    expect(card.status).toBe(200);
    expect(await put('payeename', { payeeName: 'Pedro Penduko' })).toMatchObject({
      status: 409,
      code: 'payee.locked',
      message: 'Unknown error',
    });
    expect((await put('payeename', { payeeName: ' JUAN  dela cruz' })).status).toBe(200);
    expect((await row()).payeeName).toBe('Juan dela Cruz');
  });

  test('writes only the member’s own row', async () => {
    await put('nickname', { nickname: 'Only Me' });
    const others = await t.s.ctx.db.select().from(users).where(eq(users.nickname, 'Only Me'));
    expect(others.map((u) => u.id)).toEqual([userId]);
  });
});
