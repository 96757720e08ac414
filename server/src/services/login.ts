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
import { assertNotExcluded } from './responsiblePlay/enforce';
import { captchaNext, checkPassword, openAttempt, settleAttempt, type Attempt } from './passwordGuard';
import { mobileKey } from './sms';

const checkLogin = payloadCheck<LoginPayload>('session.api.json#/definitions/LoginPayload');

/** What a sign-in claims, once its fields are well formed: a password for a name or number, or an SMS code. */
type Claim =
  | { kind: 'password'; password: string; username?: string; dialing: string; mobileNum?: string }
  | { kind: 'sms'; code: string; dialing: string; mobileNum: string };

/**
 * Signs a member in from a sealed LoginPayload. Only a real check of a password or SMS code counts: toward the
 * captcha of the account (login guard, from any IP) and toward the per (account, IP) limit. Malformed requests and
 * requests refused by the captcha count for nothing, so no one can lock the owner out by sending them.
 */
export async function login(ctx: AppContext, caller: Caller, sealed: Sealed): Promise<SignInResult> {
  await assertOpen(ctx, caller.brand);
  const p = openSealed(sealed, checkLogin);
  if (p.type === 'firebase') throw FAIL.firebaseUnavailable();
  const claim = claimOf(p);
  const attempt: Attempt = {
    brandId: caller.brand.brand.id,
    who:
      claim.kind === 'password' && claim.username
        ? claim.username.trim().toLowerCase()
        : mobileKey(claim.dialing, claim.mobileNum ?? ''),
    ipKey: caller.ipKey,
    captcha: { id: captchaIdOf(caller, p.captchaId), answer: p.captcha },
  };
  const user = await authenticate(ctx, attempt, claim);
  if (!user) throw FAIL.loginFailed(await captchaNext(ctx, attempt));
  if (p.loginType === 'agent' && NON_AGENT_TYPES.includes(user.type)) throw FAIL.nonAgent();
  await assertNotExcluded(ctx.db, user.id, ctx.clock());
  return signIn(ctx, user);
}

/** The claim of a well-formed payload; a missing or malformed field is refused here, before anything is counted. */
function claimOf(p: LoginPayload): Claim {
  const dialing = p.countryDialingCode ?? '+63';
  if (p.type === 'username') {
    if (!p.username && !p.mobileNum) throw FAIL.accountFormat();
    if (!p.password) throw FAIL.passwordFormat();
    return { kind: 'password', password: p.password, username: p.username, dialing, mobileNum: p.mobileNum };
  }
  if (!p.mobileNum || !new RegExp(MOBILE_PATTERN).test(p.mobileNum) || !new RegExp(DIALING_PATTERN).test(dialing)) {
    throw FAIL.mobileInvalid();
  }
  if (!p.verificationCode) throw FAIL.codeWrong();
  return { kind: 'sms', code: p.verificationCode, dialing, mobileNum: p.mobileNum };
}

/** The member the claim proves to be, or undefined (one answer for an unknown name and a wrong password). */
async function authenticate(ctx: AppContext, a: Attempt, c: Claim): Promise<UserRow | undefined> {
  if (c.kind === 'password') {
    // A password login by mobile number (the sign-in after setting a password by phone, SPEC §4): proven numbers only.
    const found = c.username
      ? await findByUsername(ctx, a.brandId, c.username)
      : await findByMobile(ctx, a.brandId, c.dialing, c.mobileNum!);
    const user = found && !found.disabled ? found : undefined;
    return (await checkPassword(ctx, a, c.password, user?.passwordHash)) ? user : undefined;
  }
  await openAttempt(ctx, a);
  try {
    await ctx.sms.verify(a.brandId, mobileKey(c.dialing, c.mobileNum), 'login', c.code);
  } catch (error) {
    await settleAttempt(ctx, a, false);
    throw error;
  }
  const user = await findByMobile(ctx, a.brandId, c.dialing, c.mobileNum);
  return (await settleAttempt(ctx, a, !!user && !user.disabled)) ? user : undefined;
}
