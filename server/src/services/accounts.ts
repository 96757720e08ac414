import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { BrandFile } from '../brands/loadBrands';
import { users } from '../db/schema';
import { randomDigits, randomToken } from './hash';
import { HOUSE_USER_ID } from './ledger';
import type { UserRow } from './sessions';

export const TRIAL_BALANCE = 2_000;

export async function findByUsername(ctx: AppContext, brandId: string, username: string): Promise<UserRow | undefined> {
  const rows = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.brandId, brandId), eq(users.username, username.trim().toLowerCase())));
  return rows[0];
}

export async function findByMobile(
  ctx: AppContext,
  brandId: string,
  dialing: string,
  num: string,
): Promise<UserRow | undefined> {
  const rows = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.brandId, brandId), eq(users.mobileDialing, dialing), eq(users.mobileNum, num)));
  return rows[0];
}

export async function findAgentByCode(ctx: AppContext, brandId: string, code: string): Promise<UserRow | undefined> {
  const rows = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.brandId, brandId), sql`upper(${users.invitationCode}) = ${code.trim().toUpperCase()}`));
  const agent = rows[0];
  return agent && !agent.disabled && ![0, 4, 40].includes(agent.type) ? agent : undefined;
}

/** The reply of every successful sign-in (login, register, trial). */
export async function signIn(ctx: AppContext, user: UserRow) {
  const token = await ctx.sessions.create(user);
  const firstTimeLogin = user.lastLoginAt === null;
  await ctx.db.update(users).set({ lastLoginAt: ctx.clock() }).where(eq(users.id, user.id));
  return {
    token,
    userName: user.username,
    customerType: user.type,
    firstTimeLogin,
    merchantCode: user.merchantCode,
    ...(user.isTrial ? { trial: 1 } : {}),
  };
}

/** A new trial account under the brand's trial merchant, with demo money from the house account. */
export async function createTrialUser(ctx: AppContext, file: BrandFile): Promise<UserRow> {
  let user: UserRow | undefined;
  for (let attempt = 0; !user && attempt < 5; attempt++) {
    const rows = await ctx.db
      .insert(users)
      .values({
        brandId: file.brand.id,
        merchantCode: file.brand.trialMerchantCode,
        username: `trial${randomDigits(8)}`,
        // Not a scrypt hash: a trial account cannot sign in with a password.
        passwordHash: `none$${randomToken(16)}`,
        type: 0,
        isTrial: true,
        createdAt: ctx.clock(),
      })
      .onConflictDoNothing()
      .returning();
    user = rows[0];
  }
  if (!user) throw new Error('could not create a trial user');
  const house = await ctx.ledger.accountId(file.brand.id, HOUSE_USER_ID);
  const wallet = await ctx.ledger.accountId(file.brand.id, user.id);
  const cents = TRIAL_BALANCE * 100;
  await ctx.ledger.move({
    brandId: file.brand.id,
    kind: 'trial-credit',
    scope: 'system',
    idempotencyKey: `trial:${user.id}`,
    fingerprint: `${wallet}:${cents}`,
    lock: [],
    plan: () => ({
      postings: [
        { accountId: house, amountCents: -cents },
        { accountId: wallet, amountCents: cents },
      ],
      result: { amount: TRIAL_BALANCE },
    }),
  });
  return user;
}

/** Masks a user name for public lists: "demo1234" → "de****34". */
export function maskName(name: string): string {
  if (name.length <= 3) return `${name[0] ?? ''}**`;
  return `${name.slice(0, 2)}${'*'.repeat(Math.max(name.length - 4, 2))}${name.slice(-2)}`;
}
