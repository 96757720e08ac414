import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { announcements, feedback, inboxMessages, users } from '../src/db/schema';
import { loadBrands } from '../src/brands/loadBrands';
import { auth, startServer, type Envelope, type TestServer } from './harness';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

interface InboxItem {
  id: number;
  title: string;
  content: string;
  time: number;
  read: boolean;
  feedback?: string;
  feedbackTime?: number;
}
interface InboxPage {
  list: InboxItem[];
  pageNum: number;
  totalPages: number;
  unreadCount: number;
}
interface Notice {
  type: string;
  title: string;
  content: string;
  noExpiry: 0 | 1;
  endDate: number | null;
}

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
const send = (token: string | undefined, content: unknown, brand = 'lucky-peso') =>
  s.inject({
    method: 'PUT',
    url: `/wps/feedback?brand=${brand}`,
    headers: token ? auth(token) : {},
    payload: { content },
  });
const inbox = async (token: string, query = '', brand = 'lucky-peso') =>
  (
    (
      await s.inject({ url: `/wps/relay/CSP_getInbox?brand=${brand}&${query}`, headers: auth(token) })
    ).json() as Envelope<InboxPage>
  ).value!;
const userId = async (username: string, brand = 'lucky-peso') =>
  (
    await s.ctx.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.brandId, brand), eq(users.username, username)))
  )[0]!.id;
const notices = async (types: string, token?: string, lang = 'EN', brand = 'lucky-peso') =>
  (
    (
      await s.inject({
        url: `/wps/announcements?types=${types}&groupName=m_home&language=${lang}&brand=${brand}`,
        headers: token ? auth(token) : {},
      })
    ).json() as Envelope<{ notices: Notice[] }>
  ).value!.notices;

describe('PUT /wps/feedback: who may send', () => {
  test('a visitor is refused with 401, a free type-4 member with 403 auth.trial.forbidden', async () => {
    expect((await send(undefined, words(10))).json()).toMatchObject({ success: false, code: 'auth.required' });
    const free = await send(await s.token('type4', 'type4pass!'), words(10));
    expect(free.statusCode).toBe(403);
    expect(free.json()).toMatchObject({ code: 'auth.trial.forbidden' });
  });

  test('FEEDBACK3 off (perlas-play) is 403 auth.no.permission and stores nothing', async () => {
    const token = await s.token('type40', 'type40pass!', 'perlas-play');
    const res = await send(token, words(10), 'perlas-play');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'auth.no.permission' });
    const rows = await s.ctx.db
      .select()
      .from(feedback)
      .where(eq(feedback.userId, await userId('type40', 'perlas-play')));
    expect(rows).toEqual([]);
  });
});

describe('PUT /wps/feedback: bounds', () => {
  test('4 words and 501 words are refused with the counts; 5 and 500 are taken', async () => {
    const token = await s.token('agent', 'agent1234!');
    const few = await send(token, words(4));
    expect(few.statusCode).toBe(400);
    expect(few.json()).toMatchObject({ code: 'feedback.words.few', value: { words: 4, min: 5 } });
    const many = await send(token, words(501));
    expect(many.json()).toMatchObject({ code: 'feedback.words.many', value: { words: 501, max: 500 } });
    expect((await send(token, words(5))).statusCode).toBe(200);
    expect((await send(token, words(500))).statusCode).toBe(200);
  });

  test('punctuation is not a word; joined words count once', async () => {
    const token = await s.token('agent', 'agent1234!');
    const res = await send(token, "!!! ... --- don't mag-log ???");
    expect(res.json()).toMatchObject({ code: 'feedback.words.few', value: { words: 2 } });
  });

  test('more than 5,000 characters and control characters are refused', async () => {
    const token = await s.token('agent', 'agent1234!');
    const long = await send(token, `${words(5)} ${'x'.repeat(5_000)}`);
    expect(long.json()).toMatchObject({ code: 'feedback.too.long', value: { max: 5000 } });
    // The contract's pattern refuses control characters other than line breaks and tabs before the service runs.
    const bell = await send(token, `${words(6)}\u0007`);
    expect(bell.statusCode).toBe(400);
    expect(bell.json()).toMatchObject({ code: 'request.invalid' });
    expect((await send(token, `${words(3)}\n\t${words(3)}`)).statusCode).toBe(200);
  });
});

describe('the reply thread', () => {
  test('sending stores the feedback and an unread reply carrying it; the reply has the new count', async () => {
    const token = await s.token();
    const before = (await inbox(token)).unreadCount;
    const text = 'The new <b>lobby</b> is great,\nbut the search is slow.';
    const res = (await send(token, text)).json() as Envelope<{ id: number; unreadCount: number }>;
    expect(res.success).toBe(true);
    expect(res.value!.unreadCount).toBe(before + 1);
    const page = await inbox(token);
    expect(page.unreadCount).toBe(before + 1);
    const reply = page.list[0]!;
    expect(reply).toMatchObject({ read: false, feedback: text, title: 'Re: your feedback' });
    expect(reply.feedbackTime).toBeTypeOf('number');
    const ty = await inbox(token, 'language=TY');
    expect(ty.list[0]).toMatchObject({ title: 'Re: ang iyong feedback', feedback: text });
    expect(ty.list[0]!.content).toContain('Salamat');
  });

  test('the demo member has a seeded, read thread and still 3 other unread messages (fresh brand)', async () => {
    const token = await s.token('demo', 'demo1234!', 'bayani-bet');
    const page = await inbox(token, '', 'bayani-bet');
    const thread = page.list.filter((m) => m.feedback);
    expect(thread).toHaveLength(1);
    expect(thread[0]!.read).toBe(true);
    expect(thread[0]!.feedback).toContain('slots lobby');
    expect(page.unreadCount).toBe(3);
  });

  test("no member sees another member's feedback, even if a message points at it", async () => {
    const demoToken = await s.token('demo', 'demo1234!', 'bayani-bet');
    const theirs = (await inbox(demoToken, '', 'bayani-bet')).list.find((m) => m.feedback)!;
    const [ownRow] = await s.ctx.db.select().from(inboxMessages).where(eq(inboxMessages.id, theirs.id));
    // A message of type0 wrongly pointing at demo's feedback shows no feedback text.
    await s.ctx.db.insert(inboxMessages).values({
      userId: await userId('type0', 'bayani-bet'),
      titleEn: 'x',
      titleTy: 'x',
      contentEn: 'x',
      contentTy: 'x',
      createdAt: s.ctx.clock(),
      feedbackId: ownRow!.feedbackId,
    });
    const other = await inbox(await s.token('type0', 'type0pass!', 'bayani-bet'), '', 'bayani-bet');
    expect(other.list.filter((m) => m.feedback)).toEqual([]);
    expect(JSON.stringify(other)).not.toContain('slots lobby');
  });
});

describe('rate limit', () => {
  test('5 an hour per member: the 6th is 429 with Retry-After; an hour later it is taken', async () => {
    const token = await s.token('type0', 'type0pass!');
    for (let i = 0; i < 5; i++) expect((await send(token, words(6))).statusCode).toBe(200);
    const sixth = await send(token, words(6));
    expect(sixth.statusCode).toBe(429);
    const body = sixth.json() as Envelope & { value: { retryAfterSeconds: number } };
    expect(body.code).toBe('feedback.too.often');
    expect(body.value.retryAfterSeconds).toBeGreaterThan(3500);
    expect(body.value.retryAfterSeconds).toBeLessThanOrEqual(3600);
    expect(sixth.headers['retry-after']).toBe(String(body.value.retryAfterSeconds));
    // Refused sends are not stored: still 5 rows.
    expect(
      await s.ctx.db
        .select()
        .from(feedback)
        .where(eq(feedback.userId, await userId('type0'))),
    ).toHaveLength(5);
    s.clock.advance(3601);
    expect((await send(await s.token('type0', 'type0pass!'), words(6))).statusCode).toBe(200);
  });
});

describe('inbox paging and read', () => {
  test('pages of 2 add up to the whole inbox; reading lowers the count once', async () => {
    const token = await s.token('demo', 'demo1234!', 'perlas-play');
    const all = await inbox(token, 'pageSize=100', 'perlas-play');
    const p1 = await inbox(token, 'pageSize=2&pageNo=1', 'perlas-play');
    expect(p1.totalPages).toBe(Math.ceil(all.list.length / 2));
    const paged: number[] = [];
    for (let n = 1; n <= p1.totalPages; n++)
      paged.push(...(await inbox(token, `pageSize=2&pageNo=${n}`, 'perlas-play')).list.map((m) => m.id));
    expect(paged).toEqual(all.list.map((m) => m.id));
    const unread = all.list.find((m) => !m.read)!;
    const read = async () =>
      (
        (
          await s.inject({
            method: 'PUT',
            url: '/wps/relay/CSP_readInbox?brand=perlas-play',
            headers: auth(token),
            payload: { id: unread.id },
          })
        ).json() as Envelope<{ unreadCount: number }>
      ).value!.unreadCount;
    expect(await read()).toBe(all.unreadCount - 1);
    expect(await read()).toBe(all.unreadCount - 1);
  });
});

describe('notices', () => {
  test('agent notices (A) go to agents only', async () => {
    const agent = await notices('A', await s.token('agent', 'agent1234!'));
    expect(agent.length).toBeGreaterThanOrEqual(3);
    expect(agent.every((n) => n.type === 'A')).toBe(true);
    expect(agent.some((n) => n.noExpiry === 0 && n.endDate !== null)).toBe(true);
    expect(agent[0]!.content).not.toBe(agent[0]!.title);
    expect(await notices('A', await s.token())).toEqual([]);
    expect(await notices('A')).toEqual([]);
  });

  test('every brand has PL and A notices in English and Filipino (seeded, live)', async () => {
    for (const brand of loadBrands().keys()) {
      for (const type of ['PL', 'A']) {
        const rows = await s.ctx.db
          .select()
          .from(announcements)
          .where(and(eq(announcements.brandId, brand), eq(announcements.type, type)));
        expect(rows.length, `${brand} ${type}`).toBeGreaterThan(0);
        for (const r of rows) {
          expect(r.titleTy, `${brand} ${r.titleEn}`).not.toBe(r.titleEn);
          expect(r.contentTy, `${brand} ${r.titleEn}`).not.toBe(r.contentEn);
        }
      }
    }
    // And through the API, in Filipino, for a brand that is open.
    const ty = await notices('PL', undefined, 'TY', 'bayani-bet');
    expect(ty.map((n) => n.title)).toContain('Maintenance ng sistema sa Linggo');
  });
});
