import type { VerificationSmsBody } from '@common/generated/api';
import type { AppContext } from '../context';
import { findByMobile } from './accounts';
import type { Caller } from './caller';
import { mobileKey, type SmsPurpose } from './sms';

/**
 * Sends an SMS code. Login and password codes go only to proven numbers of members, with the same reply either way
 * (nothing is revealed). The number's budget is charged only when a code is really issued: a "too soon" or
 * otherwise refused request never uses up the owner's codes.
 */
export async function sendSmsCode(
  ctx: AppContext,
  caller: Caller,
  purpose: SmsPurpose,
  body: VerificationSmsBody,
): Promise<{ expiredMinutes: number }> {
  const { mobileNum } = body;
  const dialing = body.countryDialingCode ?? '+63';
  const brandId = caller.brand.brand.id;
  const to = mobileKey(dialing, mobileNum);
  const deliver = purpose === 'register' || !!(await findByMobile(ctx, brandId, dialing, mobileNum));
  return ctx.sms.send(brandId, to, purpose, {
    deliver,
    charge: () => ctx.limiter.hit('sms', `mobile:${to}`),
    lang: caller.lang,
    brandName: caller.brand.brand.name,
  });
}
