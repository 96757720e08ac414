import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { ok } from '../plugins/envelope';
import { findByMobile } from '../services/accounts';
import { mobileKey, type SmsPurpose } from '../services/sms';
import { DIALING_PATTERN, doc, ipOf, MOBILE_PATTERN, str } from './schemaHelpers';

interface SmsBody {
  mobileNum: string;
  countryDialingCode?: string;
  module?: string;
}

const body = {
  type: 'object',
  required: ['mobileNum'],
  properties: {
    mobileNum: str(20, { pattern: MOBILE_PATTERN }),
    mobileNo: str(20),
    countryDialingCode: str(6, { pattern: DIALING_PATTERN }),
    module: str(40),
    token: str(200),
  },
};

const ERRORS = [
  '400 format.mobile "The mobile num is not valid" — missing, not 7–15 digits, or a bad dialing code',
  '429 verification.code.too.soon — a code for this number and purpose is still valid (same reply each time; value `{ retryAfterSeconds }`)',
  '429 rate.limited — 5 per number and 20 per IP in 10 minutes',
];

export function verificationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const send = (purpose: SmsPurpose, onlyRegistered: boolean) => async (request: FastifyRequest<{ Body: SmsBody }>) => {
    const { mobileNum } = request.body;
    const dialing = request.body.countryDialingCode ?? '+63';
    const brandId = request.brand.brand.id;
    const to = mobileKey(dialing, mobileNum);
    ctx.limiter.hit('smsIp', ipOf(request));
    ctx.limiter.hit('sms', `mobile:${to}`);
    // Login and password codes go only to registered numbers, but the reply is the same (nothing is revealed).
    const deliver = !onlyRegistered || !!(await findByMobile(ctx, brandId, dialing, mobileNum));
    return ok(await ctx.sms.send(brandId, to, purpose, deliver));
  };
  const reply =
    '`{ expiredMinutes: 5 }`. A 6-digit code is stored hashed, valid 5 minutes, single use, 5 tries; in development it is in GET /__dev/outbox (`to` = "+63 9171234567").';

  app.post(
    '/wps/verification/sms/noLogin',
    {
      schema: {
        body,
        ...doc('verification', 'SMS code for mobile login (module VERIFICATION3)', reply, ERRORS),
      },
    },
    send('login', true),
  );
  app.post(
    '/wps/verification/sms/register',
    { schema: { body, ...doc('verification', 'SMS code for mobile registration', reply, ERRORS) } },
    send('register', false),
  );
  app.post(
    '/wps/verification/sms',
    {
      schema: {
        body,
        ...doc('verification', 'SMS code for other flows (set password by phone)', reply, ERRORS),
      },
    },
    send('password', true),
  );
}
