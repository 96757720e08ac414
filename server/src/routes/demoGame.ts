import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { FAIL } from '../errors';
import { catalogueGame } from '../content/games';
import { DEMO_GAME_CSS, DEMO_GAME_JS, demoGameHtml } from '../content/demoGamePage';
import { ok } from '../plugins/envelope';
import { HOUSE_USER_ID } from '../services/ledger';
import { readTicket, type LaunchTicket } from '../services/launchTicket';
import { doc, str } from './schemaHelpers';

const TICKET_ERRORS = ['401 auth.logged.out — ticket missing, forged, expired or the account disabled'];

/** Win multiplier of a spin: 55% nothing, 25% stake back, 15% double, 5% ten times. */
export function spinMultiplier(roll = randomInt(100)): number {
  if (roll < 55) return 0;
  if (roll < 80) return 1;
  if (roll < 95) return 2;
  return 10;
}

export function demoGameRoutes(app: FastifyInstance, ctx: AppContext, spin: () => number = spinMultiplier): void {
  const ticketOf = (ticket: string | undefined): LaunchTicket => {
    const t = ticket ? readTicket(ctx.launchSecret, ticket, ctx.clock().getTime()) : undefined;
    if (!t) throw FAIL.loggedOut();
    return t;
  };
  const userOf = async (t: LaunchTicket) => {
    const [user] = await ctx.db
      .select()
      .from(users)
      .where(and(eq(users.id, t.userId), eq(users.brandId, t.brandId)));
    if (!user || user.disabled) throw FAIL.loggedOut();
    return user;
  };

  app.get<{ Params: { nodeId: string }; Querystring: { ticket?: string; language?: string } }>(
    '/demo-game/:nodeId',
    { schema: { hide: true } },
    async (request, reply) => {
      const game = catalogueGame(Number(request.params.nodeId));
      const t = request.query.ticket
        ? readTicket(ctx.launchSecret, request.query.ticket, ctx.clock().getTime())
        : undefined;
      if (!game || !t || t.nodeId !== game.nodeId) {
        return reply.status(404).type('text/plain').send('Game not found or the launch link has expired.');
      }
      const lang = request.query.language === 'TY' ? 'TY' : 'EN';
      const brand = ctx.brands.get(t.brandId);
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(
          demoGameHtml({
            name: lang === 'TY' ? game.nameTy : game.nameEn,
            vendor: game.nodeName,
            nodeId: game.nodeId,
            ticket: request.query.ticket!,
            lang,
            currency: brand?.brand.currency.symbol ?? '',
          }),
        );
    },
  );
  app.get('/demo-game/assets/game.js', { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(DEMO_GAME_JS),
  );
  app.get('/demo-game/assets/game.css', { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/css; charset=utf-8').send(DEMO_GAME_CSS),
  );

  app.get<{ Querystring: { ticket: string } }>(
    '/wps/game/demo/balance',
    {
      schema: {
        querystring: { type: 'object', required: ['ticket'], properties: { ticket: str(400) } },
        ...doc('games', 'Demo game: balance', "`{ sumBalance }` of the ticket's member.", TICKET_ERRORS),
      },
    },
    async (request) => {
      const user = await userOf(ticketOf(request.query.ticket));
      const account = await ctx.ledger.accountId(user.brandId, user.id);
      return ok({ sumBalance: (await ctx.ledger.balanceCents(account)) / 100 });
    },
  );

  app.post<{ Body: { ticket: string; stake: number } }>(
    '/wps/game/demo/spin',
    {
      schema: {
        headers: { type: 'object', properties: { 'idempotency-key': str(100) } },
        body: {
          type: 'object',
          required: ['ticket', 'stake'],
          properties: { ticket: str(400), stake: { type: 'number', minimum: 0.01, maximum: 10000 } },
        },
        ...doc(
          'games',
          'Demo game: spin (moves money)',
          '`{ spinId, nodeId, stake, win, balance }`. Requires an `Idempotency-Key` header (1–100 characters): a retry with the same key returns the first result without moving money again. One ledger transaction: member −stake, house +stake, house −win, member +win.',
          [
            '400 request.invalid — Idempotency-Key missing, stake not a positive amount in centavos',
            '409 wallet.insufficient "Unknown error" — the balance is below the stake',
            '409 idempotency.key.reused "Unknown error" — the key was used for a different request',
            ...TICKET_ERRORS,
          ],
        ),
      },
    },
    async (request: FastifyRequest<{ Body: { ticket: string; stake: number } }>) => {
      const key = request.headers['idempotency-key'];
      if (typeof key !== 'string' || !key.trim()) throw FAIL.idempotencyMissing();
      const t = ticketOf(request.body.ticket);
      const user = await userOf(t);
      const stakeCents = Math.round(request.body.stake * 100);
      if (Math.abs(stakeCents - request.body.stake * 100) > 1e-6) throw FAIL.fieldInvalid('stake', 'whole centavos');
      const wallet = await ctx.ledger.accountId(user.brandId, user.id);
      const house = await ctx.ledger.accountId(user.brandId, HOUSE_USER_ID);
      const { result } = await ctx.ledger.move({
        brandId: user.brandId,
        kind: 'demo-spin',
        scope: `user:${user.id}`,
        idempotencyKey: key.trim(),
        fingerprint: `spin:${t.nodeId}:${stakeCents}`,
        lock: [wallet],
        plan: (balances) => {
          const before = balances.get(wallet) ?? 0;
          if (before < stakeCents) throw FAIL.insufficientBalance();
          const winCents = stakeCents * spin();
          return {
            postings: [
              { accountId: wallet, amountCents: -stakeCents },
              { accountId: house, amountCents: stakeCents },
              { accountId: house, amountCents: -winCents },
              { accountId: wallet, amountCents: winCents },
            ].filter((p) => p.amountCents !== 0),
            result: {
              nodeId: t.nodeId,
              stake: stakeCents / 100,
              win: winCents / 100,
              balance: (before - stakeCents + winCents) / 100,
            },
          };
        },
      });
      return ok({ spinId: key.trim(), ...result });
    },
  );
}
