// Trial (free play) accounts: a fresh account under the brand's trial merchant with demo money, signed in at once.
import type { SignInResult } from '@common/generated/api';
import type { BrandFile } from '../brands/loadBrands';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { signIn } from './accounts';
import type { Caller } from './caller';
import { randomDigits, randomToken } from './hash';
import type { UserRow } from './sessions';
import { assertOpen } from './siteGate';

/** The demo balance of a new trial account: 2,000.00. */
export const TRIAL_BALANCE_CENTS = 200_000;

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
  await ctx.wallet.credit({
    brandId: file.brand.id,
    userId: user.id,
    cents: TRIAL_BALANCE_CENTS,
    kind: 'trial-credit',
    ref: user.username,
    key: `trial:${user.id}`,
  });
  return user;
}

/** Free play: a new trial account, signed in (limited per IP together with registration). */
export async function startTrial(ctx: AppContext, caller: Caller): Promise<SignInResult> {
  await assertOpen(ctx, caller.brand);
  return signIn(ctx, await createTrialUser(ctx, caller.brand));
}
