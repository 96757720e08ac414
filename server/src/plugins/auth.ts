import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { FAIL } from '../errors';
import type { SessionUser } from '../services/sessions';

/**
 * The session token: the `Authorization: Bearer` header only. A token in a URL ends up in logs, history and Referer
 * headers, so `?token=`, a `token` header or a body field are not sessions (the caller is a guest).
 */
export function tokenOf(request: FastifyRequest): string | undefined {
  const auth = request.headers.authorization;
  if (auth?.startsWith('Bearer ')) return auth.slice(7).trim() || undefined;
  return undefined;
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
