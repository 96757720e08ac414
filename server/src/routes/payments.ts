import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { rawRoute, route } from '../api/route';
import { handleCallback } from '../services/wallet/callback';
import { startExpirySweep } from '../services/wallet/expiry';
import { sendSimCallback, simOrder, simPage } from '../services/wallet/simulator';

/**
 * The payment provider's side: the signed callback (always), and with the dev tools the simulated provider page
 * (absent in production: 404). Also runs the sweep that expires unpaid deposit orders.
 */
export function paymentRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, 'payCallback', async (request) => handleCallback(ctx, request.body));

  const stop = startExpirySweep(ctx);
  app.addHook('onClose', async () => stop());

  if (!ctx.devTools) return;

  rawRoute(app, 'paySimPage', async (request, reply) => {
    const row = await simOrder(ctx, request.params.orderId, request.query.pay);
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(simPage(row, ctx.clock()));
  });

  rawRoute(app, 'paySimSubmit', async (request, reply) => {
    const row = await simOrder(ctx, request.params.orderId, request.query.pay);
    await sendSimCallback(app, ctx, row, request.body.action === 'pay' ? 'paid' : 'failed');
    const to = `/m/voucherCenter?order=${encodeURIComponent(row.id)}&brand=${encodeURIComponent(row.brandId)}`;
    return reply.redirect(to, 303);
  });
}
