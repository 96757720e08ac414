import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { passwordResets, users } from '../db/schema';
import { FAIL } from '../errors';
import { AVATAR_COUNT } from '../content/images';
import { requireRealUser, requireUser } from '../plugins/auth';
import { ok } from '../plugins/envelope';
import { findByMobile, findByUsername, signIn } from '../services/accounts';
import { readSettings } from '../services/brandSettings';
import { addSeconds } from '../services/clock';
import { randomToken, sha256 } from '../services/hash';
import { passwordFormatOk } from '../services/passwords';
import { checkRegistration, registerPayloadSchema, type RegisterPayload } from '../services/registration';
import { mobileKey } from '../services/sms';
import { assertOpen, captchaIdOf } from './session';
import {
  commonQuery,
  compileStrict,
  decryptBody,
  DIALING_PATTERN,
  doc,
  EMAIL_PATTERN,
  encryptedBody,
  encryptionHeaders,
  ipOf,
  MOBILE_PATTERN,
  str,
} from './schemaHelpers';
import { balanceOf } from './wallet';

const validateRegister = compileStrict<RegisterPayload>(registerPayloadSchema);
const RESET_TTL_SECONDS = 3600;

const REGISTER_ERRORS = [
  '400 format.account "Account format is incorrect" — user name: a letter then 3–15 letters, digits or _',
  '400 format.password "Password format is incorrect" — 8 to 64 characters',
  '400 format.confirm.password "Confirmation password not matched"',
  '400 format.email "E-mail format is incorrect"',
  '400 format.mobile "The mobile num is not valid"',
  '400 format.name "Name format is not valid" — nickname / payeeName',
  '400 register.invitation.invalid "Invalid invitation code"',
  '400 register.referrer.invalid "Referrer link error"',
  '400 captcha.invalid "Verification code error" (value `{ captcha: true }`)',
  '400 verification.code.invalid / verification.code.expired "Verification code error"',
  '403 auth.no.permission — this registration method is off for the brand',
  '409 register.username.exists "Sorry, the username already exists"',
  '409 register.mobile.exists "The mobile num is not valid" — number already registered',
  '429 rate.limited — 30 a minute per IP (shared with trial accounts); 10 in 10 minutes per user name, and per mobile number for mobile registration',
  '503 system.maintenance',
];

function isUniqueViolation(error: unknown) {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

async function register(ctx: AppContext, request: FastifyRequest, variant: 'username' | 'mobile') {
  await assertOpen(ctx, request);
  ctx.limiter.hit('register', ipOf(request));
  const p = decryptBody(request, validateRegister);
  const brand = request.brand.brand;
  const { registerSettings } = await readSettings(ctx.db, request.brand);
  if (variant === 'username' ? !registerSettings.usernameRegistration : !registerSettings.mobileRegistration) {
    throw FAIL.noPermission();
  }
  if (variant === 'mobile' && blankUsername(p)) p.username = `m${p.mobileNum ?? ''}`;
  // Per account as well as per IP: repeated attempts on one name (or number) from many addresses are limited too.
  ctx.limiter.hit(
    'registerAccount',
    blankUsername(p) ? undefined : `user:${brand.id}:${p.username!.trim().toLowerCase()}`,
    variant === 'mobile' && p.mobileNum
      ? `mobile:${brand.id}:${mobileKey(p.countryDialingCode ?? '+63', p.mobileNum.trim())}`
      : undefined,
  );
  if (variant === 'username') await ctx.captchas.check(brand.id, captchaIdOf(request, p.captchaId), p.captcha);
  const fields = await checkRegistration(ctx, brand.id, registerSettings, p, variant);
  if (variant === 'mobile') {
    await ctx.sms.verify(
      brand.id,
      mobileKey(fields.mobile!.dialing, fields.mobile!.num),
      'register',
      p.verificationCode,
    );
  }
  const username = p.username!.trim().toLowerCase();
  if (await findByUsername(ctx, brand.id, username)) throw FAIL.usernameExists();
  if (fields.mobile && (await findByMobile(ctx, brand.id, fields.mobile.dialing, fields.mobile.num))) {
    throw FAIL.mobileExists();
  }
  const upline = fields.affiliateCode
    ? await ctx.db
        .select()
        .from(users)
        .where(and(eq(users.brandId, brand.id), eq(users.invitationCode, fields.affiliateCode.toUpperCase())))
    : [];
  let user;
  try {
    [user] = await ctx.db
      .insert(users)
      .values({
        brandId: brand.id,
        merchantCode: brand.merchantCode,
        username,
        passwordHash: await ctx.passwords.hash(p.password!),
        type: 0,
        nickname: fields.nickname,
        payeeName: fields.payeeName,
        email: fields.email,
        mobileDialing: fields.mobile?.dialing ?? null,
        mobileNum: fields.mobile?.num ?? null,
        contacts: fields.contacts,
        uplineId: upline[0]?.id ?? null,
        createdAt: ctx.clock(),
      })
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw FAIL.usernameExists();
    throw error;
  }
  return ok(await signIn(ctx, user!));
}

const blankUsername = (p: RegisterPayload) => !p.username || p.username.trim() === '';

export function memberRoutes(app: FastifyInstance, ctx: AppContext): void {
  const registerReply =
    'Like login: `{ token, userName, customerType: 0, firstTimeLogin: true, merchantCode }` (the new member is signed in).';

  app.put(
    '/wps/member/register',
    {
      schema: {
        headers: encryptionHeaders,
        body: encryptedBody,
        ...doc(
          'member',
          'Register with a user name (encrypted body)',
          `${registerReply} Decrypted payload: the registration payload of SPEC §3 (username, password, confirmPassword, affiliateCode, nickname, email, mobileNum, countryDialingCode, payeeName, facebook, whatsapp, line, …, captcha, captchaId?). Fields are checked by the brand's register settings: enabled fields are validated when present, required ones must be present. A captcha (GET /wps/captcha) is required.`,
          REGISTER_ERRORS,
        ),
      },
    },
    (request) => register(ctx, request, 'username'),
  );

  app.put(
    '/wps/member/register/mobile',
    {
      schema: {
        headers: encryptionHeaders,
        body: encryptedBody,
        ...doc(
          'member',
          'Register with a mobile number (encrypted body)',
          `${registerReply} Decrypted payload as for /wps/member/register plus \`verificationCode\` from POST /wps/verification/sms/register; \`username\` is optional (default "m" + number). No captcha.`,
          REGISTER_ERRORS,
        ),
      },
    },
    (request) => register(ctx, request, 'mobile'),
  );

  app.post<{ Body: { username: string; email: string } }>(
    '/wps/member/password/email',
    {
      schema: {
        body: {
          type: 'object',
          required: ['username', 'email'],
          properties: {
            username: str(64, { minLength: 1 }),
            email: str(255, { pattern: EMAIL_PATTERN }),
            token: str(200),
          },
        },
        ...doc(
          'member',
          'Password recovery by e-mail (form-encoded or JSON)',
          '`null`, whether or not the user name and e-mail match (nothing is revealed). When they match, an e-mail with a reset link (/m/forget?resetToken=…, valid 1 hour) goes to the outbox; complete it with POST /wps/member/password/reset.',
          ['400 format.account', '400 format.email "E-mail format is incorrect"', '429 rate.limited'],
        ),
      },
    },
    async (request) => {
      ctx.limiter.hit('smsIp', ipOf(request));
      ctx.limiter.hit('sms', `mail:${request.body.username.toLowerCase()}`);
      const user = await findByUsername(ctx, request.brand.brand.id, request.body.username);
      const email = request.body.email.trim().toLowerCase();
      if (user && !user.disabled && !user.isTrial && user.email === email) {
        const token = randomToken(24);
        const now = ctx.clock();
        await ctx.db
          .insert(passwordResets)
          .values({ tokenHash: sha256(token), userId: user.id, expiresAt: addSeconds(now, RESET_TTL_SECONDS) });
        ctx.outbox.push({
          kind: 'email',
          to: email,
          code: token,
          text: `Reset your ${request.brand.brand.name} password: /m/forget?resetToken=${token} (valid 1 hour).`,
          time: now.toISOString(),
          brand: request.brand.brand.id,
        });
      }
      return ok(null);
    },
  );

  app.post<{ Body: { resetToken: string; newPassword: string; confirmNewPassword?: string } }>(
    '/wps/member/password/reset',
    {
      schema: {
        body: {
          type: 'object',
          required: ['resetToken', 'newPassword'],
          properties: { resetToken: str(64, { minLength: 1 }), newPassword: str(128), confirmNewPassword: str(128) },
        },
        ...doc('member', 'Complete an e-mail password reset', '`null`; every session of the member is revoked.', [
          '400 verification.code.invalid "Verification code error" — unknown, used or expired reset token',
          '400 format.password',
          '400 format.confirm.password',
        ]),
      },
    },
    async (request) => {
      const { resetToken, newPassword, confirmNewPassword } = request.body;
      if (!passwordFormatOk(newPassword)) throw FAIL.passwordFormat();
      if (confirmNewPassword !== undefined && confirmNewPassword !== newPassword) throw FAIL.confirmMismatch();
      const now = ctx.clock();
      const [row] = await ctx.db
        .update(passwordResets)
        .set({ usedAt: now })
        .where(and(eq(passwordResets.tokenHash, sha256(resetToken)), isNull(passwordResets.usedAt)))
        .returning();
      if (!row || row.expiresAt <= now) throw FAIL.codeWrong();
      await ctx.db
        .update(users)
        .set({ passwordHash: await ctx.passwords.hash(newPassword) })
        .where(eq(users.id, row.userId));
      await ctx.sessions.revokeOthers(row.userId);
      return ok(null);
    },
  );

  app.post<{ Body: { oldPassword: string; newPassword: string; confirmNewPassword: string } }>(
    '/wps/member/password',
    {
      schema: {
        body: {
          type: 'object',
          required: ['oldPassword', 'newPassword', 'confirmNewPassword'],
          properties: {
            oldPassword: str(128, { minLength: 1 }),
            newPassword: str(128),
            confirmNewPassword: str(128),
            token: str(200),
          },
        },
        ...doc(
          'member',
          'Change password (passWordChangeV2)',
          '`null`. Every other session of the member is revoked; this one stays valid.',
          [
            '400 modify.new.old.same "The new password and the old password cannot be the same"',
            '400 format.confirm.password "Confirmation password not matched"',
            '400 format.password "Password format is incorrect" — new password not 8–64 characters',
            '400 modify.old.wrong "Password format is incorrect" — the old password is wrong',
            '401 auth.required / auth.logged.out',
            '403 auth.trial.forbidden "Please login an actual account to use this function"',
          ],
        ),
      },
    },
    async (request) => {
      const s = await requireRealUser(ctx, request);
      const { oldPassword, newPassword, confirmNewPassword } = request.body;
      if (newPassword === oldPassword) throw FAIL.sameAsOld();
      if (confirmNewPassword !== newPassword) throw FAIL.confirmMismatch();
      if (!passwordFormatOk(newPassword)) throw FAIL.passwordFormat();
      if (!(await ctx.passwords.verify(oldPassword, s.user.passwordHash))) throw FAIL.oldPasswordWrong();
      await ctx.db
        .update(users)
        .set({ passwordHash: await ctx.passwords.hash(newPassword) })
        .where(eq(users.id, s.user.id));
      await ctx.sessions.revokeOthers(s.user.id, s.tokenHash);
      return ok(null);
    },
  );

  app.post<{
    Body: { newPassword: string; mobileNum: string; verificationCode: string; countryDialingCode?: string };
  }>(
    '/wps/member/password/phone',
    {
      schema: {
        body: {
          type: 'object',
          required: ['newPassword', 'mobileNum', 'verificationCode'],
          properties: {
            newPassword: str(128),
            confirmNewPassword: str(128),
            mobileNum: str(20, { pattern: MOBILE_PATTERN }),
            countryDialingCode: str(6, { pattern: DIALING_PATTERN }),
            verificationCode: str(10, { pattern: '^[0-9]+$' }),
          },
        },
        ...doc(
          'member',
          'Set password by phone',
          '`null`; every session of the member is revoked. The code comes from POST /wps/verification/sms (purpose password). The client then signs in with the number and new password.',
          [
            '400 verification.code.invalid / verification.code.expired "Verification code error"',
            '400 modify.new.old.same "The new password and the old password cannot be the same"',
            '400 format.password',
            '400 format.mobile',
          ],
        ),
      },
    },
    async (request) => {
      const { newPassword, mobileNum, verificationCode } = request.body;
      const dialing = request.body.countryDialingCode ?? '+63';
      if (!passwordFormatOk(newPassword)) throw FAIL.passwordFormat();
      const brandId = request.brand.brand.id;
      const user = await findByMobile(ctx, brandId, dialing, mobileNum);
      // Same-as-old is told only to a holder of a right code, and leaves that code valid for the retry (SPEC §8).
      await ctx.sms.verify(brandId, mobileKey(dialing, mobileNum), 'password', verificationCode, async () => {
        if (!user || user.disabled || user.isTrial) throw FAIL.codeWrong();
        if (await ctx.passwords.verify(newPassword, user.passwordHash)) throw FAIL.sameAsOld();
      });
      await ctx.db
        .update(users)
        .set({ passwordHash: await ctx.passwords.hash(newPassword) })
        .where(eq(users.id, user!.id));
      await ctx.sessions.revokeOthers(user!.id);
      return ok(null);
    },
  );

  app.get(
    '/wps/member/info',
    {
      schema: {
        querystring: { type: 'object', properties: commonQuery },
        ...doc(
          'member',
          'Member info',
          '`{ id, type, userName, account, nickname, regDate (epoch ms), toUpline, sumBalance }`.',
          ['401 auth.required / auth.logged.out'],
        ),
      },
    },
    async (request) => {
      const { user } = await requireUser(ctx, request);
      return ok({
        id: user.id,
        type: user.type,
        userName: user.username,
        account: user.username,
        nickname: user.nickname ?? undefined,
        regDate: user.createdAt.getTime(),
        toUpline: user.toUpline,
        sumBalance: await balanceOf(ctx, user),
        trial: user.isTrial ? 1 : 0,
      });
    },
  );

  const iconValue = (icon: number) => ({ icon, url: `/wps/member/icons/${icon}.svg` });

  app.get(
    '/wps/member/info/icon',
    {
      schema: {
        querystring: { type: 'object', properties: commonQuery },
        ...doc('member', 'Head icon', '`{ icon: 1..12, url }` (a server-generated SVG).', ['401 auth.required']),
      },
    },
    async (request) => ok(iconValue((await requireUser(ctx, request)).user.icon)),
  );

  app.post<{ Body: { icon: string | number } }>(
    '/wps/member/info/icon',
    {
      schema: {
        body: {
          type: 'object',
          required: ['icon'],
          properties: { icon: { type: ['string', 'integer'], pattern: '^[0-9]{1,2}$' }, token: str(200) },
        },
        ...doc('member', 'Set head icon (form-encoded `icon=3`)', '`{ icon, url }`.', [
          '400 request.invalid — icon not 1..12',
          '401 auth.required',
        ]),
      },
    },
    async (request) => {
      const { user } = await requireUser(ctx, request);
      const icon = Number(request.body.icon);
      if (!Number.isInteger(icon) || icon < 1 || icon > AVATAR_COUNT) throw FAIL.fieldInvalid('icon', 'range 1..12');
      await ctx.db.update(users).set({ icon }).where(eq(users.id, user.id));
      return ok(iconValue(icon));
    },
  );
}
