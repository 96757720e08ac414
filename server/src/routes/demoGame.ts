import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { route } from '../api/route';
import { DEMO_GAME_CSS, DEMO_GAME_JS } from '../content/demoGamePage';
import { DemoGame, spinMultiplier } from '../services/demoGame';

/**
 * The in-house demo game: its page and assets (plain routes outside /wps, hidden from the API docs) and its two
 * /wps calls, authorised by the launch ticket (X-Launch-Ticket header) of a live session.
 */
export function demoGameRoutes(app: FastifyInstance, ctx: AppContext, spin: () => number = spinMultiplier): void {
  const demo = new DemoGame(ctx, spin);

  app.get<{ Params: { nodeId: string }; Querystring: { language?: string } }>(
    '/demo-game/:nodeId',
    { schema: { hide: true } },
    async (request, reply) => {
      const currency = request.brand.brand.currency.symbol;
      const html = demo.page(Number(request.params.nodeId), request.query.language, currency);
      if (html === undefined) return reply.status(404).type('text/plain').send('Game not found.');
      return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(html);
    },
  );
  app.get('/demo-game/assets/game.js', { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(DEMO_GAME_JS),
  );
  app.get('/demo-game/assets/game.css', { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/css; charset=utf-8').send(DEMO_GAME_CSS),
  );

  route(app, 'demoGameBalance', async (request) => demo.balance(request.principal));

  route(app, 'demoGameSpin', async (request) => {
    const key = request.headers['idempotency-key'];
    return demo.spin(request.principal, request.body.stake, typeof key === 'string' ? key : undefined);
  });
}
