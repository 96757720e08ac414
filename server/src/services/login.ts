// Sign-in (POST /wps/session/login): the sealed payload, rate limits, the captcha after failures, and the check of
// a user name or mobile number with a password, or of an SMS code.
import type { LoginPayload, SignInResult } from '@common/generated/api';
import { DIALING_PATTERN, MOBILE_PATTERN } from '@common/fieldPatterns';
import { openSealed, payloadCheck, type Sealed } from '../api/sealedPayload';
import type { AppContext } from '../context';
import { FAIL } from '../errors';
import { findByMobile, findByUsername, NON_AGENT_TYPES, signIn } from './accounts';
import { captchaIdOf, type Caller } from './caller';
import type { UserRow } from './sessions';
import { assertOpen } from './siteGate';
import { mobileKey } from './sms';

const checkLogin = payloadCheck<LoginPayload>('session.api.json#/definitions/LoginPayload');

/** Signs a member in from a sealed LoginPayload; every failure counts toward the captcha (login guard). */
export async function login(ctx: AppContext, caller: Caller, sealed: Sealed): Promise<SignInResult> {
  await assertOpen(ctx, caller.brand);
  const p = openSealed(sealed, checkLogin);
  if (p.type === 'firebase') throw FAIL.firebaseUnavailable();
  const brandId = caller.brand.brand.id;
  const who =
    p.type === 'username' && p.username
      ? p.username.trim().toLowerCase()
      : `${p.countryDialingCode ?? '+63'} ${p.mobileNum ?? ''}`;
  const accountKey = `acct:${brandId}:${who}`;
  const ipKey = caller.ipKey;
  ctx.limiter.hit('loginIp', ipKey);
  ctx.limiter.hit('login', accountKey);
  if (await ctx.loginGuard.captchaRequired(accountKey, ipKey)) {
    await ctx.captchas.check(brandId, captchaIdOf(caller, p.captchaId), p.captcha);
  }
  let user: UserRow | undefined;
  try {
    user = await authenticate(ctx, brandId, p);
  } catch (error) {
    await ctx.loginGuard.fail(accountKey, ipKey);
    throw error;
  }
  if (!user) {
    await ctx.loginGuard.fail(accountKey, ipKey);
    throw FAIL.loginFailed(await ctx.loginGuard.captchaRequired(accountKey, ipKey));
  }
  if (p.loginType === 'agent' && NON_AGENT_TYPES.includes(user.type)) throw FAIL.nonAgent();
  await ctx.loginGuard.succeed(accountKey);
  return signIn(ctx, user);
}

/** The member the payload proves to be, or undefined (one answer for an unknown name and a wrong password). */
async function authenticate(ctx: AppContext, brandId: string, p: LoginPayload): Promise<UserRow | undefined> {
  if (p.type === 'username') {
    if (!p.username && !p.mobileNum) throw FAIL.accountFormat();
    if (!p.password) throw FAIL.passwordFormat();
    // A password login by mobile number (the sign-in after setting a password by phone, SPEC §4).
    const user = p.username
      ? await findByUsername(ctx, brandId, p.username)
      : await findByMobile(ctx, brandId, p.countryDialingCode ?? '+63', p.mobileNum!);
    if (!user || user.disabled) {
      await ctx.passwords.dummyVerify(p.password);
      return undefined;
    }
    return (await ctx.passwords.verify(p.password, user.passwordHash)) ? user : undefined;
  }
  const dialing = p.countryDialingCode ?? '+63';
  if (!p.mobileNum || !new RegExp(MOBILE_PATTERN).test(p.mobileNum) || !new RegExp(DIALING_PATTERN).test(dialing)) {
    throw FAIL.mobileInvalid();
  }
  await ctx.sms.verify(brandId, mobileKey(dialing, p.mobileNum), 'login', p.verificationCode);
  const user = await findByMobile(ctx, brandId, dialing, p.mobileNum);
  return user && !user.disabled ? user : undefined;
}
