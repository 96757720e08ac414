import type { VerificationSmsBody } from '@common/generated/api';
import type { AppContext } from '../context';
import { findByMobile } from './accounts';
import type { Caller } from './caller';
import { mobileKey, type SmsPurpose } from './sms';

/** Sends an SMS code; login and password codes go only to registered numbers, with the same reply (nothing is revealed). */
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
  ctx.limiter.hit('smsIp', caller.ipKey);
  ctx.limiter.hit('sms', `mobile:${to}`);
  const deliver = purpose === 'register' || !!(await findByMobile(ctx, brandId, dialing, mobileNum));
  return ctx.sms.send(brandId, to, purpose, deliver);
}
