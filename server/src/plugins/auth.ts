import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { FAIL } from '../errors';
import type { SessionUser } from '../services/sessions';

/** The session token: `Authorization: Bearer`, a `token` header, or `token` in the query or body. */
export function tokenOf(request: FastifyRequest): string | undefined {
  const auth = request.headers.authorization;
  if (auth?.startsWith('Bearer ')) return auth.slice(7).trim() || undefined;
  const header = request.headers.token;
  if (typeof header === 'string' && header) return header;
  const q = (request.query as Record<string, unknown> | undefined)?.token;
  if (typeof q === 'string' && q) return q;
  const body = request.body as Record<string, unknown> | undefined;
  const b = body && typeof body === 'object' ? body.token : undefined;
  return typeof b === 'string' && b ? b : undefined;
}

/** The signed-in user, or 401 ("not logged in" without a token, "logged out" for a revoked or expired one). */
export async function requireUser(ctx: AppContext, request: FastifyRequest): Promise<SessionUser> {
  const token = tokenOf(request);
  if (!token) throw FAIL.notLoggedIn();
  return ctx.sessions.resolve(token, request.brand.brand.id);
}

/** A signed-in real (not trial, not free type 4) account, else 403 "Please login an actual account…". */
export async function requireRealUser(ctx: AppContext, request: FastifyRequest): Promise<SessionUser> {
  const s = await requireUser(ctx, request);
  if (s.user.isTrial || s.user.type === 4) throw FAIL.trialForbidden();
  return s;
}

/** The user when a valid token is present; guests (and stale tokens) get undefined. */
export async function optionalUser(ctx: AppContext, request: FastifyRequest): Promise<SessionUser | undefined> {
  const token = tokenOf(request);
  if (!token) return undefined;
  try {
    return await ctx.sessions.resolve(token, request.brand.brand.id);
  } catch {
    return undefined;
  }
}
