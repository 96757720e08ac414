// /healthz and /readyz for load balancers and orchestrators (docs/deploy.md). Outside /wps on purpose: no brand, no
// envelope, no auth, no rate limit, never cached. A shutdown first turns /readyz to 503 (drain()), so the balancer
// stops sending; main.ts waits SHUTDOWN_DRAIN_SECONDS, then app.close() stops accepting and lets in-flight finish.
import type { FastifyInstance } from 'fastify';
import type { Readiness } from '../services/readiness';

export interface Health {
  /** From now on /readyz answers 503 (also done by app.close(), in its preClose hook). */
  drain: () => void;
}

export function registerHealth(app: FastifyInstance, probe: () => Promise<Readiness>): Health {
  let draining = false;
  const drain = () => {
    draining = true;
  };
  app.addHook('preClose', async () => drain());
  // Keep-alive connections would hold app.close() open for Fastify's keepAliveTimeout (72 s) after their last reply:
  // while draining, each reply closes its connection, and the client's next request goes to another instance.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (draining) reply.header('Connection', 'close');
    return payload;
  });
  // Probes arrive every few seconds: no request lines for them (a 503 still leaves its error line).
  const opts = { schema: { hide: true }, logLevel: 'warn' as const };
  app.get('/healthz', opts, async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').type('application/json').send({ status: 'ok' }),
  );
  app.get('/readyz', opts, async (_request, reply) => {
    const state: Readiness = draining ? { ready: false, reason: 'draining' } : await probe();
    reply.header('Cache-Control', 'no-store').type('application/json');
    if (state.ready) return reply.send({ status: 'ready' });
    return reply.status(503).header('Retry-After', '5').send({ status: 'not ready', reason: state.reason });
  });
  return { drain };
}
