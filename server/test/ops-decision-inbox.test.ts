// Decisions reach the player (issue 33): a withdrawal paid or rejected (with its reason), a promotion application
// approved or rejected, and a manual adjustment each leave one inbox message in English and Filipino, seen in the
// player's GET of the inbox; a repeated decision (or a retried adjustment) adds none.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ActivityApplication, InboxListReply, OpsWithdrawal } from '@common/generated/api';
import { auth, type TestServer } from './harness';
import { opsCall, requestWithdrawal, startOpsServer } from './ops-helpers';
import { activityId, apply, body, newMember } from './promotions-helpers';
import { type TestMember } from './wallet-helpers';

let s: TestServer;
let m: TestMember;
let finance: string;
let finance2: string;
let support: string;
beforeAll(async () => {
  ({
    s,
    m,
    tokens: [finance, finance2, support],
  } = await startOpsServer({
    before: (started) => newMember(started, 'inboxdecided'),
    fourEyesThreshold: '150.00',
    member: ['inboxdecided', 'member1234!'],
    operators: ['finance', 'finance2', 'support'],
  }));
});
afterAll(() => s.close());

const inbox = async (lang = 'EN') =>
  (
    (
      await s.inject({ url: `/wps/relay/CSP_getInbox?brand=lucky-peso&language=${lang}`, headers: auth(m.token) })
    ).json() as { value: InboxListReply }
  ).value;
const titles = async (lang = 'EN') => (await inbox(lang)).list.map((i) => i.title);

const adjust = (amount: string, direction: 'credit' | 'debit', key: string, reason = 'Goodwill for the outage') =>
  s.inject({
    method: 'POST',
    url: '/ops/api/adjustments',
    headers: { authorization: `Bearer ${finance}`, 'idempotency-key': key },
    payload: { brandId: 'lucky-peso', account: 'inboxdecided', direction, amount, reason },
  });
const withdraw = (amount: string) => requestWithdrawal(s, m, amount);
const decideWithdrawal = (id: number, what: 'approve' | 'reject', token: string, payload: object = {}) =>
  opsCall<OpsWithdrawal>(s, 'POST', `/ops/api/withdrawals/${id}/${what}`, token, payload);

describe('adjustments', () => {
  test('a credit and a debit each leave one message with amount and reason; a retried key adds none', async () => {
    expect((await adjust('120.00', 'credit', 'inbox-credit')).statusCode).toBe(200);
    expect((await adjust('120.00', 'credit', 'inbox-credit')).statusCode).toBe(200);
    const page = await inbox();
    expect(page.list.filter((i) => i.title === 'Balance adjusted')).toHaveLength(1);
    expect(page.list[0]).toMatchObject({
      title: 'Balance adjusted',
      content: '₱120.00 has been added to your balance. Reason: Goodwill for the outage',
      read: false,
    });
    expect((await inbox('TY')).list[0]!.content).toBe(
      'Nadagdagan ng ₱120.00 ang iyong balanse. Dahilan: Goodwill for the outage',
    );
    expect((await adjust('20.00', 'debit', 'inbox-debit', 'Duplicate credit')).statusCode).toBe(200);
    expect((await inbox()).list[0]!.content).toBe(
      '₱20.00 has been deducted from your balance. Reason: Duplicate credit',
    );
  });

  test('under four eyes, only the confirmation that moves the money writes the message', async () => {
    const before = (await titles()).length;
    const r = await adjust('1000.00', 'credit', 'inbox-large');
    const id = (r.json() as { value: { id: number; state: string } }).value.id;
    expect((await titles()).length).toBe(before);
    await opsCall(s, 'POST', `/ops/api/adjustments/${id}/confirm`, finance2, {});
    await opsCall(s, 'POST', `/ops/api/adjustments/${id}/confirm`, finance2, {});
    expect((await titles()).length).toBe(before + 1);
    expect((await inbox()).list[0]!.content).toContain('₱1,000.00 has been added');
  });
});

describe('withdrawals', () => {
  test('approval leaves one message; a repeated approval none', async () => {
    const id = await withdraw('100.00');
    expect((await decideWithdrawal(id, 'approve', finance)).status).toBe(200);
    expect((await decideWithdrawal(id, 'approve', finance2)).status).toBe(200);
    const page = await inbox();
    expect(page.list.filter((i) => i.title === 'Withdrawal approved')).toHaveLength(1);
    expect(page.list[0]!.content).toBe('Your withdrawal of ₱100.00 has been approved and paid to your account.');
  });

  test('a first approval under four eyes writes nothing; a rejection says why, once, in both languages', async () => {
    const id = await withdraw('200.00');
    const before = (await titles()).length;
    expect((await decideWithdrawal(id, 'approve', finance)).body.value?.state).toBe('awaiting_second');
    expect((await titles()).length).toBe(before);
    await decideWithdrawal(id, 'reject', finance2, { reason: 'Card holder name differs' });
    await decideWithdrawal(id, 'reject', finance2, { reason: 'Card holder name differs' });
    expect((await titles()).length).toBe(before + 1);
    expect((await inbox()).list[0]).toMatchObject({
      title: 'Withdrawal rejected',
      content:
        'Your withdrawal of ₱200.00 was rejected and the amount returned to your balance. ' +
        'Reason: Card holder name differs',
    });
    expect((await inbox('TY')).list[0]!.title).toBe('Tinanggihan ang withdrawal');
  });
});

describe('promotion applications', () => {
  const applyFor = async (title: string) =>
    body<ActivityApplication>(await apply(s, m.token, await activityId(s.ctx, title), { remark: 'please' })).value!.id;
  const decide = (id: number, what: 'approve' | 'reject', payload: object = {}) =>
    opsCall(s, 'POST', `/ops/api/promotions/applications/${id}/${what}`, support, payload);

  test('an approval names the activity and the reward, once', async () => {
    const id = await applyFor('Birthday gift');
    expect((await decide(id, 'approve', { amount: '88.00' })).status).toBe(200);
    expect((await decide(id, 'approve', { amount: '88.00' })).status).toBe(200);
    const page = await inbox();
    expect(page.list.filter((i) => i.title === 'Promotion application approved')).toHaveLength(1);
    expect(page.list[0]!.content).toMatch(/^Your application for ".+" was approved\. A reward of ₱88\.00 is waiting/);
  });

  test('a rejection gives the reason, once', async () => {
    const id = await applyFor('Slots free spins');
    await decide(id, 'reject', { reason: 'No ID photo' });
    await decide(id, 'reject', { reason: 'No ID photo' });
    const page = await inbox();
    expect(page.list.filter((i) => i.title === 'Promotion application rejected')).toHaveLength(1);
    expect(page.list[0]!.content).toMatch(/was not approved\. Reason: No ID photo$/);
    expect((await inbox('TY')).list[0]!.content).toMatch(/^Hindi naaprubahan .+ Dahilan: No ID photo$/);
  });
});
