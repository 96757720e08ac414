import { and, asc, count, desc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { announcements, helpEntries, inboxMessages, winners } from '../db/schema';
import { FAIL } from '../errors';
import { PROMOTION_CATEGORIES } from '../content/catalogue';
import { catalogue, catalogueGame } from '../content/games';
import { optionalUser, requireUser } from '../plugins/auth';
import { pick, type Lang } from '../plugins/brand';
import { ok } from '../plugins/envelope';
import { findAgentByCode, maskName } from '../services/accounts';
import { commonQuery, doc, page, str } from './schemaHelpers';

type AnnouncementRow = typeof announcements.$inferSelect;

const AGENT_EXCLUDED = [0, 4, 40];

export const imageUrl = (id: number) => `/wps/content/image/${id}.svg`;
export const teamUrl = (team: string) => `/wps/content/team/${encodeURIComponent(team)}.svg`;

function announcementItem(a: AnnouncementRow, lang: Lang) {
  const images = (a.images as { sequence: number; url: string }[]).length
    ? (a.images as { sequence: number; url: string }[])
    : [{ sequence: 1, url: imageUrl(a.id) }];
  return {
    id: a.id,
    type: a.type,
    title: pick(lang, a.titleEn, a.titleTy),
    content: pick(lang, a.contentEn, a.contentTy),
    startDate: a.startDate.getTime(),
    endDate: a.endDate?.getTime() ?? null,
    noExpiry: a.noExpiry ? 1 : 0,
    announcementImages: images,
  };
}

const DAY_MS = 24 * 3600 * 1000;

/** A hot match; seeded match times roll forward by whole days so a long-lived demo database keeps upcoming matches. */
function hotMatch(a: AnnouncementRow, now: number) {
  const d = a.data as { homeTeam: string; awayTeam: string; league: string; matchTime: number; matchIndex: number };
  const matchTime = d.matchTime < now ? d.matchTime + Math.ceil((now - d.matchTime) / DAY_MS) * DAY_MS : d.matchTime;
  const vendor = ['SABA', 'SABA', 'TF', 'DS88'][d.matchIndex % 4]!;
  const game = { SABA: 'SABA_0001', TF: 'TF_0001', DS88: 'DS88_0001' }[vendor]!;
  return {
    id: a.id,
    matchTime,
    homeTeam: d.homeTeam,
    awayTeam: d.awayTeam,
    homeTeamImageUrl: teamUrl(d.homeTeam),
    awayTeamImageUrl: teamUrl(d.awayTeam),
    vendor,
    roomId: game,
    nodeId: catalogue().find((g) => g.gameId === game)?.nodeId ?? null,
    league: d.league,
  };
}

export function contentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const live = (brandId: string) => {
    const now = ctx.clock();
    return and(
      eq(announcements.brandId, brandId),
      lte(announcements.startDate, now),
      or(eq(announcements.noExpiry, true), isNull(announcements.endDate), gte(announcements.endDate, now)),
    );
  };

  const unreadCount = async (userId: number) =>
    Number(
      (
        await ctx.db
          .select({ n: count() })
          .from(inboxMessages)
          .where(and(eq(inboxMessages.userId, userId), isNull(inboxMessages.readAt)))
      )[0]?.n ?? 0,
    );

  app.get<{ Querystring: { types?: string; groupName?: string } }>(
    '/wps/announcements',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            ...commonQuery,
            types: str(40, { pattern: '^(B|PL|PU|H|A|PR)(,(B|PL|PU|H|A|PR))*$', default: 'B,PL,PU,H' }),
            groupName: { type: 'string', enum: ['m_home', 'm_reg'], default: 'm_home' },
            platform: str(4),
            merchantCode: str(40),
          },
        },
        ...doc(
          'content',
          'Announcements',
          '`{ banners, notices, popups, hotMatches, promotions, footer: { unreadCount } }`. Announcement: `{ id, type, title, content, startDate, endDate, noExpiry (1 = long term), announcementImages: [{ sequence, url }] }`; banners also carry `url` (image). Hot match: `{ id, matchTime, homeTeam, awayTeam, homeTeamImageUrl, awayTeamImageUrl, vendor, roomId, nodeId, league }`. types: B banner, PL player notice, A agent notice (agents only, in `notices`), PU popup, H hot match, PR promotion. groupName m_home or m_reg (banners). unreadCount is the inbox count when signed in, else 0.',
          ['400 request.invalid — unknown type or group'],
        ),
      },
    },
    async (request) => {
      const types = new Set((request.query.types ?? 'B,PL,PU,H').split(','));
      const session = await optionalUser(ctx, request);
      const isAgent = session ? !AGENT_EXCLUDED.includes(session.user.type) : false;
      const rows = await ctx.db
        .select()
        .from(announcements)
        .where(live(request.brand.brand.id))
        .orderBy(asc(announcements.sort));
      const of = (type: string) => (types.has(type) ? rows.filter((r) => r.type === type) : []);
      const lang = request.lang;
      const group = request.query.groupName ?? 'm_home';
      return ok({
        banners: of('B')
          .filter((r) => r.groupName === group)
          .map((r) => ({ ...announcementItem(r, lang), url: imageUrl(r.id) })),
        notices: [...of('PL'), ...(isAgent ? of('A') : [])].map((r) => announcementItem(r, lang)),
        popups: of('PU').map((r) => announcementItem(r, lang)),
        hotMatches: of('H')
          .map((r) => hotMatch(r, ctx.clock().getTime()))
          .sort((x, y) => x.matchTime - y.matchTime),
        promotions: of('PR').map((r) => ({
          ...announcementItem(r, lang),
          promoAnnouncementCategoryIds: r.categoryIds,
        })),
        footer: { unreadCount: session ? await unreadCount(session.user.id) : 0 },
      });
    },
  );

  app.get(
    '/wps/promotions/categories',
    {
      schema: {
        querystring: { type: 'object', properties: commonQuery },
        ...doc('content', 'Promotion categories (SPEC §9)', '`[{ id, title, iconImageUrl }]`; id 1 is "All".'),
      },
    },
    async (request) =>
      ok(
        PROMOTION_CATEGORIES.map((c) => ({
          id: c.id,
          title: pick(request.lang, c.en, c.ty),
          iconImageUrl: `/wps/content/category/${c.id}.svg`,
        })),
      ),
  );

  app.get<{ Querystring: { categoryId?: number; id?: number } }>(
    '/wps/promotions',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            ...commonQuery,
            categoryId: { type: 'integer', minimum: 1 },
            id: { type: 'integer', minimum: 1 },
          },
        },
        ...doc(
          'content',
          'Promotions',
          '`[{ id, title, content (HTML), startDate, endDate, noExpiry, promoAnnouncementCategoryIds, announcementImages }]`, filtered by categoryId (1 = all) or one id.',
        ),
      },
    },
    async (request) => {
      const { categoryId, id } = request.query;
      const rows = await ctx.db
        .select()
        .from(announcements)
        .where(and(live(request.brand.brand.id), eq(announcements.type, 'PR')))
        .orderBy(asc(announcements.sort));
      return ok(
        rows
          .filter((r) => (id ? r.id === id : true))
          .filter((r) => (!categoryId || categoryId === 1 ? true : (r.categoryIds as number[]).includes(categoryId)))
          .map((r) => ({ ...announcementItem(r, request.lang), promoAnnouncementCategoryIds: r.categoryIds })),
      );
    },
  );

  app.get(
    '/wps/system/helpCenter',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { ...commonQuery, device: { type: 'string', enum: ['MOBILE', 'WEB'] } },
        },
        ...doc('content', 'Help centre', '`[{ title, content (HTML) }]`.', [
          '400 request.invalid — device not MOBILE or WEB',
        ]),
      },
    },
    async (request) => {
      const rows = await ctx.db
        .select()
        .from(helpEntries)
        .where(eq(helpEntries.brandId, request.brand.brand.id))
        .orderBy(asc(helpEntries.sort));
      return ok(
        rows.map((r) => ({
          title: pick(request.lang, r.titleEn, r.titleTy),
          content: pick(request.lang, r.contentEn, r.contentTy),
        })),
      );
    },
  );

  app.get<{ Querystring: { pageNo?: number; pageSize?: number } }>(
    '/wps/relay/CSP_getInbox',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            ...commonQuery,
            pageNo: { type: 'integer', minimum: 1, default: 1 },
            pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
          },
        },
        ...doc(
          'inbox',
          'Inbox messages',
          '`{ list: [{ id, title, content, time (epoch ms), read: boolean }], pageNum, totalPages, unreadCount }`, newest first.',
          ['401 auth.required / auth.logged.out'],
        ),
      },
    },
    async (request) => {
      const { user } = await requireUser(ctx, request);
      const { size, no, offset } = page(request.query.pageNo, request.query.pageSize, 20);
      const rows = await ctx.db
        .select()
        .from(inboxMessages)
        .where(eq(inboxMessages.userId, user.id))
        .orderBy(desc(inboxMessages.createdAt), desc(inboxMessages.id))
        .limit(size)
        .offset(offset);
      const total = await ctx.db.select({ n: count() }).from(inboxMessages).where(eq(inboxMessages.userId, user.id));
      return ok({
        list: rows.map((m) => ({
          id: m.id,
          title: pick(request.lang, m.titleEn, m.titleTy),
          content: pick(request.lang, m.contentEn, m.contentTy),
          time: m.createdAt.getTime(),
          read: m.readAt !== null,
        })),
        pageNum: no,
        totalPages: Math.max(1, Math.ceil(Number(total[0]?.n ?? 0) / size)),
        unreadCount: await unreadCount(user.id),
      });
    },
  );

  app.get(
    '/wps/relay/CSP_unreadCount',
    {
      schema: {
        querystring: { type: 'object', properties: commonQuery },
        ...doc('inbox', 'Unread inbox count', 'A number (the count of unread messages).', [
          '401 auth.required / auth.logged.out',
        ]),
      },
    },
    async (request) => ok(await unreadCount((await requireUser(ctx, request)).user.id)),
  );

  app.put<{ Body: { id: number } }>(
    '/wps/relay/CSP_readInbox',
    {
      schema: {
        body: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'integer', minimum: 1 }, token: str(200) },
        },
        ...doc('inbox', 'Mark an inbox message read', '`{ unreadCount }`.', ['401 auth.required', '404 not.found']),
      },
    },
    async (request) => {
      const { user } = await requireUser(ctx, request);
      const updated = await ctx.db
        .update(inboxMessages)
        .set({ readAt: sql`coalesce(${inboxMessages.readAt}, ${ctx.clock()})` })
        .where(and(eq(inboxMessages.id, request.body.id), eq(inboxMessages.userId, user.id)))
        .returning({ id: inboxMessages.id });
      if (updated.length === 0) throw FAIL.notFound();
      return ok({ unreadCount: await unreadCount(user.id) });
    },
  );

  app.get(
    '/wps/winners',
    {
      schema: {
        querystring: { type: 'object', properties: commonQuery },
        ...doc(
          'content',
          'Winner board',
          '`{ list: [{ vo: { winAmount, userName (masked), gameName, time } }] }`, by win amount descending (20 entries).',
        ),
      },
    },
    async (request) => {
      const rows = await ctx.db
        .select()
        .from(winners)
        .where(eq(winners.brandId, request.brand.brand.id))
        .orderBy(desc(winners.winCents))
        .limit(20);
      return ok({
        list: rows.map((w) => {
          const game = catalogueGame(w.nodeId);
          return {
            vo: {
              winAmount: w.winCents / 100,
              userName: maskName(w.userName),
              gameName: game ? pick(request.lang, game.nameEn, game.nameTy) : '',
              time: w.wonAt.getTime(),
            },
          };
        }),
      });
    },
  );

  app.get<{ Querystring: { code: string; domain?: string } }>(
    '/wps/agent/affiliate',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['code'],
          properties: { ...commonQuery, code: str(40, { minLength: 1 }), domain: str(253) },
        },
        ...doc(
          'agent',
          'Invitation code check',
          '`{ success: boolean }`: true when the code belongs to an active agent of the brand.',
          ['400 request.invalid — code missing or too long'],
        ),
      },
    },
    async (request) => ok({ success: !!(await findAgentByCode(ctx, request.brand.brand.id, request.query.code)) }),
  );
}
