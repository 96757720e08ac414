// Issue 13, findings 5 and 8: inputs that crashed the server (ids and pages beyond int4, parameters decoded twice,
// NUL bytes reaching PostgreSQL) and content that crossed brands or ignored the live and audience filters.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { contract } from '../src/api/route';
import { announcements, helpEntries, inboxMessages, users, winners } from '../src/db/schema';
import { auth, startServer, type Envelope, type TestServer } from './harness';

let s: TestServer;
let member: string;
let agent: string;
beforeAll(async () => {
  s = await startServer();
  member = await s.token();
  agent = await s.token('agent', 'agent1234!');
});
afterAll(() => s.close());

const INT4_MAX = 2147483647;

/** The status and envelope code of a request. */
async function call(
  url: string,
  init: { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; token?: string; payload?: object } = {},
) {
  const res = await s.inject({
    method: init.method ?? 'GET',
    url,
    headers: init.token ? auth(init.token) : {},
    ...(init.payload ? { payload: init.payload } : {}),
  });
  const body = res.headers['content-type']?.toString().includes('json') ? (res.json() as Envelope) : undefined;
  return { status: res.statusCode, code: body?.code, body: res.body, headers: res.headers };
}

/** A file name outside the route's pattern is a 400, one inside it that names nothing a 404: never a 5xx. */
function expectRefused(res: { status: number; code?: string }, what: string) {
  expect([400, 404], what).toContain(res.status);
  expect(res.code, what).toBe(res.status === 400 ? 'request.invalid' : 'not.found');
}

describe('finding 5: numbers beyond int4 are refused by the schema (400), not by PostgreSQL (500)', () => {
  for (const n of ['3000000000', '1e20', '2147483648']) {
    test(`nodeId ${n}`, async () => {
      for (const url of [
        `/wps/game/recent/add?nodeId=${n}`,
        `/wps/game/favourites?nodeId=${n}`,
        `/wps/game/launch?nodeId=${n}`,
      ]) {
        const method = url.startsWith('/wps/game/favourites') ? 'DELETE' : 'GET';
        expect(await call(url, { method, token: member }), url).toMatchObject({ status: 400, code: 'request.invalid' });
      }
      const add = await call('/wps/game/favourites', { method: 'POST', token: member, payload: { nodeId: Number(n) } });
      expect(add).toMatchObject({ status: 400, code: 'request.invalid' });
      // DELETE also takes the node id from a JSON body (outside the query schema)
      const remove = await call('/wps/game/favourites', {
        method: 'DELETE',
        token: member,
        payload: { nodeId: Number(n) },
      });
      expect(remove).toMatchObject({ status: 400, code: 'request.invalid' });
      const read = await call('/wps/relay/CSP_readInbox', { method: 'PUT', token: member, payload: { id: Number(n) } });
      expect(read).toMatchObject({ status: 400, code: 'request.invalid' });
      for (const q of [`id=${n}`, `categoryId=${n}`])
        expect(await call(`/wps/promotions?${q}`), q).toMatchObject({ status: 400, code: 'request.invalid' });
    });
  }

  test('pageNo 1e18 on favourites, inbox and recents', async () => {
    for (const url of [
      '/wps/game/favourites?pageNo=1e18',
      '/wps/relay/CSP_getInbox?pageNo=1000000000000000000',
      '/wps/game/recent?page=1e18',
      '/wps/game/favourites?pageNo=3000000000&gameType=RNG',
      '/wps/game/list?pageNo=1e18',
      '/wps/game/recent?clientType=1e20',
    ]) {
      expect(await call(url, { token: member }), url).toMatchObject({ status: 400, code: 'request.invalid' });
    }
    expect((await call('/wps/relay/CSP_getInbox?pageNo=10000', { token: member })).status).toBe(200);
  });

  test('/wps/content/image/<id>.svg beyond int4 is refused', async () => {
    for (const file of ['3000000000.svg', '2147483648.svg', '9999999999.svg'])
      expect(await call(`/wps/content/image/${file}`), file).toMatchObject({ status: 404, code: 'not.found' });
    for (const file of ['1e20.svg', '99999999999999999999.svg', '-1.svg', '0x1.svg'])
      expectRefused(await call(`/wps/content/image/${file}`), file);
  });

  test('every id, page number and page size of the contract is bounded within int4', () => {
    const loose: string[] = [];
    for (const e of contract.endpoints.values()) {
      for (const part of ['query', 'body', 'params', 'headers'] as const) {
        const props = (e[part]?.properties ?? {}) as Record<
          string,
          { type?: string | string[]; minimum?: number; maximum?: number }
        >;
        for (const [name, p] of Object.entries(props)) {
          const types = [p.type].flat();
          if (!types.includes('integer') && !types.includes('number')) continue;
          const max = /pagesize/i.test(name) ? 100 : INT4_MAX;
          if (p.minimum === undefined || p.maximum === undefined || p.minimum < -INT4_MAX || p.maximum > max)
            loose.push(`${e.id} ${part}.${name}`);
        }
      }
    }
    expect(loose).toEqual([]);
  });
});

describe('finding 5: free text never carries control characters (PostgreSQL refuses NUL in text and jsonb)', () => {
  /** Passwords are hashed before any query, the sealed `data` is base64; every other free string is checked. */
  const EXEMPT = new Set([
    'password',
    'confirmPassword',
    'oldPassword',
    'newPassword',
    'confirmNewPassword',
    'paymentPassword',
    'data',
  ]);
  type Prop = { type?: unknown; pattern?: string; enum?: unknown[]; $ref?: string };
  type Props = Record<string, Prop>;
  const resolve = (p: Prop): Prop => {
    if (!p.$ref) return p;
    const [file, name] = p.$ref.split('#/definitions/');
    return resolve((contract.files.find((f) => f.$id === file)?.definitions?.[name!] ?? {}) as Prop);
  };
  const unchecked = (where: string, props: Props) =>
    Object.entries(props)
      .map(([n, p]) => [n, resolve(p)] as const)
      .filter(([n, p]) => p.type === 'string' && !p.enum && !EXEMPT.has(n))
      .filter(([, p]) => !p.pattern || new RegExp(p.pattern, 'u').test('a\u0000b'))
      .map(([n]) => `${where}.${n}`);

  test('every string input of the contract has a pattern or an enum that refuses NUL', () => {
    const loose: string[] = [];
    for (const e of contract.endpoints.values())
      for (const part of ['query', 'body', 'params', 'headers'] as const)
        loose.push(...unchecked(`${e.id} ${part}`, (e[part]?.properties ?? {}) as Props));
    for (const f of contract.files)
      for (const name of ['LoginPayload', 'RegisterPayload'])
        if (f.definitions?.[name]) loose.push(...unchecked(name, f.definitions[name]!.properties as Props));
    expect(loose).toEqual([]);
  });

  test('a NUL in a sealed or plain body is a 400, not a database error', async () => {
    const mail = await s.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      payload: { username: '\u0000', email: 'a@b.cd' },
    });
    expect(mail.statusCode).toBe(400);
    const reg = await s.encrypted('PUT', '/wps/member/register', {
      username: 'nulltest1',
      password: 'Abcdef123!',
      confirmPassword: 'Abcdef123!',
      captchaId: '\u0000',
      captcha: '1234',
    });
    expect(reg.statusCode).toBe(400);
    const login = await s.encrypted('POST', '/wps/session/login', {
      type: 'username',
      username: 'a\u0000',
      password: 'x',
    });
    expect(login.statusCode).toBe(400);
  });
});

describe('finding 5: path parameters are decoded once (by Fastify) and checked by the image service', () => {
  test('a %-sequence left after the one decode is refused, not a URIError', async () => {
    for (const url of [
      '/wps/game/icon/%25E0%25A4.svg',
      '/wps/game/vendor-icon/%25E0%25A4.svg',
      '/wps/content/image/%25E0%25A4.svg',
      '/wps/content/category/%25E0%25A4.svg',
      '/wps/member/icons/%25E0%25A4.svg',
      '/wps/game/icon/%25.svg',
    ]) {
      expectRefused(await call(url), url);
    }
  });

  test('a team badge draws the name exactly as sent once-encoded', async () => {
    const pct = await call('/wps/content/team/100%25.svg');
    expect(pct.status).toBe(200);
    expect(pct.body).toContain('aria-label="100%"');
    const twice = await call('/wps/content/team/%25E0%25A4.svg');
    expect(twice.status).toBe(200);
    expect(twice.body).toContain('aria-label="%E0%A4"');
    expect((await call('/wps/content/team/Cebu%20Sharks.svg')).body).toContain('aria-label="Cebu Sharks"');
    expect(await call('/wps/content/team/a%00b.svg')).toMatchObject({ status: 400, code: 'request.invalid' });
  });

  test('numeric file names: only the canonical form of an int4 id', async () => {
    expect((await call('/wps/member/icons/7.svg')).status).toBe(200);
    for (const file of ['07.svg', '7.0.svg', ' 7.svg', '1e1.svg', '13.svg', '0.svg'])
      expectRefused(await call(`/wps/member/icons/${encodeURIComponent(file)}`), file);
    expect((await call('/wps/game/icon/100001.svg?size=large')).status).toBe(200);
    for (const file of ['3000000000.svg', '1e20.svg', '100001', '0100001.svg'])
      expectRefused(await call(`/wps/game/icon/${file}`), file);
    expect((await call('/wps/content/category/3.svg')).status).toBe(200);
    expect((await call('/wps/game/vendor-icon/SABA.svg')).status).toBe(200);
  });
});

describe('finding 5: NUL bytes never reach PostgreSQL', () => {
  test('text filters with NUL are refused by the schema', async () => {
    for (const url of [
      '/wps/game/favourites?gameType=%00',
      '/wps/game/recent?gameType=R%00',
      '/wps/game/hot?gameType=%00',
      '/wps/game/list?gameName=a%00b',
      '/wps/agent/affiliate?code=%00',
    ]) {
      const res = await call(url, { token: member });
      expect(res, url).toMatchObject({ status: 400, code: 'request.invalid' });
    }
  });
});

const now = () => s.clock.now();
const DAY_MS = 24 * 3600 * 1000;

/** Announcement ids of a brand by type (seeded), and a few extra rows the tests add. */
async function announcementId(brandId: string, type: string) {
  const [row] = await s.ctx.db
    .select({ id: announcements.id })
    .from(announcements)
    .where(and(eq(announcements.brandId, brandId), eq(announcements.type, type)));
  return row!.id;
}

async function addAnnouncement(type: string, start: number, end: number | null, brandId = 'lucky-peso') {
  const [row] = await s.ctx.db
    .insert(announcements)
    .values({
      brandId,
      type,
      groupName: 'm_home',
      titleEn: `test ${type} ${start}`,
      titleTy: `test ${type} ${start}`,
      contentEn: 'x',
      contentTy: 'x',
      startDate: new Date(now().getTime() + start),
      endDate: end === null ? null : new Date(now().getTime() + end),
      noExpiry: end === null,
      categoryIds: type === 'PR' ? [1, 3] : [],
      sort: 0,
    })
    .returning({ id: announcements.id });
  return row!.id;
}

describe('finding 8: content stays within its brand, its live window and its audience', () => {
  test('an announcement image of another brand is a 404', async () => {
    const own = await announcementId('lucky-peso', 'B');
    const other = await announcementId('bayani-bet', 'B');
    expect((await call(`/wps/content/image/${own}.svg?brand=lucky-peso`)).status).toBe(200);
    expect(await call(`/wps/content/image/${other}.svg?brand=lucky-peso`)).toMatchObject({
      status: 404,
      code: 'not.found',
    });
    expect((await call(`/wps/content/image/${other}.svg?brand=bayani-bet`)).status).toBe(200);
  });

  test('images, announcements and promotions leave out items not yet live or expired', async () => {
    const future = await addAnnouncement('PR', DAY_MS, 2 * DAY_MS);
    const expired = await addAnnouncement('PR', -2 * DAY_MS, -DAY_MS);
    const futureNotice = await addAnnouncement('PL', DAY_MS, null);
    const live = await addAnnouncement('PR', -DAY_MS, DAY_MS);
    for (const id of [future, expired, futureNotice])
      expect(await call(`/wps/content/image/${id}.svg`), String(id)).toMatchObject({ status: 404, code: 'not.found' });
    expect((await call(`/wps/content/image/${live}.svg`)).status).toBe(200);

    const promos = (await call('/wps/promotions')).body;
    const ids = (JSON.parse(promos) as Envelope<{ id: number }[]>).value!.map((p) => p.id);
    expect(ids).toContain(live);
    expect(ids).not.toContain(future);
    expect(ids).not.toContain(expired);
    for (const id of [future, expired])
      expect(JSON.parse((await call(`/wps/promotions?id=${id}`)).body)).toEqual({ success: true, value: [] });
    const home = JSON.parse((await call('/wps/announcements?types=PL,PR')).body) as Envelope<
      Record<string, { id: number }[]>
    >;
    const shown = [...home.value!.notices!, ...home.value!.promotions!].map((a) => a.id);
    expect(shown).toContain(live);
    expect(shown).not.toContain(futureNotice);
    expect(shown).not.toContain(future);
    expect(shown).not.toContain(expired);
  });

  test("an agent notice's image is for agents only; a player's notices never include it", async () => {
    const agentNotice = await announcementId('lucky-peso', 'A');
    expect(await call(`/wps/content/image/${agentNotice}.svg`)).toMatchObject({ status: 404, code: 'not.found' });
    expect(await call(`/wps/content/image/${agentNotice}.svg`, { token: member })).toMatchObject({ status: 404 });
    const forAgent = await call(`/wps/content/image/${agentNotice}.svg`, { token: agent });
    expect(forAgent.status).toBe(200);
    expect(forAgent.headers['cache-control']).not.toMatch(/public/);
    const notices = (token?: string) =>
      call('/wps/announcements?types=PL,A', { token }).then(
        (r) => (JSON.parse(r.body) as Envelope<{ notices: { id: number; type: string }[] }>).value!.notices,
      );
    expect((await notices()).map((n) => n.type)).not.toContain('A');
    expect((await notices(member)).map((n) => n.type)).not.toContain('A');
    expect((await notices(agent)).map((n) => n.id)).toContain(agentNotice);
    // player notices (PL) are for everyone, agents included: there is no player-only type to hide from agents
    expect((await notices(agent)).map((n) => n.type)).toContain('PL');
  });

  test('another brand cannot be reached with a promotion id or a session of another brand', async () => {
    const other = await addAnnouncement('PR', -DAY_MS, DAY_MS, 'bayani-bet');
    expect(JSON.parse((await call(`/wps/promotions?id=${other}&brand=lucky-peso`)).body)).toEqual({
      success: true,
      value: [],
    });
    // a lucky-peso session does not open bayani-bet's inbox, nor an image behind it
    expect((await call('/wps/relay/CSP_getInbox?brand=bayani-bet', { token: member })).status).toBe(401);
    const agentNotice = await announcementId('bayani-bet', 'A');
    expect((await call(`/wps/content/image/${agentNotice}.svg?brand=bayani-bet`, { token: agent })).status).toBe(404);
  });

  test("the inbox marks only the member's own messages", async () => {
    const [otherUser] = await s.ctx.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.brandId, 'bayani-bet'), eq(users.username, 'demo')));
    const [foreign] = await s.ctx.db
      .select({ id: inboxMessages.id })
      .from(inboxMessages)
      .where(eq(inboxMessages.userId, otherUser!.id));
    const read = await call('/wps/relay/CSP_readInbox', { method: 'PUT', token: member, payload: { id: foreign!.id } });
    expect(read).toMatchObject({ status: 404, code: 'not.found' });
    const list = JSON.parse((await call('/wps/relay/CSP_getInbox?pageSize=100', { token: member })).body) as Envelope<{
      list: { id: number }[];
    }>;
    expect(list.value!.list.map((m) => m.id)).not.toContain(foreign!.id);
  });

  test('help centre and winner board are the brand’s own', async () => {
    await s.ctx.db.insert(helpEntries).values({
      brandId: 'bayani-bet',
      sort: 99,
      titleEn: 'bayani only',
      titleTy: 'bayani only',
      contentEn: 'x',
      contentTy: 'x',
    });
    await s.ctx.db.insert(winners).values({
      brandId: 'bayani-bet',
      userName: 'bayaniwinner',
      nodeId: 100001,
      winCents: 999_999_999_00,
      wonAt: now(),
    });
    const help = (await call('/wps/system/helpCenter?brand=lucky-peso')).body;
    expect(help).not.toContain('bayani only');
    expect((await call('/wps/system/helpCenter?brand=bayani-bet')).body).toContain('bayani only');
    const board = JSON.parse((await call('/wps/winners?brand=lucky-peso')).body) as Envelope<{
      list: { vo: { winAmount: string } }[];
    }>;
    expect(board.value!.list.map((w) => w.vo.winAmount)).not.toContain('999999999.00');
    const theirs = JSON.parse((await call('/wps/winners?brand=bayani-bet')).body) as Envelope<{
      list: { vo: { winAmount: string } }[];
    }>;
    expect(theirs.value!.list[0]!.vo.winAmount).toBe('999999999.00');
  });
});
