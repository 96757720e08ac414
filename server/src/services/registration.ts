// Registration (PUT /wps/member/register and /register/mobile): the sealed payload, rate limits, captcha or SMS
// code, the brand's field rules (registerFields.ts), and the new member, signed in.
import { and, eq } from 'drizzle-orm';
import type { RegisterPayload, SignInResult } from '@common/generated/api';
import { openSealed, payloadCheck, type Sealed } from '../api/sealedPayload';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { FAIL } from '../errors';
import { findByMobile, findByUsername, signIn } from './accounts';
import { readSettings } from './brandSettings';
import { captchaIdOf, type Caller } from './caller';
import { checkRegistration } from './registerFields';
import { assertOpen } from './siteGate';
import { mobileKey } from './sms';

export type RegisterVariant = 'username' | 'mobile';

const checkRegister = payloadCheck<RegisterPayload>('member.api.json#/definitions/RegisterPayload');

const blankUsername = (p: RegisterPayload) => !p.username || p.username.trim() === '';

function isUniqueViolation(error: unknown) {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/** Registers a member from a sealed RegisterPayload (by user name with a captcha, or by mobile with an SMS code). */
export async function registerMember(
  ctx: AppContext,
  caller: Caller,
  sealed: Sealed,
  variant: RegisterVariant,
): Promise<SignInResult> {
  await assertOpen(ctx, caller.brand);
  ctx.limiter.hit('register', caller.ipKey);
  const p = openSealed(sealed, checkRegister);
  const brand = caller.brand.brand;
  const { registerSettings } = await readSettings(ctx.db, caller.brand);
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
  if (variant === 'username') await ctx.captchas.check(brand.id, captchaIdOf(caller, p.captchaId), p.captcha);
  const fields = await checkRegistration(ctx, brand.id, registerSettings, p, variant);
  if (variant === 'mobile') {
    const { dialing, num } = fields.mobile!;
    await ctx.sms.verify(brand.id, mobileKey(dialing, num), 'register', p.verificationCode);
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
  return signIn(ctx, user!);
}
