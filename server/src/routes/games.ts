import { and, asc, count, desc, eq, gt, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { favourites, games, recents } from '../db/schema';
import { FAIL } from '../errors';
import { CATEGORY_ORDER, VENDORS } from '../content/catalogue';
import { optionalUser, requireUser } from '../plugins/auth';
import { ok } from '../plugins/envelope';
import { gameItem, iconUrl, totalPagesOf, type GameRow } from '../services/games';
import { LAUNCH_TTL_MS, signTicket } from '../services/launchTicket';
import { commonQuery, doc, page, str } from './schemaHelpers';

const AUTH_ERRORS = ['401 auth.required "You are not logged in, please login first"', '401 auth.logged.out'];

interface ListQuery {
  gameName?: string;
  gameType?: string;
  gameClassify?: 'ALL' | 'NEW' | 'HOT' | 'FAV';
  isNew?: boolean;
  vassalage?: string;
  minBet?: number;
  pageNo?: number;
  pageSize?: number;
}

const listQuery = {
  type: 'object',
  properties: {
    ...commonQuery,
    merchant: str(40),
    merchantCode: str(40),
    platform: str(20),
    clientType: { type: 'integer' },
    moduleId: str(40),
    gameName: str(60),
    gameType: str(20, { pattern: '^[A-Z]*$' }),
    gameClassify: { type: 'string', enum: ['ALL', 'NEW', 'HOT', 'FAV'], default: 'ALL' },
    isNew: { type: 'boolean' },
    vassalage: str(200, { pattern: '^[A-Za-z0-9_,]*$' }),
    minBet: { type: 'number', minimum: 0, maximum: 100000 },
    pageNo: { type: 'integer', minimum: 1, maximum: 10000, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 26 },
  },
};

export function gameRoutes(app: FastifyInstance, ctx: AppContext): void {
  const favouriteSet = async (userId: number | undefined) => {
    if (userId === undefined) return undefined;
    const rows = await ctx.db
      .select({ nodeId: favourites.nodeId })
      .from(favourites)
      .where(eq(favourites.userId, userId));
    return new Set(rows.map((r) => r.nodeId));
  };

  app.get(
    '/wps/game/vendors',
    {
      schema: {
        querystring: { type: 'object', properties: { ...commonQuery, typeId: str(10), merchantCode: str(40) } },
        ...doc(
          'games',
          'Vendor configuration',
          '`{ sorting: [{ gameCategory, vendorNames: [{ gameType, vassalage, vendorName, iconUrl }] }], mapping: { <gameCategory>: { vendors: [vassalage], gameType: { <vassalage>: gameType } } } }`. Categories in order: RNG, PVP, LIVE, FISH, SPORTS, ESPORTS (TF), COCKFIGHT (DS88), LOTTERY, POKER, INHOUSE (RNG games of vendor IH).',
        ),
      },
    },
    async () => {
      const sorting = CATEGORY_ORDER.map((gameCategory) => ({
        gameCategory,
        vendorNames: VENDORS.filter((v) => v.gameCategory === gameCategory).map((v) => ({
          gameType: v.gameType,
          vassalage: v.code,
          vendorName: v.name,
          iconUrl: `/wps/game/vendor-icon/${v.code}.svg`,
        })),
      }));
      const mapping = Object.fromEntries(
        sorting.map((c) => [
          c.gameCategory,
          {
            vendors: c.vendorNames.map((v) => v.vassalage),
            gameType: Object.fromEntries(c.vendorNames.map((v) => [v.vassalage, v.gameType])),
          },
        ]),
      );
      return ok({ sorting, mapping });
    },
  );

  app.get<{ Querystring: ListQuery }>(
    '/wps/game/list',
    {
      schema: {
        querystring: listQuery,
        ...doc(
          'games',
          'Game list',
          "`{ games: [GameItem], pageNum, totalPages }`. GameItem: `{ nodeId, gameId, roomId, gameType, gameCategory, vassalage, gameName, nodeName, showIcon, iconUrl, mobileLargeIcon, mobileSmallIcon, supportPlay, gameClassifyNew, minBet, hot, favourite? }`. Filters: gameType, vassalage (comma list), gameName (contains, either language), minBet (equal), isNew, gameClassify ALL | NEW (new games) | HOT (hot, most popular first) | FAV (the member's favourites; needs a session). pageSize default 26.",
          ['401 auth.required — gameClassify FAV without a session', '400 request.invalid — bad parameter'],
        ),
      },
    },
    async (request) => {
      const q = request.query;
      const session = await optionalUser(ctx, request);
      const { size, no, offset } = page(q.pageNo, q.pageSize, 26);
      const where: (SQL | undefined)[] = [eq(games.brandId, request.brand.brand.id)];
      if (q.gameType) where.push(eq(games.gameType, q.gameType));
      if (q.vassalage) where.push(inArray(games.vassalage, q.vassalage.split(',').filter(Boolean)));
      if (q.gameName?.trim()) {
        const term = `%${q.gameName.trim().replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
        where.push(or(ilike(games.nameEn, term), ilike(games.nameTy, term)));
      }
      if (q.minBet !== undefined) where.push(sql`${games.minBet}::numeric = ${q.minBet}`);
      if (q.isNew || q.gameClassify === 'NEW') where.push(eq(games.isNew, true));
      if (q.gameClassify === 'HOT') where.push(gt(games.hot, 0));
      if (q.gameClassify === 'FAV') {
        const s = await requireUser(ctx, request);
        where.push(
          inArray(
            games.nodeId,
            ctx.db.select({ n: favourites.nodeId }).from(favourites).where(eq(favourites.userId, s.user.id)),
          ),
        );
      }
      const filter = and(...where);
      const order =
        q.gameClassify === 'HOT' ? [desc(games.hot), asc(games.nodeId)] : [asc(games.sort), asc(games.nodeId)];
      // One query: the page plus the total (a window count); past the last page, a separate count.
      const rows = await ctx.db
        .select({ game: games, total: sql<string>`count(*) over ()` })
        .from(games)
        .where(filter)
        .orderBy(...order)
        .limit(size)
        .offset(offset);
      const total = rows[0]
        ? Number(rows[0].total)
        : Number((await ctx.db.select({ n: count() }).from(games).where(filter))[0]?.n ?? 0);
      const favs = await favouriteSet(session?.user.id);
      return ok({
        games: rows.map((r) => gameItem(r.game, request.lang, favs)),
        pageNum: no,
        totalPages: totalPagesOf(total, size),
      });
    },
  );

  app.get<{ Querystring: { gameType?: string } }>(
    '/wps/game/hot',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            ...commonQuery,
            gameType: str(20),
            isPlatform: str(4),
            platform: str(20),
            merchantCode: str(40),
          },
        },
        ...doc(
          'games',
          'Hot games',
          '`[{ gameType, list: [GameItem] }]`: up to 12 per game type (only the given gameType when set), most popular first.',
        ),
      },
    },
    async (request) => {
      const where = [eq(games.brandId, request.brand.brand.id), gt(games.hot, 0)];
      if (request.query.gameType) where.push(eq(games.gameType, request.query.gameType));
      const rows = await ctx.db
        .select()
        .from(games)
        .where(and(...where))
        .orderBy(desc(games.hot), asc(games.nodeId));
      const byType = new Map<string, GameRow[]>();
      for (const g of rows) {
        const list = byType.get(g.gameType) ?? [];
        if (list.length < 12) list.push(g);
        byType.set(g.gameType, list);
      }
      return ok(
        [...byType].map(([gameType, list]) => ({ gameType, list: list.map((g) => gameItem(g, request.lang)) })),
      );
    },
  );

  const findGame = async (brandId: string, nodeId: number) =>
    (
      await ctx.db
        .select()
        .from(games)
        .where(and(eq(games.brandId, brandId), eq(games.nodeId, nodeId)))
    )[0];

  app.post<{ Body: { nodeId: number; vendor?: string } }>(
    '/wps/game/favourites',
    {
      schema: {
        body: {
          type: 'object',
          required: ['nodeId'],
          properties: { nodeId: { type: 'integer', minimum: 1 }, vendor: str(20), token: str(200) },
        },
        ...doc('games', 'Add a favourite', '`null` (adding an existing favourite is a no-op).', [
          ...AUTH_ERRORS,
          '404 game.not.found "The requested url is empty"',
        ]),
      },
    },
    async (request) => {
      const { user } = await requireUser(ctx, request);
      const game = await findGame(user.brandId, request.body.nodeId);
      if (!game) throw FAIL.gameNotFound();
      await ctx.db
        .insert(favourites)
        .values({ userId: user.id, nodeId: game.nodeId, vendor: game.vassalage, createdAt: ctx.clock() })
        .onConflictDoNothing();
      return ok(null);
    },
  );

  app.delete<{ Body?: { nodeId?: number }; Querystring: { nodeId?: number } }>(
    '/wps/game/favourites',
    {
      schema: {
        querystring: { type: 'object', properties: { ...commonQuery, nodeId: { type: 'integer', minimum: 1 } } },
        ...doc('games', 'Remove a favourite', '`null`. nodeId in the JSON body (`{ nodeId }`) or the query.', [
          ...AUTH_ERRORS,
          '400 request.invalid — nodeId missing',
        ]),
      },
    },
    async (request) => {
      const { user } = await requireUser(ctx, request);
      const raw = request.body?.nodeId ?? request.query.nodeId;
      if (!Number.isInteger(raw) || (raw as number) < 1) throw FAIL.fieldInvalid('nodeId', 'required integer');
      await ctx.db.delete(favourites).where(and(eq(favourites.userId, user.id), eq(favourites.nodeId, raw as number)));
      return ok(null);
    },
  );

  app.get<{ Querystring: { pageNo?: number; pageSize?: number; gameType?: string } }>(
    '/wps/game/favourites',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            ...commonQuery,
            gameType: str(20),
            pageNo: { type: 'integer', minimum: 1, default: 1 },
            pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 26 },
          },
        },
        ...doc('games', 'Favourites', '`{ content: [GameItem], pageNum, totalPages }`, newest first.', AUTH_ERRORS),
      },
    },
    async (request) => {
      const { user } = await requireUser(ctx, request);
      const { size, no, offset } = page(request.query.pageNo, request.query.pageSize, 26);
      const where = and(
        eq(favourites.userId, user.id),
        eq(games.brandId, user.brandId),
        request.query.gameType ? eq(games.gameType, request.query.gameType) : undefined,
      );
      const base = () => ctx.db.select().from(favourites).innerJoin(games, eq(games.nodeId, favourites.nodeId));
      const rows = await base()
        .where(where)
        .orderBy(desc(favourites.createdAt), desc(favourites.nodeId))
        .limit(size)
        .offset(offset);
      const total = await ctx.db
        .select({ n: count() })
        .from(favourites)
        .innerJoin(games, eq(games.nodeId, favourites.nodeId))
        .where(where);
      const favs = new Set(rows.map((r) => r.games.nodeId));
      return ok({
        content: rows.map((r) => gameItem(r.games, request.lang, favs)),
        pageNum: no,
        totalPages: totalPagesOf(Number(total[0]?.n ?? 0), size),
      });
    },
  );

  const touchRecent = (userId: number, nodeId: number) =>
    ctx.db
      .insert(recents)
      .values({ userId, nodeId, playedAt: ctx.clock() })
      .onConflictDoUpdate({ target: [recents.userId, recents.nodeId], set: { playedAt: ctx.clock() } });

  app.get<{ Querystring: { nodeId: number } }>(
    '/wps/game/recent/add',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['nodeId'],
          properties: { ...commonQuery, nodeId: { type: 'integer', minimum: 1 } },
        },
        ...doc('games', 'Record a recently played game', '`null`.', [...AUTH_ERRORS, '404 game.not.found']),
      },
    },
    async (request) => {
      const { user } = await requireUser(ctx, request);
      if (!(await findGame(user.brandId, request.query.nodeId))) throw FAIL.gameNotFound();
      await touchRecent(user.id, request.query.nodeId);
      return ok(null);
    },
  );

  app.get<{ Querystring: { page?: number; pageSize?: number; gameType?: string } }>(
    '/wps/game/recent',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            ...commonQuery,
            gameType: str(20),
            clientType: { type: 'integer' },
            page: { type: 'integer', minimum: 1, default: 1 },
            pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 25 },
          },
        },
        ...doc(
          'games',
          'Recently played games',
          '`{ list: [GameItem], totalPages }`, latest first; pageSize default 25.',
          AUTH_ERRORS,
        ),
      },
    },
    async (request) => {
      const { user } = await requireUser(ctx, request);
      const { size, offset } = page(request.query.page, request.query.pageSize, 25);
      const where = and(
        eq(recents.userId, user.id),
        eq(games.brandId, user.brandId),
        request.query.gameType ? eq(games.gameType, request.query.gameType) : undefined,
      );
      const rows = await ctx.db
        .select()
        .from(recents)
        .innerJoin(games, eq(games.nodeId, recents.nodeId))
        .where(where)
        .orderBy(desc(recents.playedAt), desc(recents.nodeId))
        .limit(size)
        .offset(offset);
      const total = await ctx.db
        .select({ n: count() })
        .from(recents)
        .innerJoin(games, eq(games.nodeId, recents.nodeId))
        .where(where);
      const favs = await favouriteSet(user.id);
      return ok({
        list: rows.map((r) => gameItem(r.games, request.lang, favs)),
        totalPages: totalPagesOf(Number(total[0]?.n ?? 0), size),
      });
    },
  );

  app.get<{ Querystring: { nodeId?: number; gameId?: string; vendor?: string } }>(
    '/wps/game/launch',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            ...commonQuery,
            vendor: str(20),
            gameId: str(40),
            nodeId: { type: 'integer', minimum: 1 },
            showChoice: { type: 'boolean' },
          },
        },
        ...doc(
          'games',
          'Launch a game',
          '`{ url }`: the in-house demo game page `/demo-game/<nodeId>?ticket=…` (a signed ticket valid 2 hours; the session token never goes into the URL). The game is also recorded as recently played.',
          [...AUTH_ERRORS, '404 game.not.found', '400 request.invalid — neither nodeId nor vendor + gameId'],
        ),
      },
    },
    async (request) => {
      const { user } = await requireUser(ctx, request);
      const { nodeId, gameId, vendor } = request.query;
      let game: GameRow | undefined;
      if (nodeId) game = await findGame(user.brandId, nodeId);
      else if (gameId && vendor) {
        game = (
          await ctx.db
            .select()
            .from(games)
            .where(and(eq(games.brandId, user.brandId), eq(games.roomId, gameId), eq(games.vassalage, vendor)))
        )[0];
      } else throw FAIL.fieldInvalid('nodeId', 'required');
      if (!game) throw FAIL.gameNotFound();
      await touchRecent(user.id, game.nodeId);
      const ticket = signTicket(ctx.launchSecret, {
        userId: user.id,
        brandId: user.brandId,
        nodeId: game.nodeId,
        exp: ctx.clock().getTime() + LAUNCH_TTL_MS,
      });
      return ok({ url: `/demo-game/${game.nodeId}?ticket=${encodeURIComponent(ticket)}&language=${request.lang}` });
    },
  );

  app.get<{ Querystring: { prizeMode?: string } }>(
    '/wps/lottery/list',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { ...commonQuery, prizeMode: { type: 'string', enum: ['Lott', 'ZY', 'Elott'], default: 'Lott' } },
        },
        ...doc(
          'lottery',
          'Lotteries of a prize mode',
          '`[{ code, name, prizeMode, nodeId, vassalage, iconUrl, playTypes: ["Tradition","Entertainment"], drawIntervalSeconds, nextDrawTime }]`.',
          ['400 request.invalid — prizeMode not Lott, ZY or Elott'],
        ),
      },
    },
    async (request) =>
      ok(
        (await lotteries(request.brand.brand.id, request.query.prizeMode ?? 'Lott')).map((g) =>
          lotteryItem(g, request.lang),
        ),
      ),
  );

  app.get<{ Querystring: { prizeMode?: string } }>(
    '/wps/lottery/menu',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { ...commonQuery, prizeMode: { type: 'string', enum: ['Lott', 'ZY', 'Elott'], default: 'Lott' } },
        },
        ...doc(
          'lottery',
          'Lottery menu of a prize mode',
          '`[{ groupName: "fast"|"classic", list: [lottery as in /wps/lottery/list] }]`: draws every 5 minutes or less are "fast".',
        ),
      },
    },
    async (request) => {
      const items = (await lotteries(request.brand.brand.id, request.query.prizeMode ?? 'Lott')).map((g) =>
        lotteryItem(g, request.lang),
      );
      return ok([
        { groupName: 'fast', list: items.filter((i) => i.drawIntervalSeconds <= 300) },
        { groupName: 'classic', list: items.filter((i) => i.drawIntervalSeconds > 300) },
      ]);
    },
  );

  const lotteries = (brandId: string, prizeMode: string) =>
    ctx.db
      .select()
      .from(games)
      .where(and(eq(games.brandId, brandId), eq(games.gameType, 'LOTTERY'), eq(games.prizeMode, prizeMode)))
      .orderBy(asc(games.sort));

  const lotteryItem = (g: GameRow, lang: 'EN' | 'TY') => {
    const drawIntervalSeconds = [60, 180, 300, 600, 3600][g.sort % 5]!;
    const now = ctx.clock().getTime();
    return {
      code: g.gameId,
      name: lang === 'TY' ? g.nameTy : g.nameEn,
      prizeMode: g.prizeMode!,
      nodeId: g.nodeId,
      vassalage: g.vassalage,
      iconUrl: iconUrl(g.nodeId),
      playTypes: ['Tradition', 'Entertainment'],
      drawIntervalSeconds,
      nextDrawTime: Math.ceil(now / (drawIntervalSeconds * 1000)) * drawIntervalSeconds * 1000,
    };
  };
}
