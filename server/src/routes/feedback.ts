import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { route } from '../api/route';
import { submitFeedback } from '../services/feedback';

/** Member feedback; the operator's reply arrives in the inbox. */
export function feedbackRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, 'feedbackSubmit', async (request) =>
    submitFeedback(ctx, request.brand, request.principal, request.body.content),
  );
}
