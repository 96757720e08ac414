import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { FAIL } from '../errors';
import { requireUser } from '../plugins/auth';
import { ok } from '../plugins/envelope';
import { createTrialUser, findByMobile, findByUsername, signIn } from '../services/accounts';
import { readSettings } from '../services/brandSettings';
import { mobileKey } from '../services/sms';
import type { UserRow } from '../services/sessions';
import {
  commonQuery,
  compileStrict,
  decryptBody,
  DIALING_PATTERN,
  doc,
  encryptedBody,
  encryptionHeaders,
  ipOf,
  MOBILE_PATTERN,
  str,
} from './schemaHelpers';

export interface LoginPayload {
  type: 'username' | 'sms' | 'firebase';
  username?: string;
  password?: string;
  captcha?: string;
  captchaId?: string;
  mobileNum?: string;
  countryDialingCode?: string;
  verificationCode?: string;
  loginType?: 'member' | 'agent';
  firebaseChannel?: string;
  firebaseIdToken?: string;
  firebaseMobileNo?: string;
}

export const loginPayloadSchema = {
  type: 'object',
  required: ['type'],
  properties: {
    type: { type: 'string', enum: ['username', 'sms', 'firebase'] },
    username: str(64),
    password: str(128),
    captcha: str(16, { pattern: '^[0-9A-Za-z]*$' }),
    captchaId: str(64),
    mobileNum: str(20),
    countryDialingCode: str(6),
    verificationCode: str(10, { pattern: '^[0-9]*$' }),
    loginType: { type: 'string', enum: ['member', 'agent'] },
    firebaseChannel: str(20),
    firebaseIdToken: str(4096),
    firebaseMobileNo: str(20),
  },
};
const validateLogin = compileStrict<LoginPayload>(loginPayloadSchema);

const AGENT_EXCLUDED = [0, 4, 40];

/** Refuses sign-in and registration while the brand is in maintenance. */
export async function assertOpen(ctx: AppContext, request: FastifyRequest) {
  const { settings } = await readSettings(ctx.db, request.brand);
  if (settings.maintenance === true) throw FAIL.maintenance();
}

/** The captcha id: from the payload, else the `captcha_id` cookie set by GET /wps/captcha. */
export const captchaIdOf = (request: FastifyRequest, fromBody?: string) => fromBody ?? request.cookies.captcha_id;

async function authenticate(ctx: AppContext, request: FastifyRequest, p: LoginPayload): Promise<UserRow | undefined> {
  const brandId = request.brand.brand.id;
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

export function sessionRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/wps/captcha',
    {
      schema: {
        querystring: { type: 'object', properties: commonQuery },
        ...doc(
          'session',
          'New captcha',
          '`{ captchaId, image: "data:image/svg+xml;base64,…" }`: 4–6 digits, single use, valid 5 minutes. Also sets the `captcha_id` cookie; send `captcha` (and optionally `captchaId`) with the next login or register.',
          ['429 rate.limited — more than 60 captchas a minute from one IP'],
        ),
      },
    },
    async (request, reply) => {
      ctx.limiter.hit('captcha', ipOf(request));
      const captcha = await ctx.captchas.issue(request.brand.brand.id);
      reply.setCookie('captcha_id', captcha.captchaId, { path: '/wps', httpOnly: true, sameSite: 'strict' });
      reply.header('Cache-Control', 'no-store');
      return ok(captcha);
    },
  );

  app.post(
    '/wps/session/login',
    {
      schema: {
        headers: encryptionHeaders,
        body: encryptedBody,
        ...doc(
          'session',
          'Sign in (encrypted body)',
          '`{ token, userName, customerType, firstTimeLogin, merchantCode }`. Decrypted payload: `{ type: "username"|"sms"|"firebase", username, password, captcha?, captchaId?, mobileNum?, countryDialingCode? (default "+63"), verificationCode?, loginType?: "member"|"agent" }`. Type "username" with `mobileNum` (and `countryDialingCode`) instead of `username` signs in by number and password.',
          [
            '401 login.failed "Sorry, the user does not exist or is disabled" — wrong user name or password (one text for both); value `{ captcha: true }` once a captcha is required',
            '400 captcha.invalid "Verification code error" — captcha required and missing, wrong, used or expired; value `{ captcha: true }`',
            '400 verification.code.invalid / verification.code.expired "Verification code error" — SMS login code',
            '400 format.mobile "The mobile num is not valid"',
            '400 request.encryption.invalid "Unknown error" — the body does not decrypt with X-Encryption-Key',
            '403 login.non.agent "Non-agents cannot log in" — loginType agent with a member account',
            '403 login.firebase.unavailable — firebase sign-in is not available on the reference server',
            '429 rate.limited — 10 per account and 100 per IP a minute',
            '503 system.maintenance "System upgrading, please try again later"',
          ],
        ),
      },
    },
    async (request) => {
      await assertOpen(ctx, request);
      const p = decryptBody(request, validateLogin);
      if (p.type === 'firebase') throw FAIL.firebaseUnavailable();
      const brandId = request.brand.brand.id;
      const who =
        p.type === 'username' && p.username
          ? p.username.trim().toLowerCase()
          : `${p.countryDialingCode ?? '+63'} ${p.mobileNum ?? ''}`;
      const accountKey = `acct:${brandId}:${who}`;
      const ipKey = ipOf(request);
      ctx.limiter.hit('loginIp', ipKey);
      ctx.limiter.hit('login', accountKey);
      if (await ctx.loginGuard.captchaRequired(accountKey, ipKey)) {
        await ctx.captchas.check(brandId, captchaIdOf(request, p.captchaId), p.captcha);
      }
      let user: UserRow | undefined;
      try {
        user = await authenticate(ctx, request, p);
      } catch (error) {
        await ctx.loginGuard.fail(accountKey, ipKey);
        throw error;
      }
      if (!user) {
        await ctx.loginGuard.fail(accountKey, ipKey);
        throw FAIL.loginFailed(await ctx.loginGuard.captchaRequired(accountKey, ipKey));
      }
      if (p.loginType === 'agent' && AGENT_EXCLUDED.includes(user.type)) throw FAIL.nonAgent();
      await ctx.loginGuard.succeed(accountKey);
      return ok(await signIn(ctx, user));
    },
  );

  const trial = async (request: FastifyRequest) => {
    await assertOpen(ctx, request);
    ctx.limiter.hit('register', ipOf(request));
    const user = await createTrialUser(ctx, request.brand);
    return ok(await signIn(ctx, user));
  };
  const trialReply =
    '`{ token, userName, customerType: 0, firstTimeLogin: true, merchantCode: <trialMerchantCode>, trial: 1 }`: a new trial account under the brand\'s trial merchant with 2,000.00 demo balance. Trial accounts get 403 "Please login an actual account to use this function" on real-money functions.';

  app.post(
    '/wps/session/login/freeplay',
    {
      schema: {
        body: { type: 'object', properties: { moduleId: str(40), token: str(200) } },
        ...doc('session', 'Free play (trial) sign-in', trialReply, ['429 rate.limited', '503 system.maintenance']),
      },
    },
    trial,
  );

  app.get(
    '/wps/member/trialuser',
    {
      schema: {
        querystring: { type: 'object', properties: commonQuery },
        ...doc('session', 'Create a trial account', trialReply, ['429 rate.limited', '503 system.maintenance']),
      },
    },
    trial,
  );

  app.delete(
    '/wps/session/logout',
    {
      schema: {
        querystring: { type: 'object', properties: commonQuery },
        ...doc('session', 'Sign out', '`null`; the token is revoked on the server.', [
          '401 auth.required "You are not logged in, please login first"',
          '401 auth.logged.out "The account has been logged out, please log in again" — token already revoked',
        ]),
      },
    },
    async (request) => {
      const s = await requireUser(ctx, request);
      await ctx.sessions.revoke(s.tokenHash);
      return ok(null);
    },
  );
}
