// Where a member's sign-in password is checked (server/test/structure.test.ts finds any other passwords.verify):
// sign-in, the self-exclusion reinstatement, a time-out or exclusion, a password change, and the security proof
// (security/proof.ts: security-centre changes and money leaving the wallet, which adds a per-member lockout on top).
// Each check is one attempt on the account as the caller named it, from the caller's address.
import type { AppContext } from '../context';
import type { SessionUser } from './sessions';

export interface Attempt {
  brandId: string;
  /** The account as the caller named it: a lower-cased user name, or a mobile key (sms.ts mobileKey). */
  who: string;
  /** The caller's address key (Caller.ipKey). */
  ipKey: string;
  /**
   * The captcha the caller sent. Asked for once the account failed once from any address, or the address failed ten
   * times (loginGuard.ts); a signed-in member's own checks pass `captcha: 'session'`: their session stands in.
   */
  captcha: { id?: string; answer?: string } | 'session';
}

/** A signed-in member checking their own password (a change, a time-out): the session stands in for the captcha. */
export const ownAttempt = (s: SessionUser, ipKey: string): Attempt => ({
  brandId: s.user.brandId,
  who: s.user.username.toLowerCase(),
  ipKey,
  captcha: 'session',
});

const accountKey = (a: Attempt) => `acct:${a.brandId}:${a.who}`;

/**
 * Opens an attempt: the captcha when the account or the address has been failing, then one count toward the
 * per-(account, address) limit and the per-address cap. Only real checks are counted, so a flood of malformed or
 * captcha-less requests cannot lock the owner out. Throws captcha.invalid or rate.limited.
 */
export async function openAttempt(ctx: AppContext, a: Attempt): Promise<void> {
  const key = accountKey(a);
  if (a.captcha !== 'session' && (await ctx.loginGuard.captchaRequired(key, a.ipKey))) {
    await ctx.captchas.check(a.brandId, a.captcha.id, a.captcha.answer);
  }
  await ctx.limiter.hit('login', `${key}|${a.ipKey}`);
  await ctx.limiter.hit('passwordIp', a.ipKey);
}

/** Closes an attempt: a failure counts toward the account's and the address's captcha, a success clears the account. */
export async function settleAttempt(ctx: AppContext, a: Attempt, ok: boolean): Promise<boolean> {
  if (ok) await ctx.loginGuard.succeed(accountKey(a));
  else await ctx.loginGuard.fail(accountKey(a), a.ipKey);
  return ok;
}

/** Whether the attempt's password is the account's (no hash: no such account). */
export async function checkPassword(ctx: AppContext, a: Attempt, password: string, hash: string | undefined) {
  await openAttempt(ctx, a);
  return settleAttempt(ctx, a, await verify(ctx, password, hash));
}

/** An unknown account costs the same scrypt time as a wrong password, so timing does not tell them apart. */
async function verify(ctx: AppContext, password: string, hash: string | undefined): Promise<boolean> {
  if (hash === undefined) {
    await ctx.passwords.dummyVerify(password);
    return false;
  }
  return ctx.passwords.verify(password, hash);
}

/** Whether the account is being failed at from anywhere, or the address is failing: a refusal then asks for a captcha. */
export const captchaNext = (ctx: AppContext, a: Attempt) => ctx.loginGuard.captchaRequired(accountKey(a), a.ipKey);
