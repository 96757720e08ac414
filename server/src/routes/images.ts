import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../context';
import { announcements } from '../db/schema';
import { PROMOTION_CATEGORIES, VENDORS } from '../content/catalogue';
import { catalogueGame } from '../content/games';
import { avatarSvg, AVATAR_COUNT, bannerSvg, gameIconSvg, teamSvg } from '../content/images';
import { pick } from '../plugins/brand';
import { sendNotFound } from '../plugins/envelope';
import { doc, str } from './schemaHelpers';

const svg = (reply: FastifyReply, body: string) =>
  reply.type('image/svg+xml').header('Cache-Control', 'public, max-age=86400').send(body);

/** "123.svg" → "123"; anything else undefined. */
const stem = (file: string) => (file.endsWith('.svg') ? decodeURIComponent(file.slice(0, -4)) : undefined);

const fileParams = { type: 'object', required: ['file'], properties: { file: str(120) } };

/** Server-generated images: no external images anywhere. */
export function imageRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { file: string }; Querystring: { size?: string } }>(
    '/wps/game/icon/:file',
    {
      schema: {
        params: fileParams,
        querystring: { type: 'object', properties: { size: { type: 'string', enum: ['large', 'small'] } } },
        ...doc('images', 'Game icon (SVG)', '`image/svg+xml`: /wps/game/icon/<nodeId>.svg, `?size=large` doubles it.', [
          '404 not.found',
        ]),
      },
    },
    async (request, reply) => {
      const game = catalogueGame(Number(stem(request.params.file)));
      if (!game) return sendNotFound(reply);
      return svg(reply, gameIconSvg(game.nameEn, game.vassalage, request.query.size === 'large'));
    },
  );

  app.get<{ Params: { file: string } }>(
    '/wps/game/vendor-icon/:file',
    { schema: { params: fileParams, ...doc('images', 'Vendor icon (SVG)', '`image/svg+xml`.', ['404 not.found']) } },
    async (request, reply) => {
      const vendor = VENDORS.find((v) => v.code === stem(request.params.file));
      if (!vendor) return sendNotFound(reply);
      return svg(reply, gameIconSvg(vendor.name, vendor.gameCategory));
    },
  );

  app.get<{ Params: { file: string } }>(
    '/wps/content/image/:file',
    {
      schema: {
        params: fileParams,
        ...doc('images', 'Banner / announcement / promotion image (SVG)', '`image/svg+xml`, 750×300.', [
          '404 not.found',
        ]),
      },
    },
    async (request, reply) => {
      const id = Number(stem(request.params.file));
      if (!Number.isInteger(id)) return sendNotFound(reply);
      const [row] = await ctx.db.select().from(announcements).where(eq(announcements.id, id));
      if (!row) return sendNotFound(reply);
      return svg(reply, bannerSvg(pick(request.lang, row.titleEn, row.titleTy), `${row.brandId}:${row.id}`));
    },
  );

  app.get<{ Params: { file: string } }>(
    '/wps/content/team/:file',
    { schema: { params: fileParams, ...doc('images', 'Team badge (SVG)', '`image/svg+xml`.', ['404 not.found']) } },
    async (request, reply) => {
      const team = stem(request.params.file);
      if (!team) return sendNotFound(reply);
      return svg(reply, teamSvg(team));
    },
  );

  app.get<{ Params: { file: string } }>(
    '/wps/content/category/:file',
    {
      schema: {
        params: fileParams,
        ...doc('images', 'Promotion category icon (SVG)', '`image/svg+xml`.', ['404 not.found']),
      },
    },
    async (request, reply) => {
      const c = PROMOTION_CATEGORIES.find((x) => String(x.id) === stem(request.params.file));
      if (!c) return sendNotFound(reply);
      return svg(reply, gameIconSvg(c.en, ''));
    },
  );

  app.get<{ Params: { file: string } }>(
    '/wps/member/icons/:file',
    {
      schema: {
        params: fileParams,
        ...doc('images', 'Member head icon (SVG)', '`image/svg+xml`, 1..12.', ['404 not.found']),
      },
    },
    async (request, reply) => {
      const n = Number(stem(request.params.file));
      if (!Number.isInteger(n) || n < 1 || n > AVATAR_COUNT) return sendNotFound(reply);
      return svg(reply, avatarSvg(n));
    },
  );
}
