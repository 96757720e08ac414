// Members and messages in the console (issue 29): search by user name, mobile or e-mail (partial, brand-scoped,
// paged, masked), open a member, lock and unlock (a locked member cannot sign in and is signed out), end the
// sessions, and inbox messages to one member or a segment, delivered into the player's inbox; each action audited.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type {
  InboxListReply,
  OpsAuditReply,
  OpsMember,
  OpsMemberRow,
  OpsMembersReply,
  OpsMessageSendReply,
} from '@common/generated/api';
import { inboxMessages, users } from '../src/db/schema';
import { auth, startServer, type Envelope, type TestServer } from './harness';
import { addOperator, opsCall, opsToken } from './ops-helpers';

let s: TestServer;
let support: string;
let type0: number;
beforeAll(async () => {
  s = await startServer();
  support = await opsToken(s, 'support');
  const [row] = await s.ctx.db
    .update(users)
    .set({ mobileDialing: '+63', mobileNum: '9175550123', email: 'juan.cruz@example.com' })
    .where(and(eq(users.brandId, 'lucky-peso'), eq(users.username, 'type0')))
    .returning({ id: users.id });
  type0 = row!.id;
});
afterAll(() => s.close());

const search = (query: string, token = support) =>
  opsCall<OpsMembersReply>(s, 'GET', `/ops/api/members?${query}`, token);
const audit = async (action: string) =>
  (await opsCall<OpsAuditReply>(s, 'GET', `/ops/api/audit?action=${action}&pageSize=100`, support)).body.value!.list;
const inbox = async (token: string) => {
  const res = await s.inject({ url: '/wps/relay/CSP_getInbox?brand=lucky-peso&language=EN', headers: auth(token) });
  return res.json() as Envelope<InboxListReply>;
};

describe('search', () => {
  test('by part of the user name, the mobile number or the e-mail; masked in the list', async () => {
    const expected: Partial<OpsMemberRow> = {
      id: type0,
      username: 'type0',
      mobile: '+63 ******0123',
      email: 'j***@example.com',
      locked: false,
    };
    for (const q of ['ype0', '755501', 'JUAN.CRUZ@', '+63 917-555'])
      expect((await search(`brandId=lucky-peso&q=${encodeURIComponent(q)}`)).body.value!.list, q).toEqual([
        expect.objectContaining(expected),
      ]);
    // LIKE's wildcards are taken literally.
    expect((await search('q=%25')).body.value!.total).toBe(0);
    expect((await search('q=_')).body.value!.total).toBe(0);
  });

  test('paged on the server, and only of the brands the operator may read', async () => {
    const page = await search('brandId=lucky-peso&pageSize=2&pageNo=2');
    const all = await search('brandId=lucky-peso&pageSize=100');
    expect(page.body.value).toMatchObject({ pageNum: 2, total: all.body.value!.total });
    expect(page.body.value!.list.map((m) => m.id)).toEqual(all.body.value!.list.slice(2, 4).map((m) => m.id));

    await addOperator(s, 'bayanidesk', [{ brandId: 'bayani-bet', role: 'support' }]);
    const scoped = await opsToken(s, 'bayanidesk');
    const own = await search('q=type0', scoped);
    expect(new Set(own.body.value!.list.map((m) => m.brandId))).toEqual(new Set(['bayani-bet']));
    const other = await opsCall(s, 'GET', `/ops/api/members/${type0}`, scoped);
    expect([other.status, other.body.code]).toEqual([403, 'auth.no.permission']);
    const lock = await opsCall(s, 'POST', `/ops/api/members/${type0}/lock`, scoped, {});
    expect([lock.status, lock.body.code]).toEqual([403, 'auth.no.permission']);
  });
});

describe('a member', () => {
  test('opened: contact details, balance, ledger lines and sessions', async () => {
    await s.token('type0', 'type0pass!');
    const r = await opsCall<OpsMember>(s, 'GET', `/ops/api/members/${type0}`, support);
    expect(r.body.value).toMatchObject({
      username: 'type0',
      mobile: '+63 9175550123',
      email: 'juan.cruz@example.com',
      balance: '1000.00',
      locked: false,
    });
    expect(r.body.value!.ledger[0]).toMatchObject({ amount: '1000.00', balanceAfter: '1000.00' });
    expect(r.body.value!.sessions[0]).toMatchObject({ live: true });
  });

  test('locked: signed out and refused at sign-in; unlocked: signs in again; each once in the audit log', async () => {
    const token = await s.token('type0', 'type0pass!');
    expect((await inbox(token)).success).toBe(true);

    const locked = await opsCall<OpsMemberRow>(s, 'POST', `/ops/api/members/${type0}/lock`, support, {});
    expect(locked.body.value!.locked).toBe(true);
    expect((await inbox(token)).code).toBe('auth.logged.out');
    expect((await s.login('type0', 'type0pass!')).code).toBe('login.failed');
    // A repeat changes nothing and records nothing.
    await opsCall(s, 'POST', `/ops/api/members/${type0}/lock`, support, {});
    const locks = (await audit('member.lock')).filter((a) => a.target === 'member:type0');
    expect(locks).toHaveLength(1);
    expect(locks[0]).toMatchObject({ operator: 'support', before: { locked: false }, after: { locked: true } });

    const unlocked = await opsCall<OpsMemberRow>(s, 'POST', `/ops/api/members/${type0}/unlock`, support, {});
    expect(unlocked.body.value!.locked).toBe(false);
    // The failed sign-in above turned the captcha on for this account.
    const { captchaId, answer } = await s.captcha();
    expect((await s.login('type0', 'type0pass!', 'lucky-peso', { captchaId, captcha: answer })).success).toBe(true);
    expect((await audit('member.unlock')).filter((a) => a.target === 'member:type0')).toHaveLength(1);
  });

  test('end sessions: every session of the member ends', async () => {
    const token = await s.token('type4', 'type4pass!');
    const [row] = await s.ctx.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.brandId, 'lucky-peso'), eq(users.username, 'type4')));
    const id = row!.id;
    const r = await opsCall<{ ended: number }>(s, 'POST', `/ops/api/members/${id}/sessions/end`, support, {});
    expect(r.body.value!.ended).toBeGreaterThanOrEqual(1);
    expect((await inbox(token)).code).toBe('auth.logged.out');
    expect((await audit('member.sessions.end')).find((a) => a.target === 'member:type4')?.after).toEqual(r.body.value);
  });

  test('an unknown member is 404', async () => {
    const r = await opsCall(s, 'GET', '/ops/api/members/2147483647', support);
    expect([r.status, r.body.code]).toEqual([404, 'not.found']);
  });
});

describe('messages', () => {
  const message = (fields: Record<string, unknown>) => ({
    brandId: 'lucky-peso',
    titleEn: 'Weekend bonus',
    titleTy: 'Bonus sa weekend',
    contentEn: '<p>Deposit today.</p><script>x()</script>',
    contentTy: '<p>Mag-deposito ngayon.</p>',
    ...fields,
  });
  const send = (fields: Record<string, unknown>) =>
    opsCall<OpsMessageSendReply>(s, 'POST', '/ops/api/messages', support, message(fields));
  const received = (title: string) =>
    s.ctx.db.select({ n: count() }).from(inboxMessages).where(eq(inboxMessages.titleEn, title));

  test("to one member: in that member's inbox, sanitised, unread", async () => {
    const r = await send({ username: 'demo', titleEn: 'Just for you' });
    expect(r.body.value).toEqual({ recipients: 1 });
    const token = await s.token('demo', 'demo1234!');
    const first = (await inbox(token)).value!.list[0]!;
    expect(first).toMatchObject({ title: 'Just for you', content: '<p>Deposit today.</p>', read: false });
    const unknown = await send({ username: 'nobody-here' });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'not.found']);
  });

  test('to every member of the brand, in one statement; and to a VIP range', async () => {
    const [members] = await s.ctx.db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.brandId, 'lucky-peso'), eq(users.isTrial, false)));
    const all = await send({ segment: 'all', titleEn: 'To everyone' });
    expect(all.body.value!.recipients).toBe(members!.n);
    expect((await received('To everyone'))[0]!.n).toBe(members!.n);

    await s.ctx.db.update(users).set({ vipLevel: 7 }).where(eq(users.username, 'agent'));
    const vip = await send({ segment: 'vip', vipMin: 6, vipMax: 8, titleEn: 'VIP only' });
    const [vips] = await s.ctx.db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.brandId, 'lucky-peso'), eq(users.vipLevel, 7)));
    expect(vip.body.value!.recipients).toBe(vips!.n);
    expect(vips!.n).toBeGreaterThan(0);
    const rows = (await audit('message.send')).filter((a) => a.target?.startsWith('segment:lucky-peso'));
    expect(rows.map((a) => a.after)).toEqual([
      { recipients: vips!.n, titleEn: 'VIP only', titleTy: 'Bonus sa weekend' },
      { recipients: members!.n, titleEn: 'To everyone', titleTy: 'Bonus sa weekend' },
    ]);
  });

  test('exactly one of a member and a segment', async () => {
    for (const fields of [{}, { username: 'demo', segment: 'all' }, { segment: 'vip', vipMin: 5, vipMax: 1 }]) {
      const r = await send(fields);
      expect([r.status, r.body.code]).toEqual([400, 'request.invalid']);
    }
  });
});
