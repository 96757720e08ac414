import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { route } from '../api/route';
import { handleReceipt } from '../services/messages/receipt';
import { startMessageWorker } from '../services/messages/worker';

/** The SMS gateway's signed delivery receipt, and the worker that sends queued messages (services/messages/). */
export function messageRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, 'messageReceipt', async (request) => handleReceipt(ctx, request.body));

  const stop = startMessageWorker(ctx);
  app.addHook('onClose', async () => {
    await stop();
    await ctx.messages.close();
  });
}
