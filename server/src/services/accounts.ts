// Member accounts: look-ups, the sign-in reply, and password writes shared by the password flows.
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { SignInResult } from '@common/generated/api';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import type { UserRow } from './sessions';

/** Member types that are not agents (member, free, and the 40 "non-agent" type). */
export const NON_AGENT_TYPES = [0, 4, 40];

/** The brand's member with this user name (any case). */
export async function findByUsername(ctx: AppContext, brandId: string, username: string): Promise<UserRow | undefined> {
  const rows = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.brandId, brandId), eq(users.username, username.trim().toLowerCase())));
  return rows[0];
}

/**
 * The brand's member whose mobile number this is, proven by an SMS code. Unproven numbers (typed at user-name
 * registration) are ignored: anyone may type any number, so it must not open SMS sign-in or phone reset.
 */
export async function findByMobile(
  ctx: AppContext,
  brandId: string,
  dialing: string,
  num: string,
): Promise<UserRow | undefined> {
  const rows = await ctx.db
    .select()
    .from(users)
    .where(
      and(
        eq(users.brandId, brandId),
        eq(users.mobileDialing, dialing),
        eq(users.mobileNum, num),
        isNotNull(users.mobileVerifiedAt),
      ),
    );
  return rows[0];
}

/** An active account whose invitation code this is (any case): agents and members who invite friends, not trial or free. */
export async function findAgentByCode(ctx: AppContext, brandId: string, code: string): Promise<UserRow | undefined> {
  const rows = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.brandId, brandId), sql`upper(${users.invitationCode}) = ${code.trim().toUpperCase()}`));
  const agent = rows[0];
  return agent && !agent.disabled && !agent.isTrial && agent.type !== 4 ? agent : undefined;
}

/** Opens a session: the reply of every successful sign-in (login, register, trial). */
export async function signIn(ctx: AppContext, user: UserRow): Promise<SignInResult> {
  const token = await ctx.sessions.create(user);
  const firstTimeLogin = user.lastLoginAt === null;
  await ctx.db.update(users).set({ lastLoginAt: ctx.clock() }).where(eq(users.id, user.id));
  return {
    token,
    userName: user.username,
    customerType: user.type,
    firstTimeLogin,
    merchantCode: user.merchantCode,
    ...(user.isTrial ? { trial: 1 as const } : {}),
  };
}

/** Stores a new password and revokes the member's sessions, except the one given (a change keeps the caller's). */
export async function storePassword(
  ctx: AppContext,
  userId: number,
  newPassword: string,
  keepTokenHash?: string,
): Promise<void> {
  await ctx.db
    .update(users)
    .set({ passwordHash: await ctx.passwords.hash(newPassword) })
    .where(eq(users.id, userId));
  await ctx.sessions.revokeOthers(userId, keepTokenHash);
}

/**
 * Masks a user name for public lists (winners, leaderboards): at most half of it shows, more of the start than of
 * the end, and at least two stars. "demo1234" → "de****34", "whale01" → "wh****1", "demo" → "d**o".
 */
export function maskName(name: string): string {
  const chars = [...name];
  const shown = Math.floor(chars.length / 2);
  const front = Math.ceil(shown / 2);
  const back = shown - front;
  const stars = '*'.repeat(Math.max(chars.length - shown, 2));
  return `${chars.slice(0, front).join('')}${stars}${back ? chars.slice(-back).join('') : ''}`;
}
