import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../context';
import { rawRoute } from '../api/route';
import { sendNotFound } from '../plugins/envelope';
import { announcementImage, categoryIcon, gameIcon, memberIcon, teamBadge, vendorIcon } from '../services/images';

/** An SVG the server drew (cached for a day unless said), or the envelope 404 for a file that does not exist. */
const sendSvg = (reply: FastifyReply, svg: string | undefined, cache = 'public, max-age=86400') =>
  svg === undefined ? sendNotFound(reply) : reply.type('image/svg+xml').header('Cache-Control', cache).send(svg);

/** Server-drawn images: no external images anywhere. */
export function imageRoutes(app: FastifyInstance, ctx: AppContext): void {
  rawRoute(app, 'gameIcon', async (request, reply) =>
    sendSvg(reply, gameIcon(request.params.file, request.query.size === 'large')),
  );
  rawRoute(app, 'gameVendorIcon', async (request, reply) => sendSvg(reply, vendorIcon(request.params.file)));
  rawRoute(app, 'contentImage', async (request, reply) => {
    const viewer = request.principal;
    const picture = await announcementImage(ctx, request.brand.brand.id, request.params.file, request.lang, viewer);
    return sendSvg(reply, picture?.svg, `${picture?.private ? 'private' : 'public'}, max-age=${picture?.maxAge ?? 0}`);
  });
  rawRoute(app, 'teamBadge', async (request, reply) => sendSvg(reply, teamBadge(request.params.file)));
  rawRoute(app, 'categoryIcon', async (request, reply) => sendSvg(reply, categoryIcon(request.params.file)));
  rawRoute(app, 'memberIcon', async (request, reply) => sendSvg(reply, memberIcon(request.params.file)));
}
