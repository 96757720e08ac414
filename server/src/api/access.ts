// What route() checks before a handler runs, from the endpoint's contract: who is calling (`auth`), whether the
// feature is on (`flag`) and the caller's rate limits (`rateLimit`). Handlers receive the typed principal and never
// check a session, a ticket or a flag again (server/test/structure.test.ts proves it).
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { FAIL, fail } from '../errors';
import { NON_AGENT_TYPES } from '../services/accounts';
import { readSettings } from '../services/brandSettings';
import { readTicket, type LaunchTicket } from '../services/launchTicket';
import type { SessionUser, UserRow } from '../services/sessions';
import { resolveOperatorSession, type OperatorSession } from '../services/ops/sessions';
import { isEmptyScope, scopeOf, type BrandScope, type Permission } from '../ops/roles';
import { ipOf } from './caller';
import type { Audience, EndpointSpec } from './loadContract';

/** A signed-in agent (SPEC §6: a session whose type is not 0, 4 or 40, and not a trial account). */
export interface AgentSession extends SessionUser {
  agent: { id: number; brandId: string; type: number; username: string };
}

/** The holder of a game-launch ticket: the ticket and its member, whose launching session still lives. */
export interface TicketHolder {
  ticket: LaunchTicket;
  user: UserRow;
}

/** A console operator holding the endpoint's permission: `scope` is where it holds (services filter and check by it). */
export interface OperatorPrincipal extends OperatorSession {
  permission: Permission;
  scope: BrandScope;
}

/** What a handler gets as `request.principal` for each audience. */
export interface Principals {
  none: undefined;
  development: undefined;
  optional: SessionUser | undefined;
  member: SessionUser;
  real: SessionUser;
  agent: AgentSession;
  ticket: TicketHolder;
  operator: OperatorPrincipal;
}
export type Principal = Principals[Audience];

/**
 * The session token: the `Authorization: Bearer` header only. A token in a URL ends up in logs, history and Referer
 * headers, so `?token=`, a `token` header or a body field are not sessions (the caller is a guest).
 */
export function tokenOf(request: FastifyRequest): string | undefined {
  const auth = request.headers.authorization;
  if (auth?.startsWith('Bearer ')) return auth.slice(7).trim() || undefined;
  return undefined;
}

/** 401 "not logged in" without a token, "logged out" for a revoked or expired one. */
async function session(ctx: AppContext, request: FastifyRequest): Promise<SessionUser> {
  const token = tokenOf(request);
  if (!token) throw FAIL.notLoggedIn();
  return ctx.sessions.resolve(token, request.brand.brand.id);
}

const isReal = (s: SessionUser) => !s.user.isTrial && s.user.type !== 4;

/** The launch ticket (X-Launch-Ticket header only, never a URL): genuine, unexpired, its session still live. */
async function ticketHolder(ctx: AppContext, request: FastifyRequest): Promise<TicketHolder> {
  const header = request.headers['x-launch-ticket'];
  const ticket = readTicket(ctx.launchSecret, typeof header === 'string' ? header : '', ctx.clock().getTime());
  if (!ticket) throw FAIL.loggedOut();
  return { ticket, user: await ctx.sessions.liveMember(ticket.session, ticket.userId, ticket.brandId) };
}

/**
 * A console operator's session (401 without one) holding the permission for at least one brand (403 otherwise);
 * whether it holds for the brand a request acts on is checked where that brand is known, against `scope`.
 */
async function operatorOf(ctx: AppContext, request: FastifyRequest, permission: Permission | undefined) {
  const token = tokenOf(request);
  if (!token) throw FAIL.notLoggedIn();
  if (!permission) throw new Error('auth operator without a permission (the contract loader refuses it)');
  const session = await resolveOperatorSession(ctx, token);
  // Until an operator whose role requires 2FA has enrolled, only console.use answers (me, enrolment, sign-out).
  if (session.mustEnrolTotp && permission !== 'console.use') throw fail('ops.totp.enrol');
  const scope = scopeOf(session.grants, permission);
  if (isEmptyScope(scope)) throw FAIL.noPermission();
  return { ...session, permission, scope };
}

/** Resolves the caller the endpoint's audience asks for, or throws its refusal. */
export async function principalOf(
  ctx: AppContext,
  request: FastifyRequest,
  auth: Audience,
  permission?: Permission,
): Promise<Principal> {
  switch (auth) {
    case 'none':
    case 'development':
      return undefined;
    case 'optional': {
      // A stale token is a guest here: the reply is the public one.
      if (!tokenOf(request)) return undefined;
      return session(ctx, request).catch(() => undefined);
    }
    case 'member':
      return session(ctx, request);
    case 'real': {
      const s = await session(ctx, request);
      if (!isReal(s)) throw FAIL.trialForbidden();
      return s;
    }
    case 'agent': {
      const s = await session(ctx, request);
      if (s.user.isTrial || NON_AGENT_TYPES.includes(s.user.type)) throw FAIL.nonAgent();
      const { id, brandId, type, username } = s.user;
      return { ...s, agent: { id, brandId, type, username } };
    }
    case 'ticket':
      return ticketHolder(ctx, request);
    case 'operator':
      return operatorOf(ctx, request, permission);
  }
}

/** Whether a settings path (`whiteLabel.REWCEN3`, `promotions.MISSION.enabled`) is `true` for the request's brand. */
export async function flagOn(ctx: AppContext, request: FastifyRequest, path: string): Promise<boolean> {
  const { settings } = await readSettings(ctx.db, request.brand);
  let value: unknown = settings;
  for (const part of path.split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
  return value === true;
}

/** Charges the endpoint's per-caller limits (every key checked before any is charged; over a limit → 429). */
export async function chargeLimits(
  ctx: AppContext,
  request: FastifyRequest,
  spec: EndpointSpec,
  principal: Principal,
): Promise<void> {
  for (const { limit, per } of spec.rateLimit ?? []) {
    const member =
      principal && 'user' in principal
        ? `member:${principal.user.id}`
        : principal && 'operator' in principal
          ? `operator:${principal.operator.id}`
          : undefined;
    await ctx.limiter.hit(limit, per === 'ip' ? ipOf(request) : member);
  }
}
