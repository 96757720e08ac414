// Registration (PUT /wps/member/register and /register/mobile): the sealed payload, rate limits, captcha or SMS
// code, the brand's field rules (registerFields.ts), and the new member, signed in.
import { and, eq } from 'drizzle-orm';
import type { RegisterPayload, SignInResult } from '@common/generated/api';
import { openSealed, payloadCheck, type Sealed } from '../api/sealedPayload';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { uniqueConstraintOf } from '../db/sql';
import { FAIL } from '../errors';
import { findByMobile, findByUsername, signIn } from './accounts';
import { readSettings } from './brandSettings';
import { captchaIdOf, type Caller } from './caller';
import { checkRegistration } from './registerFields';
import { addToHierarchy, defaultAgentId } from './agent/hierarchy';
import { assertOpen } from './siteGate';
import { mobileKey } from './sms';
import * as rp from './responsiblePlay/registration';

export type RegisterVariant = 'username' | 'mobile';

const checkRegister = payloadCheck<RegisterPayload>('member.api.json#/definitions/RegisterPayload');

const blankUsername = (p: RegisterPayload) => !p.username || p.username.trim() === '';

/**
 * Registers a member from a sealed RegisterPayload (by user name with a captcha, or by mobile with an SMS code).
 * A number typed at user-name registration is stored unproven, and the reply never says whether it is taken; a
 * number proven by its SMS code (mobile registration, or a user-name registration that sends the code) is stored
 * proven and belongs to one member only.
 */
export async function registerMember(
  ctx: AppContext,
  caller: Caller,
  sealed: Sealed,
  variant: RegisterVariant,
): Promise<SignInResult> {
  await assertOpen(ctx, caller.brand);
  const p = openSealed(sealed, checkRegister);
  const brand = caller.brand.brand;
  const { registerSettings } = await readSettings(ctx.db, caller.brand);
  if (variant === 'username' ? !registerSettings.usernameRegistration : !registerSettings.mobileRegistration) {
    throw FAIL.noPermission();
  }
  if (variant === 'mobile' && blankUsername(p)) p.username = `m${p.mobileNum ?? ''}`;
  // Per account as well as per IP: repeated attempts on one name (or number) from many addresses are limited too.
  await ctx.limiter.hit(
    'registerAccount',
    blankUsername(p) ? undefined : `user:${brand.id}:${p.username!.trim().toLowerCase()}`,
    variant === 'mobile' && p.mobileNum
      ? `mobile:${brand.id}:${mobileKey(p.countryDialingCode ?? '+63', p.mobileNum.trim())}`
      : undefined,
  );
  if (variant === 'username') await ctx.captchas.check(brand.id, captchaIdOf(caller, p.captchaId), p.captcha);
  const fields = await checkRegistration(ctx, brand.id, registerSettings, p, variant);
  const rpFacts = await rp.checkRegistration(ctx, caller.brand, p);
  const mobile = fields.mobile;
  const proven = !!mobile && (variant === 'mobile' || !!p.verificationCode);
  if (proven) await ctx.sms.verify(brand.id, mobileKey(mobile.dialing, mobile.num), 'register', p.verificationCode);
  const username = p.username!.trim().toLowerCase();
  if (await findByUsername(ctx, brand.id, username)) throw FAIL.usernameExists();
  // Only the holder of the number learns that it is taken: the code was proven just above.
  if (proven && (await findByMobile(ctx, brand.id, mobile.dialing, mobile.num))) throw FAIL.mobileExists();
  const upline = fields.affiliateCode
    ? await ctx.db
        .select()
        .from(users)
        .where(and(eq(users.brandId, brand.id), eq(users.invitationCode, fields.affiliateCode.toUpperCase())))
    : [];
  // Every member has an upline: the invitation code's owner, else the brand's default agent (docs/agent-centre.md).
  const uplineId = upline[0]?.id ?? (await defaultAgentId(ctx.db, brand.id));
  const now = ctx.clock();
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
        mobileDialing: mobile?.dialing ?? null,
        mobileNum: mobile?.num ?? null,
        mobileVerifiedAt: proven ? now : null,
        contacts: fields.contacts,
        uplineId,
        createdAt: now,
      })
      .returning();
  } catch (error) {
    const index = uniqueConstraintOf(error);
    if (index === 'users_brand_mobile_verified') throw FAIL.mobileExists();
    if (index !== undefined) throw FAIL.usernameExists();
    throw error;
  }
  await addToHierarchy(ctx.db, user!.id, uplineId);
  await rp.storeRegistration(ctx.db, user!, rpFacts, now);
  // A second account must not sidestep a time-out or self-exclusion (issue 28, finding 6).
  await rp.assertNotLinkedToExclusion(ctx.db, user!.id, now);
  return signIn(ctx, user!);
}
