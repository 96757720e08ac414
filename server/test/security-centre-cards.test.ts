// Bank cards of the security centre: the bank list, add (holder = payee name, limit 5, no duplicates, parallel
// adds), list and remove.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { bindCard } from '../src/services/security/bankCards';
import { DEMO_PASSWORD, securityServer, type SecurityServer } from './security-centre-support';

let t: SecurityServer;
let token: string;
beforeAll(async () => {
  t = await securityServer();
  token = await t.s.token();
});
afterAll(() => t.s.close());
beforeEach(async () => {
  await t.resetMember('demo');
});

interface Card {
  id: number;
  bankCode: string;
  bankName: string;
  accountMasked: string;
  holderName: string;
  createdAt: number;
}

const CARD = '/wps/member/bankCard';
const add = (body: object, proof: object = { loginPassword: DEMO_PASSWORD }) =>
  t.call<Card>('POST', CARD, token, { bankCode: 'BDO', holderName: 'Juan dela Cruz', ...body, ...proof });
const list = async () => (await t.call<{ list: Card[]; limit: number }>('GET', CARD, token)).value!;
const remove = (id: number, proof: object = { loginPassword: DEMO_PASSWORD }) =>
  t.call('DELETE', CARD, token, { id, ...proof });
const account = (n: number) => `10020030${n}`;

describe('GET /wps/member/banks', () => {
  test('the brand’s 9 banks and e-wallets in display order', async () => {
    const res = await t.call<{ list: { code: string; name: string }[] }>('GET', '/wps/member/banks', token);
    expect(res.value!.list.map((b) => b.code)).toEqual([
      'BDO',
      'BPI',
      'MBTC',
      'LBP',
      'PNB',
      'UBP',
      'SECB',
      'GCASH',
      'MAYA',
    ]);
    expect(res.value!.list.every((b) => b.name.length > 1)).toBe(true);
  });
});

describe('POST /wps/member/bankCard', () => {
  test('the first card sets the payee name; the account is masked; white space removed', async () => {
    const res = await add({ accountNumber: '1234 5678 9012', holderName: '  Juan   dela Cruz ' });
    expect(res.status).toBe(200);
    expect(res.value).toMatchObject({
      bankCode: 'BDO',
      bankName: 'BDO Unibank',
      accountMasked: '**** **** 9012',
      holderName: 'Juan dela Cruz',
    });
    expect((await t.userRow('demo')).payeeName).toBe('Juan dela Cruz');
    const { list: cards, limit } = await list();
    expect(limit).toBe(5);
    expect(cards).toEqual([res.value]);
    expect(JSON.stringify(cards)).not.toContain('123456789012');
    expect((await t.call('GET', '/wps/member/securityConfig', token)).value).toMatchObject({ bankCardCount: 1 });
  });

  test('with a payee name: the holder may be left out, or sent equal ignoring case and spaces', async () => {
    await t.call('PUT', '/wps/member/info/payeename', token, {
      payeeName: 'Maria Clara',
      loginPassword: DEMO_PASSWORD,
    });
    expect(await add({ accountNumber: account(1), holderName: undefined })).toMatchObject({
      status: 200,
      value: { holderName: 'Maria Clara' },
    });
    expect((await add({ accountNumber: account(2), holderName: ' maria   CLARA' })).value).toMatchObject({
      holderName: 'Maria Clara',
    });
    expect(await add({ accountNumber: account(3), holderName: 'Juan dela Cruz' })).toMatchObject({
      status: 400,
      code: 'bank.holder.mismatch',
      message: 'Name format is not valid',
    });
  });

  test('without a payee name the holder is required', async () => {
    for (const holderName of [undefined, '', '   '])
      expect(await add({ accountNumber: account(1), holderName }), String(holderName)).toMatchObject({
        status: 400,
        code: 'format.name',
      });
    expect((await list()).list).toEqual([]);
  });

  test.each([
    [{ bankCode: 'NOPE' }, 400, 'bank.unknown', 'Unknown error'],
    [{ bankCode: '' }, 400, 'bank.unknown', 'Unknown error'],
    [{ accountNumber: '12345' }, 400, 'format.bank.account', 'Unknown error'],
    [{ accountNumber: '1'.repeat(31) }, 400, 'format.bank.account', 'Unknown error'],
    [{ accountNumber: '1234-5678' }, 400, 'format.bank.account', 'Unknown error'],
    [{ accountNumber: '9'.repeat(45) }, 400, 'format.bank.account', 'Unknown error'],
    [{ holderName: 'J' }, 400, 'format.name', 'Name format is not valid'],
    [{ holderName: 'Juan 2' }, 400, 'format.name', 'Name format is not valid'],
    [{ holderName: 'x'.repeat(61) }, 400, 'format.name', 'Name format is not valid'],
    [{ holderName: 'x'.repeat(150) }, 400, 'format.name', 'Name format is not valid'],
  ])('%j → %s %s', async (body, status, code, message) => {
    expect(await add({ accountNumber: account(1), ...body })).toMatchObject({ status, code, message });
  });

  test('proof: the login password, or the payment password once set; a payment password not set is no proof', async () => {
    expect(await add({ accountNumber: account(1) }, {})).toMatchObject({ code: 'security.proof.required' });
    expect(await add({ accountNumber: account(1) }, { paymentPassword: '482915' })).toMatchObject({
      code: 'security.proof.required',
    });
    expect(await add({ accountNumber: account(1) }, { loginPassword: 'nope-nope1' })).toMatchObject({
      code: 'security.proof.wrong',
    });
    await t.call('PUT', '/wps/member/paymentPassword', token, {
      newPaymentPassword: '482915',
      confirmPaymentPassword: '482915',
      loginPassword: DEMO_PASSWORD,
    });
    expect((await add({ accountNumber: account(1) }, { paymentPassword: '482915' })).status).toBe(200);
    expect((await add({ accountNumber: account(2) }, { loginPassword: DEMO_PASSWORD })).status).toBe(200);
    expect(await add({ accountNumber: account(3) }, { paymentPassword: '000001' })).toMatchObject({
      code: 'security.proof.wrong',
    });
    expect((await list()).list).toHaveLength(2);
  });

  test('the same card twice: 409; the same number at another bank is another card', async () => {
    expect((await add({ accountNumber: account(1) })).status).toBe(200);
    expect(await add({ accountNumber: ` ${account(1)} ` })).toMatchObject({
      status: 409,
      code: 'bank.card.exists',
      message: 'Unknown error',
    });
    expect((await add({ accountNumber: account(1), bankCode: 'GCASH' })).status).toBe(200);
  });

  test('at most 5 live cards; a removed one frees its place and may be added again', async () => {
    const ids: number[] = [];
    for (let n = 1; n <= 5; n++) ids.push((await add({ accountNumber: account(n) })).value!.id);
    expect(await add({ accountNumber: account(6) })).toMatchObject({
      status: 409,
      code: 'bank.card.limit',
      message: 'Unknown error',
    });
    expect((await remove(ids[0]!)).status).toBe(200);
    expect((await add({ accountNumber: account(1) })).status).toBe(200);
    const cards = (await list()).list;
    expect(cards).toHaveLength(5);
    // oldest first
    expect(cards.map((c) => c.id)).toEqual([...ids.slice(1), cards[4]!.id]);
  });

  test('parallel adds of the same card: one is added, the others are told it exists', async () => {
    const results = await Promise.all(Array.from({ length: 4 }, () => add({ accountNumber: account(7) })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    expect(results.filter((r) => r.status === 409).every((r) => r.code === 'bank.card.exists')).toBe(true);
    expect((await list()).list).toHaveLength(1);
  });

  test('parallel adds beyond the limit: exactly 5 are kept', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, (_, n) => add({ accountNumber: account(n) })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    expect(results.filter((r) => r.code === 'bank.card.limit')).toHaveLength(3);
    expect((await list()).list).toHaveLength(5);
  });
});

describe('the locked step alone (the proofs above run one at a time, so they stagger the adds)', () => {
  // On PostgreSQL (DATABASE_URL) these overlap for real: without the member's row lock, more than 5 cards or two
  // payee names would get in. On PGlite they serialise.
  const bank = { code: 'BPI', name: 'Bank of the Philippine Islands' };

  test('parallel binds beyond the limit keep exactly 5', async () => {
    const { id } = await t.userRow('demo');
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, n) => bindCard(t.s.ctx, id, bank, account(n), 'Juan dela Cruz')),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    expect((await list()).list).toHaveLength(5);
  });

  test('parallel first binds with different holders: one payee name, every card its holder', async () => {
    const { id } = await t.userRow('demo');
    const names = ['Juan dela Cruz', 'Maria Clara', 'Pedro Penduko', 'Jose Rizal'];
    await Promise.allSettled(names.map((name, n) => bindCard(t.s.ctx, id, bank, account(n), name)));
    const payee = (await t.userRow('demo')).payeeName;
    const cards = (await list()).list;
    expect(cards).toHaveLength(1);
    expect(cards[0]!.holderName).toBe(payee);
  });
});

describe('DELETE /wps/member/bankCard', () => {
  test('removes the member’s card, proven; then the payee name may change', async () => {
    const card = (await add({ accountNumber: account(1) })).value!;
    expect(await remove(card.id, {})).toMatchObject({ status: 400, code: 'security.proof.required' });
    expect(await remove(card.id, { loginPassword: 'nope-nope1' })).toMatchObject({ code: 'security.proof.wrong' });
    expect(await remove(card.id)).toMatchObject({ status: 200, value: null });
    expect((await list()).list).toEqual([]);
    expect(await remove(card.id)).toMatchObject({
      status: 404,
      code: 'bank.card.missing',
      message: 'Unknown error',
    });
    expect(
      (
        await t.call('PUT', '/wps/member/info/payeename', token, {
          payeeName: 'Pedro Penduko',
          loginPassword: DEMO_PASSWORD,
        })
      ).status,
    ).toBe(200);
  });

  test('another member’s card is missing, and stays', async () => {
    const card = (await add({ accountNumber: account(1) })).value!;
    await t.resetMember('type0');
    const other = await t.s.token('type0', 'type0pass!');
    expect(await t.call('DELETE', CARD, other, { id: card.id, loginPassword: 'type0pass!' })).toMatchObject({
      status: 404,
      code: 'bank.card.missing',
    });
    expect((await t.call<{ list: Card[] }>('GET', CARD, other)).value!.list).toEqual([]);
    expect((await list()).list).toHaveLength(1);
  });
});
